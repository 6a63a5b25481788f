/** Where an order's money stands (CONTRACT §17), for the shopper's and the manager's screens alike; the server's CSV says the same. */
export type OrderPaymentStatus = 'pending' | 'succeeded' | 'canceled' | 'partially_refunded' | 'refunded';

export const orderPaymentStatusNames: Record<OrderPaymentStatus, string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Оплата отменена',
  partially_refunded: 'Частично возвращён',
  refunded: 'Возвращён',
};

/** A payment's own status at ЮKassa. */
export const paymentStatusNames: Record<string, string> = {
  pending: 'Ждёт оплаты',
  waiting_for_capture: 'Ждёт подтверждения',
  succeeded: 'Проведён',
  canceled: 'Отменён',
};

/** A refund's own status at ЮKassa: a pending one is on its way, not waiting for a payment. */
export const refundStatusNames: Record<string, string> = {
  pending: 'В обработке',
  succeeded: 'Проведён',
  canceled: 'Отменён',
};

/** How the shopper paid, by ЮKassa's `payment_method.type`. */
const methodNames: Record<string, string> = {
  bank_card: 'Банковская карта',
  sbp: 'СБП',
  sberbank: 'SberPay',
  yoo_money: 'ЮMoney',
  tinkoff_bank: 'T-Pay',
  mir_pay: 'Mir Pay',
  sber_loan: 'Кредит от СберБанка',
};

export const paymentMethodName = (type: string | null | undefined) => (type ? (methodNames[type] ?? type) : '—');
