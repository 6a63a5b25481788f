import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../../core/errors.js';
import { int, money, stamped, timestamp, userRef } from '../../core/outputs.js';
import { productOutput } from '../catalogue/catalogue.outputs.js';
import { basketStatuses } from './basket.inputs.js';
import { orderEventKinds } from './order-events.js';
import { orderPaymentStatuses, orderStatuses } from './checkout.entity.js';
import { deliveryKinds, paymentKinds } from './checkout-methods.entities.js';
import { returnRequestStatuses } from './returns/return-request.entities.js';
import { carriers } from './shipping-carriers.js';

export const discountOutput = z
  .object({ promotionId: int.nullable().describe('Акция (пусто, если её удалили)'), name: z.string(), amount: money.describe('Скидка, ₽'), freeDelivery: z.boolean().describe('Бесплатная доставка: скидка — цена доставки') })
  .meta({ id: 'Discount' });

/** The chosen variant's words and picture on a basket's or an order's line (CONTRACT §19). */
const variantLook = {
  sizeName: z.string().nullable().describe('Размер выбранного варианта'),
  colorName: z.string().nullable().describe('Цвет выбранного варианта'),
  image: z.string().nullable().describe('Фото выбранного варианта (его цвета): имя файла для /api/images/{name}'),
};

const basketLine = z.object({
  id: int,
  quantity: int,
  price: money.describe('Цена за штуку, ₽'),
  discount: money.describe('Скидка на строку (на всё количество), ₽'),
  discountedPrice: money.describe('Цена за штуку со скидкой, ₽'),
  ...variantLook,
  productVariant: z.object({
    id: int,
    sku: z.string(),
    price: money,
    oldPrice: money.nullable(),
    stock: int,
    size: z.string().nullable(),
    color: z.string().nullable(),
    product: z.object({ id: int, name: z.string(), url: z.string(), images: z.array(z.string()) }),
  }),
});

export const basketOutput = z
  .object({
    id: z.uuid(),
    userId: int.nullable(),
    itemsAmount: money.describe('Сумма строк, которые можно купить, по ценам, ₽'),
    discountAmount: money.describe('Скидка по акциям и промокоду, ₽'),
    totalAmount: money.describe('К оплате за товары: сумма строк минус скидка, ₽'),
    promoCode: z.string().nullable().describe('Применённый промокод'),
    promoProblem: z.string().nullable().describe('Почему промокод сейчас не даёт скидки'),
    promoProblemReason: z.string().nullable().describe('То же для программ: not_found, not_started, expired, min_amount, used_up, first_order'),
    discounts: z.array(discountOutput),
    problems: z.array(z.object({ productVariantId: int, reason: z.string() })).describe('Строки, которые нельзя купить, и почему'),
    orderProducts: z.array(basketLine),
  })
  .meta({ id: 'Basket' });

