import { shownPhone } from '../../core/contacts.js';
import { letter, type LetterSignature } from '../../core/mail/letter.js';
import type { Letter } from '../../core/mail/mailer.js';
import { statusNames, type Checkout, type OrderStatus } from './checkout.entity.js';
import type { DeliveryMethod, PickupPlace } from './checkout-methods.entities.js';
import type { DiscountLine } from './promotion/discounts.js';

/** An order line as letters read it: its price and what the promotions took off it. */
export interface OrderedLine {
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

/** A line as letters show it: a unit's price, after its discount when it has one. */
function lineFact(line: OrderedLine): [string, string] {
  const label = `${line.name} (${line.sku}) × ${line.quantity}`;
  if (!line.discount) return [label, roubles(line.price)];
  const unit = Math.round((Number(line.price) - line.discount / line.quantity) * 100) / 100;
  return [label, `${roubles(unit)} вместо ${roubles(line.price)}`];
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
  if (!delivery.needsAddress) return `${delivery.name}: мы позвоним, когда заказ будет готов к выдаче.${order.pickupPoint ? ` ${pickupSentence(order.pickupPoint)}` : ''}`;
  const where = [order.zipCode, order.city, order.address].filter(Boolean).join(', ');
  return `${delivery.name} по адресу: ${where}. Срок доставки — ${days(delivery.minDays, delivery.maxDays)} дн.`;
}

/** Where to collect an order: the point, its address, hours and phone. */
export const pickupSentence = (point: PickupPlace) =>
  `Забрать заказ: «${point.name}», ${point.address}. Часы работы: ${point.hours}. Телефон: ${shownPhone(point.phone)}.`;

/**
 * The letter a shopper gets when an order is placed: what was bought, delivery, payment and the
 * total; for an order paid online, the way to its page to pay (`payUrl`), should ЮKassa's page be closed.
 */
export function orderPlacedLetter(order: Checkout, delivery: DeliveryMethod | null, lines: OrderedLine[], discounts: DiscountLine[], shop: LetterSignature, payUrl?: string): Letter {
  const facts = [...lines.map(lineFact), ...amountFacts(order, discounts)];
  if (order.paymentMethodName) facts.push(['Оплата', order.paymentMethodName]);
  facts.push(['Итого', roubles(order.totalAmount)]);
  return letter(order.email, {
    subject: `Заказ № ${order.id} принят`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: ['Спасибо за заказ!', deliverySentence(order, delivery), ...(payUrl ? ['Заказ ждёт оплаты онлайн: если страница оплаты закрылась, оплатить можно по кнопке ниже.'] : [])],
    facts,
    ...(payUrl ? { action: { label: 'Оплатить заказ', url: payUrl } } : {}),
    shop,
  });
}

/** The letter staff get for every new order (CONTRACT §13): who ordered, what, how it goes, and the order's page in the back office. */
export function newOrderLetter(to: string, order: Checkout, lines: OrderedLine[], discounts: DiscountLine[], publicUrl: string): Letter {
  const facts: [string, string][] = [
    ['Покупатель', `${order.firstName} ${order.lastName}`.trim()],
    ['Почта', order.email],
    ...(order.phone ? [['Телефон', shownPhone(order.phone)] as [string, string]] : []),
    ...(order.pickupPoint ? [['Самовывоз', `${order.pickupPoint.name}, ${order.pickupPoint.address}`] as [string, string]] : []),
    ...lines.map(lineFact),
    ...amountFacts(order, discounts),
    ...(order.paymentMethodName ? [['Оплата', order.paymentMethodName] as [string, string]] : []),
    ['Итого', roubles(order.totalAmount)],
  ];
  return letter(to, {
    subject: `Новый заказ № ${order.id} на ${roubles(order.totalAmount)}`,
    greeting: 'Здравствуйте!',
    paragraphs: [`В магазине новый заказ № ${order.id}.`],
    facts,
    action: { label: 'Открыть заказ', url: `${publicUrl}/admin/checkouts/${order.id}` },
  });
}

/** The letter a shopper gets when an order paid online was not paid while its goods were held for it. */
export function unpaidOrderLetter(order: Checkout, minutes: number, shop: LetterSignature): Letter {
  return letter(order.email, {
    subject: `Заказ № ${order.id} отменён: оплата не поступила`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [
      `Мы держали товары заказа № ${order.id} для вас ${minutes >= 1 ? `${Math.round(minutes)} мин.` : 'отведённое время'}, но оплата так и не поступила, поэтому заказ отменён, а товары вернулись в продажу.`,
      'Если вы всё ещё хотите их купить, оформите заказ заново. Если деньги всё же списались, мы вернём их сами.',
    ],
    shop,
  });
}

/** The letter a shopper gets when staff move the order to another status. */
export function orderStatusLetter(order: Checkout, status: OrderStatus, shop: LetterSignature): Letter {
  return letter(order.email, {
    subject: `Заказ № ${order.id}: ${statusNames[status].toLowerCase()}`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [`Статус вашего заказа № ${order.id} изменился: «${statusNames[status]}».`],
    shop,
  });
}
