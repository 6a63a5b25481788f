import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { id, moment, text, version } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';
import { phone, recipientFields } from './address.inputs.js';
import { basketId } from './basket.inputs.js';
import { orderStatuses } from './checkout.entity.js';
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
const checkoutFilters = {
  userId: id.optional().describe('Заказы этого покупателя'),
  status: orderStatus.optional(),
  q: text().trim().max(200).optional().describe('Номер заказа (точно), часть почты, имени и фамилии или телефона'),
  from: moment.optional().describe('Оформлен не раньше (дата по Москве или момент)'),
  to: moment.optional().describe('Оформлен не позже (дата по Москве — включая весь день)'),
};

export const checkoutQuery = listQuery('Checkout', checkoutFilters, ['id', 'createdAt', 'totalAmount', 'status']);
/** The orders export: the list's filters, every matching order. */
export const checkoutExportQuery = z.object(checkoutFilters);
export type CheckoutFilters = z.output<typeof checkoutExportQuery>;
