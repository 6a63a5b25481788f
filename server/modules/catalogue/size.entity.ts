import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { DictionaryEntity } from './dictionary.entity.js';

@ObjectType({ description: 'Размер' })
@Entity()
@Unique({ properties: ['name'] })
export class Size extends DictionaryEntity {}
