import { Entity, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';

/**
 * The shop's name, requisites and contacts (CONTRACT §19): one row, made by the migration
 * ShopSettingsPickupPoints. The rules of distance selling want the seller's name, address and ОГРН
 * on the site; the footer, /contacts, letters and structured data all read them from here.
 */
@ObjectType({ description: 'Настройки магазина: название, реквизиты и контакты' })
@Entity()
export class ShopSettings extends BaseEntity {
  @Field({ description: 'Название магазина' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Юридическое название продавца: ООО «…» или ИП …' })
  @Property({ length: 300 })
  legalName!: string;

  @Field({ description: 'ИНН: 10 цифр у организации, 12 у ИП' })
  @Property({ length: 12 })
  inn!: string;

  @Field({ description: 'ОГРН (13 цифр) или ОГРНИП (15 цифр)' })
  @Property({ length: 15 })
  ogrn!: string;

  @Field({ description: 'Адрес продавца' })
  @Property({ length: 500 })
  address!: string;

  @Field({ description: 'Телефон в виде +79161234567' })
  @Property({ length: 12 })
  phone!: string;

  @Field({ description: 'Электронная почта' })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'Часы работы' })
  @Property({ length: 200 })
  workHours!: string;

  /** RETURN_DAYS (CONTRACT §19): a setting of the server, not of the row; filled as the row is read. */
  @Field(() => Int, { description: 'Сколько дней после получения покупатель может вернуть товар (RETURN_DAYS)' })
  @Property({ persist: false })
  returnDays!: number;
}

/** What letters and pages name the shop by. */
export type ShopContacts = Pick<ShopSettings, 'name' | 'legalName' | 'inn' | 'ogrn' | 'address' | 'phone' | 'email' | 'workHours'>;
