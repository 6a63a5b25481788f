import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminReturnCheckoutDocument, type AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { errorMessage, fieldPathErrors } from '../../../shared/errors/error-message';
import { formatPrice } from '../../../shared/format/format';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

type Line = AdminCheckoutDetailsFragment['orderProducts'][number];

/** What the return form shows under its fields: a line's reason is keyed by the line's id. */
export interface ReturnErrors {
  reason?: string;
  lines?: string;
  byLine: Record<number, string>;
}

/** Units of a line that may still come back. */
export const returnable = (line: Line) => line.quantity - line.returnedQuantity;

/**
 * «Оформить возврат» on a shipped or delivered order (CONTRACT §16): how many units of each line
 * came back, why, and whether they go back on sale. The server's reasons about a line
 * (`lines.N.quantity`, N being the place among the lines sent) are shown on that line.
 */
export function useOrderReturn(orderId: number, lines: Line[], onReturned: () => void) {
  const [send, { loading }] = useMutation(AdminReturnCheckoutDocument);
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [errors, setErrors] = useState<ReturnErrors>({ byLine: {} });

  const start = () => {
    setQuantities({});
    setReason('');
    setRestock(true);
    setErrors({ byLine: {} });
    setOpen(true);
  };

  const changeQuantity = (lineId: number, text: string) => {
    setQuantities((typed) => ({ ...typed, [lineId]: text }));
    setErrors((shown) => ({ ...shown, lines: undefined, byLine: { ...shown.byLine, [lineId]: '' } }));
  };

  const changeReason = (text: string) => {
    setReason(text);
    setErrors((shown) => ({ ...shown, reason: undefined }));
  };

  /** The lines typed, or the form's own reasons why they cannot be sent. */
  const chosen = () => {
    const byLine: Record<number, string> = {};
    const sent: { orderProductId: number; quantity: number }[] = [];
    for (const line of lines) {
      const text = (quantities[line.id] ?? '').trim();
      if (!text || text === '0') continue;
      const quantity = Number(text);
      if (!Number.isInteger(quantity) || quantity < 0) byLine[line.id] = 'Введите целое число штук';
      else if (quantity > returnable(line)) byLine[line.id] = `Не больше ${returnable(line)} шт.`;
      else sent.push({ orderProductId: line.id, quantity });
    }
    return { sent, byLine };
  };

  /** What the typed units come to at their discounted prices; the server shares a discount to the kopeck. */
  const estimate = () => chosen().sent.reduce((sum, one) => sum + (lines.find((line) => line.id === one.orderProductId)?.discountedPrice ?? 0) * one.quantity, 0);

  const submit = async () => {
    const { sent, byLine } = chosen();
    const found: ReturnErrors = { byLine };
    if (!sent.length && !Object.keys(byLine).length) found.lines = 'Укажите, сколько штук вернули';
    if (!reason.trim()) found.reason = 'Укажите причину возврата';
    if (found.lines || found.reason || Object.keys(byLine).length) {
      setErrors(found);
      return;
    }
    try {
      const { data } = await send({ variables: { id: orderId, input: { lines: sent, reason: reason.trim(), restock } } });
      notifySuccess(`Возврат на ${formatPrice(data?.taken.amount ?? 0)} оформлен`);
      setOpen(false);
    } catch (failure) {
      const reasons = fieldPathErrors(failure);
      const onLines: Record<number, string> = {};
      for (const [key, text] of Object.entries(reasons)) {
        const place = /^lines\.(\d+)\./.exec(key);
        if (place && sent[Number(place[1])]) onLines[sent[Number(place[1])].orderProductId] = text;
      }
      if (Object.keys(onLines).length || reasons.reason || reasons.lines) {
        setErrors({ reason: reasons.reason, lines: reasons.lines, byLine: onLines });
        return;
      }
      // Anything else (the order moved on meanwhile) closes the form on the order as it is now.
      notifyError(errorMessage(failure));
      setOpen(false);
    }
    onReturned();
  };

  return {
    open,
    quantities,
    reason,
    restock,
    errors,
    estimate: estimate(),
    returning: loading,
    start,
    changeQuantity,
    changeReason,
    changeRestock: setRestock,
    submit: () => void submit(),
    cancel: () => setOpen(false),
  };
}
