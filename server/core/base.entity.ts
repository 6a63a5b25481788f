import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** id and timestamps shared by every stored record. */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> {
  /** Properties the database or a default fills, so `em.create` does not demand them. */
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
