import { accountUrls } from '../../account/urls';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { Stack } from '../../ui/Text';
import { useUnpaidOrder } from '../unpaid-order';

/**
 * «Заказ № N ждёт оплаты» with «Перейти к оплате»: ЮKassa's page while the payment waits there,
 * otherwise the order's page, which offers to pay again.
 */
export function UnpaidOrderNotice() {
  const order = useUnpaidOrder();
  if (!order) return null;
  const pending = order.paymentStatus === 'pending' && order.payment?.confirmationUrl;
  return (
    <Stack gap={3} align="start">
      <Alert status="warning" title={`Заказ № ${order.id} ждёт оплаты`}>
        {pending ? 'Товары держим для вас, пока заказ не оплачен.' : 'Оплата не прошла — попробуйте ещё раз.'}
      </Alert>
      {pending ? (
        <a href={order.payment!.confirmationUrl!} className={buttonClass()}>
          Перейти к оплате
        </a>
      ) : (
        <Link to={accountUrls.orderByKey(order.id, order.accessToken)} className={buttonClass()}>
          Перейти к оплате
        </Link>
      )}
    </Stack>
  );
}
