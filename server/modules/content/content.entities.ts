import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import { User } from '../identity/user.entity.js';

@ObjectType({ description: 'Новость' })
@Entity()
@Index({ properties: ['showOnMain', 'createdAt'] })
export class NewsPost extends BaseEntity<'text' | 'showOnMain'> {
  @Field({ description: 'Заголовок' })
  @Property({ length: 300 })
  title!: string;

  @Field({ description: 'Адрес в URL, уникален' })
  @Property({ length: 200, unique: true })
  url!: string;

  @Field({ description: 'Текст' })
  @Property({ type: 'text', default: '' })
  text: string = '';

  @Field(() => String, { nullable: true, description: 'Имя файла изображения' })
  @Property({ length: 300, nullable: true })
  image?: string | null;

  @Field({ description: 'Показывать на главной' })
  @Property({ default: false })
  showOnMain: boolean = false;
}

@ObjectType({ description: 'Слайд баннера на главной' })
@Entity()
export class Slide extends BaseEntity<'position'> {
  @Field({ description: 'Имя файла изображения' })
  @Property({ length: 300 })
  image!: string;

  @Field({ description: 'Куда ведёт слайд' })
  @Property({ length: 500, default: '' })
  link!: string;

  @Field(() => Int, { description: 'Место в баннере, с 0' })
  @Property({ default: 0 })
  position: number = 0;
}

@ObjectType({ description: 'Рекламный текст баннера' })
@Entity()
export class Advertisement extends BaseEntity<'title' | 'description'> {
  @Field()
  @Property({ length: 300, default: '' })
  title: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  description: string = '';
}

export const subscriberStatuses = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const SubscriberStatusEnum = graphqlEnum('SubscriberStatus', subscriberStatuses, 'pending — ждёт подтверждения по ссылке из письма, confirmed — подтверждён');

/**
 * A newsletter's reader (CONTRACT §18, double opt-in): `pending` from the request until the address's
 * owner follows the letter's link, then `confirmed`; only confirmed readers get campaigns. The link's
 * token is kept only as its SHA-256, so a copy of the table confirms nobody.
 */
@ObjectType({ description: 'Подписчик рассылки' })
@Entity()
@Index({ name: 'subscriber_confirm_token_hash_unique', expression: 'create unique index "subscriber_confirm_token_hash_unique" on "subscriber" ("confirm_token_hash") where "confirm_token_hash" is not null' })
@Index({ name: 'subscriber_pending_index', expression: `create index "subscriber_pending_index" on "subscriber" ("confirmation_sent_at") where "status" = 'pending'` })
export class Subscriber extends BaseEntity<'status' | 'confirmedAt' | 'confirmationSentAt' | 'confirmTokenHash'> {
  @Field()
  @Property({ length: 254, unique: true })
  email!: string;

  @Field({ description: 'Секретный идентификатор для отписки (UUID)' })
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  mailId!: string;

  @Field(() => SubscriberStatusEnum, { description: 'Ждёт подтверждения или подтверждён' })
  @Enum({ items: () => subscriberStatuses, nativeEnumName: 'subscriber_status', default: 'pending' })
  status: SubscriberStatus = 'pending';

  @Field(() => Date, { nullable: true, description: 'Когда адрес подтвердил подписку' })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;

  /** When the last letter «Подтвердите подписку» went: at most one a day, its link valid for 7 days. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  confirmationSentAt?: Date | null;

  /** SHA-256 (hex) of the token in that letter's link; none once confirmed. */
  @Property({ length: 64, nullable: true, hidden: true })
  confirmTokenHash?: string | null;
}

export const messageKinds = ['help', 'callback'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageStatuses = ['new', 'done'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A help-desk message or a call-back request as staff handle it in the inbox (CONTRACT §13). */
@Entity({ tableName: 'shop_message' })
@Index({ properties: ['status', 'createdAt'] })
export class ShopMessage extends BaseEntity<'status' | 'email' | 'phone' | 'text' | 'user' | 'handledBy' | 'handledAt'> {
  @Enum({ items: () => messageKinds, nativeEnumName: 'message_kind' })
  kind!: MessageKind;

  @Enum({ items: () => messageStatuses, nativeEnumName: 'message_status', default: 'new' })
  status: MessageStatus = 'new';

  @Property({ length: 100 })
  name!: string;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ length: 40 })
  phone: string = '';

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** The staff member who marked it handled or answered it last; cleared when it is new again. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  handledBy?: Ref<User> | null;

  @Property({ type: 'timestamptz', nullable: true })
  handledAt?: Date | null;
}

/** A staff answer to a help-desk message, sent to the shopper by letter. */
@Entity({ tableName: 'shop_message_reply' })
export class ShopMessageReply extends BaseEntity<'author'> {
  @ManyToOne(() => ShopMessage, { ref: true, deleteRule: 'cascade', index: true })
  message!: Ref<ShopMessage>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  author?: Ref<User> | null;

  @Property({ type: 'text' })
  text!: string;
}
