import { letter, type Draft } from '../../../core/mail/letter.js';
import { roubles } from '../order-letters.js';

interface PaidOrder {
  id: number;
  email: string;
  firstName: string;
}

/** The shopper's letter when ЮKassa reports the order paid. */
export function orderPaidLetter(order: PaidOrder, amount: string, orderUrl: string): Draft {
  return letter(order.email, {
    subject: `Заказ № ${order.id} оплачен`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [`Мы получили оплату заказа № ${order.id}: ${roubles(amount)}. Кассовый чек придёт отдельным письмом.`, 'Мы сообщим, когда заказ будет отправлен.'],
    action: { label: 'Открыть заказ', url: orderUrl },
  });
}

/** The shopper's letter when money has gone back to them. */
export function refundLetter(order: PaidOrder, amount: string): Draft {
  return letter(order.email, {
    subject: `Возврат по заказу № ${order.id}`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [`Мы вернули ${roubles(amount)} за заказ № ${order.id}. Деньги придут тем же способом, которым вы платили: обычно за несколько дней, иногда до 30.`],
  });
}