export const basketSummary = z
  .object({
    id: z.uuid(),
    userId: int.nullable(),
    user: z.object({ id: int, email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
    status: z.enum(basketStatuses),
    totalAmount: money.describe('Сумма по сегодняшним ценам, ₽'),
    itemCount: int.describe('Сколько штук в корзине'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'BasketSummary' });

export const wishlistOutput = z
  .object({ id: z.uuid(), userId: int.nullable(), createdAt: timestamp, updatedAt: timestamp, products: z.array(productOutput) })
  .meta({ id: 'Wishlist' });

/** A wishlist in the list also carries the list's total (the row count of its query). */
export const wishlistRow = wishlistOutput.extend({ length: int });

export const wishlistDeleted = z.object({ id: z.uuid() });

export const addressOutput = z
  .object({
    ...stamped,
    firstName: z.string(),
    lastName: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    zipCode: z.string(),
    phone: z.string(),
    userId: int.nullable().describe('Владелец; пусто у адреса гостя'),
  })
  .meta({ id: 'Address' });

const choiceFields = { ...stamped, name: z.string(), active: z.boolean(), position: int, version: int.describe('Версия: растёт с каждым изменением') };
const methodFields = { ...choiceFields, description: z.string() };

export const deliveryMethodOutput = z
  .object({ ...methodFields, price: money, freeFrom: money.nullable().optional().describe('Сумма заказа, от которой доставка бесплатна, ₽; нет в ответе на создание без неё'), minDays: int, maxDays: int, needsAddress: z.boolean(), kind: z.enum(deliveryKinds).describe('manual — магазин по своей цене; cdek_pickup, cdek_courier — СДЭК по расчёту') })
  .meta({ id: 'DeliveryMethod' });

export const paymentMethodOutput = z.object({ ...methodFields, kind: z.enum(paymentKinds) }).meta({ id: 'PaymentMethod' });

export const pickupPointOutput = z
  .object({ ...choiceFields, address: z.string(), hours: z.string().describe('Часы работы'), phone: z.string().describe('Телефон в виде +79161234567') })
  .meta({ id: 'PickupPoint' });

const pickupPlace = z
  .object({ name: z.string(), address: z.string(), hours: z.string(), phone: z.string() })
  .meta({ id: 'OrderPickupPoint', description: 'Пункт самовывоза, как он записан в заказе' });

const orderMethod = z.object({ id: int, name: z.string() });

const carrierPoint = z
  .object({ code: z.string(), address: z.string(), type: z.enum(['pickup', 'locker']).describe('pickup — пункт выдачи, locker — постамат') })
  .meta({ id: 'OrderDeliveryPoint', description: 'Пункт СДЭК, как он записан в заказе' });

export const paymentOutput = z
  .object({
    id: z.string().nullable().describe('Номер платежа в ЮKassa; пусто, пока ЮKassa не ответила'),
    status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
    amount: money,
    method: z.string().nullable().describe('Чем оплачен: bank_card, sbp, sberbank…'),
    paidAt: timestamp.nullable(),
    confirmationUrl: z.string().nullable().describe('Страница ЮKassa, где покупатель платит (пока платёж ждёт его)'),
    reason: z.string().nullable().describe('Почему платёж отменён'),
    createdAt: timestamp,
  })
  .meta({ id: 'Payment' });

export const refundOutput = z
  .object({
    id: z.string().nullable().describe('Номер возврата в ЮKassa; пусто, пока ЮKassa не ответила'),
    status: z.enum(['pending', 'succeeded', 'canceled']),
    amount: money,
    reason: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Refund' });

export const orderReturnOutput = z
  .object({
    id: int,
    reason: z.string(),
    restock: z.boolean().describe('Товар вернули в продажу'),
    amount: money.describe('Сумма возврата, ₽'),
    refund: refundOutput.nullable().describe('Возврат денег через ЮKassa (для заказа, оплаченного онлайн)'),
    createdAt: timestamp,
    lines: z.array(z.object({ orderProductId: int, productName: z.string(), sku: z.string(), quantity: int, amount: money.describe('Сумма со скидкой, ₽') })),
  })
  .meta({ id: 'OrderReturn' });

export const returnRequestOutput = z
  .object({
    id: int,
    checkoutId: int.describe('Заказ'),
    status: z.enum(returnRequestStatuses).describe('requested — рассматривается, accepted — принята, declined — отклонена'),
    reason: z.string().describe('Причина, названная покупателем'),
    comment: z.string(),
    decisionReason: z.string().nullable().describe('Причина решения (обязательна при отказе)'),
    createdAt: timestamp,
    decidedAt: timestamp.nullable(),
    orderReturnId: int.nullable().describe('Возврат, которым стала принятая заявка'),
    lines: z.array(z.object({ orderProductId: int, productName: z.string(), sku: z.string(), quantity: int })),
  })
  .meta({ id: 'ReturnRequest' });

const orderStatus = z.enum(orderStatuses).meta({ id: 'OrderStatus' });

export const checkoutOutput = z
  .object({
    id: int,
    status: orderStatus,
    addressId: int.nullable(),
    basketId: z.uuid().nullable(),
    userId: int.nullable(),
    deliveryMethod: orderMethod.nullable(),
    deliveryPrice: money,
    paymentMethod: orderMethod.nullable(),
    pickupPoint: pickupPlace.nullable().describe('Где забрать заказ; пусто у доставки курьером'),
    deliveryTariff: int.nullable().describe('Тариф СДЭК, по которому рассчитана доставка; пусто у способов магазина'),
    deliveryDays: z.object({ min: int, max: int }).nullable().describe('Срок доставки СДЭК по расчёту при оформлении, календарных дней от передачи в СДЭК: {min, max}; пусто у способов магазина'),
    deliveryPoint: carrierPoint.nullable().describe('Пункт выдачи или постамат СДЭК; пусто у доставки курьером и у способов магазина'),
    deliveryCity: z.object({ code: int.describe('Код города в СДЭК'), name: z.string() }).nullable().describe('Город доставки СДЭК; пусто у способов магазина'),
    itemsAmount: money.describe('Сумма товаров по ценам, ₽'),
    promoCode: z.string().nullable().describe('Промокод заказа'),
    discounts: z.array(discountOutput).describe('Акции и промокод заказа'),
    discountAmount: money.describe('Скидка: по строкам и бесплатная доставка, ₽'),
    totalAmount: money.describe('Итого: товары − скидка + доставка, ₽'),
    itemCount: int.describe('Товаров в заказе, шт.: сумма количеств строк'),
    paymentStatus: z
      .enum(orderPaymentStatuses)
      .nullable()
      .describe('Оплата: pending — ждёт, succeeded — оплачен, canceled — не прошла, partially_refunded — часть денег возвращена, refunded — возвращено всё; пусто, пока ничего не платили'),
    paidAmount: money.describe('Оплачено: через ЮKassa и магазину, ₽'),
    refundedAmount: money.describe('Возвращено денег, ₽'),
    returnedAmount: money.describe('Стоимость возвращённых товаров, ₽'),
    version: int.describe('Версия заказа: растёт с каждым изменением'),
    accessToken: z.string().describe('Ключ заказа: с ним гость видит и оплачивает заказ'),
    payment: paymentOutput.nullable().describe('Последняя попытка оплаты онлайн'),
    payments: z.array(paymentOutput),
    refunds: z.array(refundOutput),
    returns: z.array(orderReturnOutput).describe('Возвраты товаров'),
    returnRequests: z.array(returnRequestOutput).describe('Заявки покупателя на возврат'),
    returnUntil: timestamp.nullable().describe('До какого момента покупатель может попросить возврат (RETURN_DAYS после получения); пусто, пока заказ не доставлен'),
    trackNumber: z.string().nullable().describe('Трек-номер посылки'),
    carrier: z.enum(carriers).nullable().describe('Служба доставки посылки'),
    trackingUrl: z.string().nullable().describe('Страница отслеживания посылки у службы доставки'),
    contact: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      country: z.string(),
      zipCode: z.string(),
      comment: z.string(),
    }),
    orderProducts: z.array(
      z.object({
        id: int,
        productVariantId: int,
        quantity: int,
        price: money.describe('Цена за штуку на момент заказа, ₽'),
        discount: money.describe('Скидка на строку (на всё количество), ₽'),
        discountedPrice: money.describe('Цена за штуку со скидкой, ₽'),
        returnedQuantity: int.describe('Сколько штук вернули'),
        productName: z.string(),
        sku: z.string(),
        size: z.string().nullable(),
        color: z.string().nullable(),
        ...variantLook,
      }),
    ),
    createdAt: timestamp,
  })
  .meta({ id: 'Checkout' });

/** What a bulk status change did: the orders moved, and the ones left as they were with the reason. */
export const checkoutBulkOutput = z
  .object({
    done: z.array(int).describe('Заказы, статус которых изменён'),
    failed: z
      .array(
        z.object({
          id: int,
          code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]).describe('Код ошибки, как у ответа об ошибке (ORDER_STATUS, NOT_FOUND…)'),
          message: z.string().describe('Причина по-русски'),
        }),
      )
      .describe('Заказы, оставшиеся как были, с причиной'),
  })
  .meta({ id: 'CheckoutBulkResult' });

export const checkoutStep = z
  .object({
    at: timestamp,
    kind: z.enum(orderEventKinds).describe('Что случилось: placed, promo, status, payment_succeeded, payment_failed, paid_to_shop, refund_asked, refund_succeeded, refund_failed, refunded_by_shop, return, return_request, shipment'),
    by: z.string().describe('Кто: имя и email сотрудника, «Покупатель», «ЮKassa» или «Магазин»'),
    text: z.string().describe('Что случилось, по-русски'),
    from: orderStatus.nullable().describe('Статус до (у смены статуса)'),
    status: orderStatus.nullable().describe('Статус после (у смены статуса)'),
    amount: money.nullable().describe('Сумма события, ₽'),
    user: userRef.nullable().describe('Сотрудник, если это сделал сотрудник'),
  })
  .meta({ id: 'CheckoutStep' });

export const orderCustomerOutput = z
  .object({
    id: int.nullable().describe('Учётная запись; пусто у гостя прошлых заказов'),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('Телефон, по которому нашёлся покупатель; при поиске по почте или имени — последний из заказов или адресов'),
    lastPlace: z
      .object({ address: z.string(), city: z.string(), country: z.string(), zipCode: z.string() })
      .nullable()
      .describe('Куда ушёл последний заказ гостя; пусто у покупателя с учётной записью'),
  })
  .meta({ id: 'OrderCustomer' });
