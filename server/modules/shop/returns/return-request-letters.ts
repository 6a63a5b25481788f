import { letter, type Draft } from '../../../core/mail/letter.js';
import type { Checkout } from '../checkout.entity.js';
import { roubles } from '../order-letters.js';

/** A line of a request as letters list it. */
export interface RequestedLine {
  name: string;
  sku: string;
  quantity: number;
}

const lineFacts = (lines: RequestedLine[]) => lines.map((line): [string, string] => [`${line.name} (${line.sku})`, `${line.quantity} шт.`]);

/** The shopper's letter when the request arrives. */
export function requestReceivedLetter(order: Checkout, requestId: number, lines: RequestedLine[], reason: string): Draft {
  return letter(order.email, {
    subject: `Заявка на возврат № ${requestId} по заказу № ${order.id} получена`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [`Мы получили вашу заявку на возврат товаров из заказа № ${order.id} и рассмотрим её в ближайшее время. О решении напишем письмом.`],
    facts: [...lineFacts(lines), ['Причина', reason]],
  });
}

/** The staff's letter when a shopper asks to return goods, with the order's page in the back office. */
export function requestArrivedLetter(to: string, order: Checkout, requestId: number, lines: RequestedLine[], reason: string, comment: string, publicUrl: string): Draft {
  return letter(to, {
    subject: `Заявка на возврат № ${requestId} по заказу № ${order.id}`,
    greeting: 'Здравствуйте!',
    paragraphs: [`${`${order.firstName} ${order.lastName}`.trim()} (${order.email}) просит вернуть товары из заказа № ${order.id}. Примите или отклоните заявку на странице заказа.`],
    facts: [...lineFacts(lines), ['Причина', reason], ...(comment ? [['Комментарий', comment] as [string, string]] : [])],
    action: { label: 'Открыть заказ', url: `${publicUrl}/admin/checkouts/${order.id}` },
  });
}

/** The shopper's letter when staff accept: what comes back, how much, and how and when the money returns. */
export function requestAcceptedLetter(order: Checkout, requestId: number, lines: RequestedLine[], amount: number, refunded: boolean): Draft {
  return letter(order.email, {
    subject: `Заявка на возврат № ${requestId} по заказу № ${order.id} принята`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [
      `Мы приняли вашу заявку на возврат товаров из заказа № ${order.id}. Вернём ${roubles(amount)}.`,
      refunded
        ? 'Деньги уже отправлены тем же способом, которым вы платили; банк обычно зачисляет их за несколько дней.'
        : 'Мы свяжемся с вами в течение 10 дней, чтобы вернуть деньги удобным для вас способом.',
    ],
    facts: [...lineFacts(lines), ['Сумма возврата', roubles(amount)]],
  });
}

/** The shopper's letter when staff decline, with their reason. */
export function requestDeclinedLetter(order: Checkout, requestId: number, reason: string): Draft {
  return letter(order.email, {
    subject: `Заявка на возврат № ${requestId} по заказу № ${order.id} отклонена`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [`К сожалению, мы не можем принять вашу заявку на возврат товаров из заказа № ${order.id}.`, `Причина: ${reason}`, 'Если вы не согласны, ответьте нам через форму обратной связи на сайте.'],
  });
}
