import { letter, type Draft } from '../../../core/mail/letter.js';
import type { Checkout } from '../checkout.entity.js';
import { roubles } from '../order-letters.js';

/** The shopper's letter when staff take a return: what came back, its sum, and how the money goes back. */
export function orderReturnLetter(order: Checkout, lines: { name: string; sku: string; quantity: number }[], amount: number, refunded: boolean): Draft {
  return letter(order.email, {
    subject: `Возврат по заказу № ${order.id} оформлен`,
    greeting: `Здравствуйте, ${order.firstName}!`,
    paragraphs: [
      `Мы приняли возврат товаров по заказу № ${order.id}.`,
      refunded
        ? 'Деньги вернутся тем же способом, которым вы платили: мы напишем, когда ЮKassa проведёт возврат.'
        : 'Мы свяжемся с вами, чтобы вернуть деньги удобным для вас способом.',
    ],
    facts: [...lines.map((line): [string, string] => [`${line.name} (${line.sku})`, `${line.quantity} шт.`]), ['Сумма возврата', roubles(amount)]],
  });
}
