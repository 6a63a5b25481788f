import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id, idList, moment, text, version } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';
import { phone, recipientFields } from './address.inputs.js';
import { basketId } from './basket.inputs.js';
import { orderPaymentStatuses, orderStatuses } from './checkout.entity.js';
import { searchableContact } from './contact-match.js';
import { carriers } from './shipping-carriers.js';
import { carrierChoiceFields } from './delivery-choice.inputs.js';

const comment = text().trim().max(2000).optional().describe('Комментарий к заказу');
const methods = {
  deliveryMethodId: id.optional().describe('Способ доставки (активный)'),
  paymentMethodId: id.optional().describe('Способ оплаты (активный)'),
  pickupPointId: id.optional().describe('Пункт самовывоза (действующий): обязателен, когда способ доставки — самовывоз'),
  ...carrierChoiceFields,
};

const { address, city, country, zipCode, ...person } = recipientFields;
/** Where the order goes: asked unless the delivery method is pickup. */
export const placeFields = z.object({ address, city, country, zipCode });

export const directCheckoutBody = z
  .object({
    basketId,
    ...person,
    ...placeFields.partial().shape,
    email: email.optional().describe('Электронная почта (обязательна; сотрудник, принимающий заказ по телефону, может не указывать)'),
    phone,
    comment,
    consent,
    ...methods,
  })
  .describe('Заказ без регистрации (адрес не нужен при самовывозе); сотрудник так оформляет заказ по телефону для нового покупателя');

export const checkoutBody = z
  .object({
    basketId,
    addressId: id.optional().describe('Сохранённый адрес; не нужен при самовывозе'),
    phone: phone.optional().describe('Телефон получателя; по умолчанию — из адреса. Без телефона курьер заказ не повезёт'),
    comment,
    userId: id.optional().describe('Покупатель (только сотрудники; по умолчанию — вы)'),
    ...methods,
  })
  .describe('Заказ на сохранённый адрес или самовывоз');

const orderStatus = z.enum(orderStatuses).meta({ id: 'OrderStatus', description: 'Статус заказа' });

export const statusBody = z
  .object({
    status: orderStatus,
    version,
    trackNumber: text()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'Трек-номер: от 4 до 40 латинских букв, цифр и дефисов')
      .nullish()
      .transform((value) => value ?? undefined)
      .describe('Трек-номер посылки (только при переводе в shipped)'),
    // A GraphQL variable left out arrives as null: the same as not given.
    carrier: z
      .enum(carriers)
      .meta({ id: 'Carrier', description: 'Служба доставки посылки' })
      .nullish()
      .transform((value) => value ?? undefined)
      .describe('Служба доставки (только при переводе в shipped)'),
  })
  .describe('Новый статус; при отправке — трек-номер и служба доставки');
/** The payment statuses of CONTRACT §17, and `none` for an order nothing was paid or asked for (paymentStatus null). */
export const paymentStatusFilters = [...orderPaymentStatuses, 'none'] as const;

/** The most orders one bulk status change takes; the back office sends more in several requests. */
export const MAX_BULK_ORDERS = 200;

export type StatusChange = Pick<z.output<typeof statusBody>, 'status'> & Partial<z.output<typeof statusBody>>;

const checkoutFilters = {
  ids: idList
    .refine((ids) => ids.length <= 1000, 'Не больше 1000 заказов')
    .optional()
    .describe('Только эти заказы (номера через запятую или повторением): печать выбранных'),
  userId: id.optional().describe('Заказы этого покупателя'),
  status: orderStatus.optional(),
  paymentStatus: z
    .enum(paymentStatusFilters, { error: 'Статус оплаты: pending, succeeded, canceled, partially_refunded, refunded или none' })
    .meta({ id: 'OrderPaymentFilter', description: 'Статус оплаты заказа; none — ничего не платили' })
    .optional()
    .describe('Статус оплаты: pending — ожидает оплаты, succeeded — оплачен, canceled — оплата отменена, partially_refunded — частично возвращён, refunded — возвращён, none — ничего не платили'),
  customer: text()
    .trim()
    .min(2, 'Не короче 2 символов')
    .max(100)
    .refine(searchableContact, 'Телефон: не меньше 5 цифр')
    .optional()
    .describe('Покупатель: часть имени, фамилии или почты, или телефона в любой записи (не меньше 5 цифр)'),
  q: text().trim().max(200).optional().describe('Номер заказа (точно), часть почты, имени и фамилии или телефона'),
  from: moment.optional().describe('Оформлен не раньше (дата по Москве или момент)'),
  to: moment.optional().describe('Оформлен не позже (дата по Москве — включая весь день)'),
};

/** The same status for several orders at once (the list's bulk action): each goes through the rule of one change. */
export const bulkStatusBody = z
  .object({
    ids: z.array(id).min(1, 'Выберите хотя бы один заказ').max(MAX_BULK_ORDERS, `Не больше ${MAX_BULK_ORDERS} заказов за раз`).describe('Заказы'),
    status: orderStatus,
  })
  .describe('Новый статус для нескольких заказов');

export const checkoutQuery = listQuery('Checkout', checkoutFilters, ['id', 'createdAt', 'totalAmount', 'status']);
/** The orders export: the list's filters, every matching order. */
export const checkoutExportQuery = z.object(checkoutFilters);
export type CheckoutFilters = z.output<typeof checkoutExportQuery>;
