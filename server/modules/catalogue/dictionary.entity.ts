import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';

/** A catalogue dictionary entry: a name shown to shoppers and a unique url slug. */
@ObjectType()
export abstract class DictionaryEntity<Optional extends string = never> extends BaseEntity<Optional> {
  @Field({ description: 'Название' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Адрес в URL (латиница, цифры, дефисы), уникален' })
  @Property({ length: 200, unique: true })
  url!: string;
}
