import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { flag, integer, name, phoneNumber, roubles, text, version } from '../../core/validation.js';
import { deliveryKinds, paymentKinds } from './checkout-methods.entities.js';

/** A delivery's price or threshold: roubles from 0. */
const amount = roubles(z.number().min(0));

const choiceFields = {
  name,
  active: z.boolean().optional().describe('Предлагается покупателям (по умолчанию да)'),
  position: integer(0, 10_000).nullable().optional().describe('Место в списке (пусто — в конце; при изменении пусто — без изменений)'),
  version,
};
const methodFields = { ...choiceFields, description: text().trim().max(2000).optional().describe('Описание для покупателя') };

export const deliveryMethodBody = z
  .object({
    ...methodFields,
    price: amount.describe('Стоимость, ₽'),
    freeFrom: amount.nullable().optional().describe('Сумма заказа, от которой доставка бесплатна, ₽'),
    minDays: integer(0, 365).describe('Срок от, дней'),
    maxDays: integer(0, 365).describe('Срок до, дней (не меньше срока «от»)'),
    needsAddress: z.boolean().optional().describe('Нужен адрес доставки; false — самовывоз (по умолчанию true; у способов СДЭК — по виду)'),
    kind: z
      .enum(deliveryKinds)
      .meta({ id: 'DeliveryKind', description: 'manual — магазин по своей цене (по умолчанию); cdek_pickup — СДЭК до пункта выдачи или постамата; cdek_courier — СДЭК до двери. У способов СДЭК цена и срок — из расчёта СДЭК (поля цены и срока не применяются, freeFrom — применяется); включить их можно, когда заданы CDEK_CLIENT_ID и CDEK_CLIENT_SECRET' })
      .optional(),
  })
  .describe('Способ доставки');

export const paymentMethodBody = z
  .object({ ...methodFields, kind: z.enum(paymentKinds).meta({ id: 'PaymentKind', description: 'on_delivery — при получении, bank_transfer — переводом по счёту, online — онлайн через ЮKassa (нужны YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY)' }) })
  .describe('Способ оплаты');

export const pickupPointBody = z
  .object({
    ...choiceFields,
    address: text().trim().min(1).max(500).describe('Адрес'),
    hours: text().trim().min(1).max(200).describe('Часы работы, например «Пн–Пт 10:00–20:00»'),
    phone: phoneNumber,
  })
  .describe('Пункт самовывоза');

const sortable = ['position', 'id', 'name', 'createdAt'] as const;
const filters = { active: flag.optional().describe('Только предлагаемые (true) или скрытые (false); покупателям — всегда предлагаемые') };

export const deliveryMethodQuery = listQuery('DeliveryMethod', filters, sortable);
export const paymentMethodQuery = listQuery('PaymentMethod', filters, sortable);
export const pickupPointQuery = listQuery('PickupPoint', filters, sortable);
