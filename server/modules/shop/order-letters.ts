import { shownPhone } from '../../core/contacts.js';
import { letter, type Draft, type LetterItem } from '../../core/mail/letter.js';
import { statusNames, type Checkout, type OrderStatus } from './checkout.entity.js';
import type { DeliveryMethod, PickupPlace } from './checkout-methods.entities.js';
import type { DiscountLine } from './promotion/discounts.js';
import type { VariantLook } from '../catalogue/product.service.js';
import { carrierNames, trackingUrl } from './shipping-carriers.js';

/** An order line as letters read it: its price and what the promotions took off it, the chosen variant's words and picture. */
export interface OrderedLine extends VariantLook {
  name: string;
  sku: string;
  quantity: number;
  price: string;
  discount: number;
}

const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });
/** «4 990 ₽», «4 990,50 ₽». */
export const roubles = (amount: number | string) => (Number.isInteger(Number(amount)) ? whole : withKopecks).format(Number(amount));

/** The chosen variant in words: «Цвет: Красный · Размер: M». */
export const variantWords = (line: VariantLook) =>
  [line.colorName && `Цвет: ${line.colorName}`, line.sizeName && `Размер: ${line.sizeName}`].filter(Boolean).join(' · ');

/** A line as letters show it: the chosen variant's picture and words, a unit's price, after its discount when it has one. */
function lineItem(line: OrderedLine, publicUrl: string): LetterItem {
  const unit = Math.round((Number(line.price) - line.discount / line.quantity) * 100) / 100;
  return {
    picture: line.image ? `${publicUrl}/api/images/${encodeURIComponent(line.image)}` : null,
    title: line.name,
    note: [variantWords(line), `Артикул ${line.sku}`, `${line.quantity} шт.`].filter(Boolean).join(' · '),
    price: line.discount ? `${roubles(unit)} вместо ${roubles(line.price)}` : roubles(line.price),
  };
}

/** The goods' sum, each discount and the delivery, as the letters list them before the total. */
function amountFacts(order: Checkout, discounts: DiscountLine[]): [string, string][] {
  const facts: [string, string][] = [];
  if (discounts.length || order.deliveryMethodName) facts.push(['Товары', roubles(order.itemsAmount)]);
  for (const discount of discounts) {
    const title = order.promoCode && discount === discounts[0] ? `Промокод ${order.promoCode}: ${discount.name}` : `Скидка: ${discount.name}`;
    facts.push([title, discount.amount ? `−${roubles(discount.amount)}` : 'применён']);
  }
  if (order.deliveryMethodName) facts.push([`Доставка: ${order.deliveryMethodName}`, Number(order.deliveryPrice) ? roubles(order.deliveryPrice) : 'бесплатно']);
  return facts;
}

const days = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

/** How the order reaches the shopper, in one sentence for the letter. */
function deliverySentence(order: Checkout, delivery: DeliveryMethod | null): string {
  if (!delivery) return 'Мы свяжемся с вами, чтобы подтвердить доставку.';
  if (order.deliveryTariff != null) return carrierSentence(order, delivery);
  if (!delivery.needsAddress) return `${delivery.name}: мы позвоним, когда заказ будет готов к выдаче.${order.pickupPoint ? ` ${pickupSentence(order.pickupPoint)}` : ''}`;
  const where = [order.zipCode, order.city, order.address].filter(Boolean).join(', ');
  return `${delivery.name} по адресу: ${where}. Срок доставки — ${days(delivery.minDays, delivery.maxDays)} дн.`;
}

/** «Новосибирск, » of СДЭК's «Новосибирск, Новосибирская обл., Россия»: the point's address goes on from there. */
const cityOf = (order: Checkout): string => (order.deliveryCity?.name ? `${order.deliveryCity.name.split(',')[0]}, ` : '');

/** A delivery through СДЭК: to the point or the door, with the quoted days (CONTRACT §20). */
function carrierSentence(order: Checkout, delivery: DeliveryMethod): string {
  const term = order.deliveryDaysMin != null ? ` Срок доставки по расчёту СДЭК — ${days(order.deliveryDaysMin, order.deliveryDaysMax ?? order.deliveryDaysMin)} дн.` : '';
  const city = cityOf(order);
  if (order.deliveryPoint) return `${delivery.name}: ${order.deliveryPoint.type === 'locker' ? 'постамат' : 'пункт выдачи'} СДЭК — ${city}${order.deliveryPoint.address}. СДЭК пришлёт сообщение, когда заказ можно будет забрать.${term}`;
  return `${delivery.name} по адресу: ${[order.zipCode, order.city, order.address].filter(Boolean).join(', ')}.${term}`;
}

/** Where to collect an order: the point, its address, hours and phone. */
export const pickupSentence = (point: PickupPlace) =>
  `Забрать заказ: «${point.name}», ${point.address}. Часы работы: ${point.hours}. Телефон: ${shownPhone(point.phone)}.`;

