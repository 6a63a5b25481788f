import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { BaseEntity } from '../../core/base.entity.js';
import { roles, type Role } from '../../core/permissions.js';

export const RoleEnum = graphqlEnum('Role', roles, 'Роль: User — покупатель, SuperUser — менеджер, Admin — администратор');

@ObjectType({ description: 'Пользователь' })
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'firstName' | 'lastName' | 'isVerified' | 'role'> {
  @Field({ description: 'Имя' })
  @Property({ length: 100, default: '' })
  firstName: string = '';

  @Field({ description: 'Фамилия' })
  @Property({ length: 100, default: '' })
  lastName: string = '';

  @Field({ description: 'Электронная почта (в нижнем регистре), уникальна' })
  @Property({ length: 254, unique: true })
  email!: string;

  @Field({ description: 'Почта подтверждена' })
  @Property({ default: false })
  isVerified: boolean = false;

  @Field(() => RoleEnum)
  @Enum({ items: () => RoleEnum, nativeEnumName: 'user_role', default: 'User' })
  role: Role = 'User';

  /** argon2id hash; never exposed through either API. */
  @Property({ length: 200, hidden: true, lazy: true })
  passwordHash!: string;
}
