import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
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

@ObjectType({ description: 'Подписчик рассылки' })
@Entity()
export class Subscriber extends BaseEntity {
  @Field()
  @Property({ length: 254, unique: true })
  email!: string;

  @Field({ description: 'Секретный идентификатор для отписки (UUID)' })
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  mailId!: string;
}

export const messageKinds = ['help', 'callback'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageStatuses = ['new', 'done'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A help-desk message or a call-back request as staff handle it in the inbox (CONTRACT §13). */
@Entity({ tableName: 'shop_message' })
@Index({ properties: ['status', 'createdAt'] })
export class ShopMessage extends BaseEntity<'status' | 'email' | 'phone' | 'text' | 'user'> {
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
}
