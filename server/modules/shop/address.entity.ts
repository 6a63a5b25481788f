import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
import { User } from '../identity/user.entity.js';

/** A delivery address: a user's own, or a guest's (no user) left with `POST /addresses/direct`. */
@ObjectType({ description: 'Адрес доставки' })
@Entity()
export class Address extends BaseEntity<'phone'> {
  @Index()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'cascade', hidden: true })
  user?: Ref<User> | null;

  @Field(() => Int, { nullable: true, description: 'Владелец; пусто у адреса гостя' })
  @Property({ persist: false })
  get userId(): number | null {
    return this.user?.id ?? null;
  }

  @Field() @Property({ length: 100 }) firstName!: string;
  @Field() @Property({ length: 100 }) lastName!: string;
  @Field({ description: 'Улица, дом, квартира' }) @Property({ length: 500 }) address!: string;
  @Field() @Property({ length: 100 }) city!: string;
  @Field() @Property({ length: 100 }) country!: string;
  @Field({ description: 'Почтовый индекс' }) @Property({ length: 20 }) zipCode!: string;
  @Field({ description: 'Телефон получателя' }) @Property({ length: 40, default: '' }) phone: string = '';
}
