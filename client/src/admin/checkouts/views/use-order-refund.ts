import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminRefundCheckoutDocument } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { formatPrice } from '../../../shared/format/format';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { numberFrom, numberText } from '../../dictionaries/form-values';

/**
 * «Вернуть деньги» on an order paid online (CONTRACT §14): the dialog's amount, all that is left
 * unless changed, sent with `refundCheckout`; the server's reason about the amount is shown under
 * the field. `onRefunded` reloads the order, whose refunds and payment status the server keeps.
 */
export function useOrderRefund(orderId: number, onRefunded: () => void) {
  const [send, { loading }] = useMutation(AdminRefundCheckoutDocument);
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(0);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();

  const start = (leftToReturn: number) => {
    setLeft(leftToReturn);
    setAmount(numberText(leftToReturn));
    setError(undefined);
    setOpen(true);
  };

  const change = (text: string) => {
    setAmount(text);
    setError(undefined);
  };

  const refund = async () => {
    const typed = numberFrom(amount);
    if (!(typed > 0)) {
      setError('Введите сумму больше нуля, например 1 830,75');
      return;
    }
    try {
      const { data } = await send({ variables: { id: orderId, input: { amount: typed } } });
      notifySuccess(`Возврат ${formatPrice(data?.refund.amount ?? typed)} оформлен`);
      setOpen(false);
    } catch (failure) {
      const reason = fieldErrors(failure).amount;
      if (reason) {
        setError(reason);
        return;
      }
      // Anything else (nothing left to return: the order changed meanwhile) closes the dialog on the order as it is now.
      notifyError(errorMessage(failure));
      setOpen(false);
    }
    onRefunded();
  };

  return { open, left, amount, error, refunding: loading, start, change, refund: () => void refund(), cancel: () => setOpen(false) };
}
