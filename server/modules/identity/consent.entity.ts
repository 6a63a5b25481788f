import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { BaseEntity } from '../../core/base.entity.js';
import { User } from './user.entity.js';

export const consentPurposes = ['signup', 'checkout', 'address', 'help', 'callback', 'subscription', 'stock_alert'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const ConsentPurposeEnum = graphqlEnum('ConsentPurpose', consentPurposes, 'Цель обработки персональных данных');

/** A recorded consent to personal-data processing (152-ФЗ): who, for what, which text, when, from where. */
@ObjectType({ description: 'Согласие на обработку персональных данных' })
@Entity()
@Index({ properties: ['email'] })
export class Consent extends BaseEntity {
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @Field(() => Int, { nullable: true, description: 'Пользователь, если он известен' })
  get userId(): number | null {
    return this.user?.id ?? null;
  }

  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 40, nullable: true })
  phone?: string | null;

  @Field(() => ConsentPurposeEnum)
  @Enum({ items: () => ConsentPurposeEnum, nativeEnumName: 'consent_purpose' })
  purpose!: ConsentPurpose;

  @Field({ description: 'Версия текста согласия' })
  @Property({ length: 40 })
  textVersion!: string;

  @Field({ description: 'IP-адрес' })
  @Property({ length: 64 })
  ip!: string;
}