/**
 * The letter a shopper gets when an order is placed: what was bought, delivery, payment and the
 * total; for an order paid online, the way to its page to pay (`payUrl`), should ЮKassa's page be closed.
 */
export function orderPlacedLetter(order: Checkout, delivery: DeliveryMethod | null, lines: OrderedLine[], discounts: DiscountLine[], publicUrl: string, payUrl?: string): Draft {
  const facts = amountFacts(order, discounts);
  if (order.paymentMethodName) facts.push(['Оплата', order.paymentMethodName]);
  facts.push(['Итого', roubles(order.totalAmount)]);
  return letter(order.email, {
    subject: `Заказ № ${order.id} принят`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: ['Спасибо за заказ!', deliverySentence(order, delivery), ...(payUrl ? ['Заказ ждёт оплаты онлайн: если страница оплаты закрылась, оплатить можно по кнопке ниже.'] : [])],
    items: lines.map((line) => lineItem(line, publicUrl)),
    facts,
    ...(payUrl ? { action: { label: 'Оплатить заказ', url: payUrl } } : {}),
  });
}

/** The letter staff get for every new order (CONTRACT §13): who ordered, what, how it goes, and the order's page in the back office. */
export function newOrderLetter(to: string, order: Checkout, lines: OrderedLine[], discounts: DiscountLine[], publicUrl: string): Draft {
  const facts: [string, string][] = [
    ['Покупатель', `${order.firstName} ${order.lastName}`.trim()],
    ['Почта', order.email],
    ...(order.phone ? [['Телефон', shownPhone(order.phone)] as [string, string]] : []),
    ...(order.pickupPoint ? [['Самовывоз', `${order.pickupPoint.name}, ${order.pickupPoint.address}`] as [string, string]] : []),
    ...(order.deliveryPoint ? [['Пункт СДЭК', `${order.deliveryPoint.code}, ${cityOf(order)}${order.deliveryPoint.address}`] as [string, string]] : []),
    ...amountFacts(order, discounts),
    ...(order.paymentMethodName ? [['Оплата', order.paymentMethodName] as [string, string]] : []),
    ['Итого', roubles(order.totalAmount)],
  ];
  return letter(to, {
    subject: `Новый заказ № ${order.id} на ${roubles(order.totalAmount)}`,
    greeting: 'Здравствуйте!',
    paragraphs: [`В магазине новый заказ № ${order.id}.`],
    items: lines.map((line) => lineItem(line, publicUrl)),
    facts,
    action: { label: 'Открыть заказ', url: `${publicUrl}/admin/checkouts/${order.id}` },
  });
}

/** The letter a shopper gets when an order paid online was not paid while its goods were held for it. */
export function unpaidOrderLetter(order: Checkout, minutes: number): Draft {
  return letter(order.email, {
    subject: `Заказ № ${order.id} отменён: оплата не поступила`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [
      `Мы держали товары заказа № ${order.id} для вас ${minutes >= 1 ? `${Math.round(minutes)} мин.` : 'отведённое время'}, но оплата так и не поступила, поэтому заказ отменён, а товары вернулись в продажу.`,
      'Если вы всё ещё хотите их купить, оформите заказ заново. Если деньги всё же списались, мы вернём их сами.',
    ],
  });
}

/**
 * The letter a shopper gets when staff move the order to another status; a shipped order's tells its
 * track number and where to follow it, a delivered order's how long goods may be returned from its page (`page.url`, with the order's key).
 */
export function orderStatusLetter(order: Checkout, status: OrderStatus, page: { url: string; returnDays: number }): Draft {
  const tracked = status === 'shipped' && order.trackNumber;
  const url = tracked ? trackingUrl(order.carrier ?? null, order.trackNumber!) : null;
  const facts: [string, string][] = tracked ? [['Трек-номер', order.trackNumber!], ...(order.carrier ? [['Служба доставки', carrierNames[order.carrier]] as [string, string]] : [])] : [];
  return letter(order.email, {
    subject: `Заказ № ${order.id}: ${statusNames[status].toLowerCase()}`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [
      `Статус вашего заказа № ${order.id} изменился: «${statusNames[status]}».`,
      ...(tracked ? [url ? 'Следить за посылкой можно на сайте службы доставки — по кнопке ниже.' : 'По трек-номеру посылку можно отследить на сайте службы доставки.'] : []),
      ...(status === 'delivered' ? [`Если товар не подошёл, его можно вернуть в течение ${page.returnDays} дн. после получения: откройте заказ и нажмите «Вернуть товар».`] : []),
    ],
    ...(facts.length ? { facts } : {}),
    ...(url ? { action: { label: 'Отследить посылку', url } } : status === 'delivered' ? { action: { label: 'Открыть заказ', url: page.url } } : {}),
  });
}
