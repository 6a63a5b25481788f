import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { PayOrderDocument, type MyOrderQuery } from '../../../generated/account/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { leaveShopFor } from '../../../shared/routing/leave-shop';
import { Alert } from '../../ui/Feedback';
import { Button, buttonClass } from '../../ui/Button';
import { Stack } from '../../ui/Text';

type Order = Pick<MyOrderQuery['checkout'], 'id' | 'status' | 'paymentStatus' | 'payment'>;

/**
 * Where an order's money stands (CONTRACT §14, §17): paid, all or part of it returned; waiting for the shopper at ЮKassa (a
 * link back there, and the page asks again meanwhile, so a payment just made shows in a moment);
 * or failed, with ЮKassa's reason and «Оплатить снова», which sends the shopper to a new payment.
 */
export function OrderPayment({ order, token }: { order: Order; token?: string }) {
  const [pay, paying] = useMutation(PayOrderDocument);
  const [failure, setFailure] = useState<string>();
  if (!order.paymentStatus || order.status === 'cancelled') return null;
  if (order.paymentStatus === 'succeeded') return <Alert status="success" title="Заказ оплачен" />;
  if (order.paymentStatus === 'refunded') return <Alert status="info" title="Деньги за заказ возвращены" />;
  if (order.paymentStatus === 'partially_refunded') return <Alert status="info" title="Часть денег за заказ возвращена" />;

  const payAgain = async () => {
    setFailure(undefined);
    try {
      const { data } = await pay({ variables: { id: order.id, token } });
      const url = data?.payCheckout.confirmationUrl;
      if (url) leaveShopFor(url);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const waiting = order.paymentStatus === 'pending' && order.payment?.confirmationUrl;
  return (
    <Stack gap={3} align="start">
      {waiting ? (
        <Alert status="info" title="Ждём оплату">
          Если вы уже оплатили заказ, статус обновится через несколько секунд.
        </Alert>
      ) : (
        <Alert status={order.paymentStatus === 'canceled' ? 'error' : 'info'} title={order.paymentStatus === 'canceled' ? 'Оплата не прошла' : 'Заказ ещё не оплачен'}>
          {order.payment?.reason}
        </Alert>
      )}
      {waiting ? (
        <a href={order.payment!.confirmationUrl!} className={buttonClass()}>
          Перейти к оплате
        </a>
      ) : (
        <Button loading={paying.loading} onClick={() => void payAgain()}>
          {order.paymentStatus === 'canceled' ? 'Оплатить снова' : 'Оплатить'}
        </Button>
      )}
      {failure && <Alert status="error" title={failure} />}
    </Stack>
  );
}
