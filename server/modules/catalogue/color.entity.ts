import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DictionaryEntity } from './dictionary.entity.js';

@ObjectType({ description: 'Цвет' })
@Entity()
@Unique({ properties: ['name'] })
export class Color extends DictionaryEntity {
  @Field({ description: 'Шестнадцатеричный код цвета, например #ff0000' })
  @Property({ length: 7 })
  code!: string;
}
