import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminCheckoutDocument, AdminDeleteCheckoutDocument, AdminSetCheckoutStatusDocument, type OrderStatus } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage, errorCode, fieldErrors, STALE_MESSAGE, staleCurrent } from '../../../shared/errors/error-message';
import { orderDeletable } from '../../../shared/orders/order-money';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { OrderPayments } from '../components/OrderPayments';
import { OrderMoney } from '../components/OrderMoney';
import { Panel } from '../components/Panel';
import { PrintMenu } from '../components/PrintMenu';
import { OrderReturns } from '../components/OrderReturns';
import { RefundDialog } from '../components/RefundDialog';
import { ReturnDialog } from '../components/ReturnDialog';
import { StatusChange, type Shipment } from '../components/StatusChange';
import { OrderReturnRequests } from '../components/OrderReturnRequests';
import { carrierNames } from '../../../shared/orders/carriers';
import { Link } from '@chakra-ui/react/link';
import { StatusHistory } from '../components/StatusHistory';
import { checkoutUrls } from '../urls';
import { formatDateTime } from '../../../shared/format/format';
import { orderStatusNames } from '../../../shared/orders/order-statuses';
import { useOrderRefund } from './use-order-refund';
import { useOrderReturn } from './use-order-return';
import { useCdekShipment } from './use-cdek-shipment';
import { CdekDeliveryPanel } from '../components/CdekDeliveryPanel';

const back = { to: checkoutUrls.list, label: 'Заказы' };

/**
 * `/admin/checkouts/:id`: one order, its status moves (cancelling after confirmation: the stock
 * returns), its online payments with «Вернуть деньги», its returns with «Оформить возврат», its
 * handing to СДЭК with the waybill and labels, and its deletion.
 */
export function CheckoutView() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminCheckoutDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const [setStatus, { loading: saving }] = useMutation(AdminSetCheckoutStatusDocument);
  const [remove, { loading: deleting }] = useMutation(AdminDeleteCheckoutDocument);
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const refund = useOrderRefund(id, () => void refetch());
  const goodsBack = useOrderReturn(id, data?.record.orderProducts ?? [], () => void refetch());
  const cdek = useCdekShipment(id, data?.record.deliveryTariff != null, () => void refetch());

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <ListHeading title="Заказ" back={back} />
        <Text>Заказ не найден: возможно, его уже удалили.</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const order = data.record;

  const move = async (status: OrderStatus, shipment: Shipment = {}) => {
    try {
      await setStatus({ variables: { id, status, version: order.version, ...shipment } });
      notifySuccess('Статус заказа изменён');
    } catch (failure) {
      // Someone changed the order meanwhile (409 STALE), or CONTRACT §4 does not allow the move:
      // the page then shows the order as it is now, and the manager decides again.
      const current = staleCurrent<{ status: OrderStatus }>(failure);
      const shipmentError = fieldErrors(failure).trackNumber ?? fieldErrors(failure).carrier;
      notifyError(current ? `${STALE_MESSAGE}: сейчас статус «${orderStatusNames[current.status]}»` : (shipmentError ?? errorMessage(failure)));
      void refetch();
    } finally {
      setConfirming(null);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove({ variables: { id } });
      notifySuccess('Заказ удалён');
      navigate(checkoutUrls.list);
    } catch (failure) {
      notifyError(errorMessage(failure));
      setConfirming(null);
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <ListHeading
          title={`Заказ № ${order.id}`}
          back={back}
          actions={
            <>
              <PrintMenu ids={[order.id]} />
              {/* Paid, shipped or delivered orders are the shop's accounts: only cancelled (CONTRACT §17). */}
              {orderDeletable(order) && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirming('delete')}>
                  Удалить заказ
                </Button>
              )}
            </>
          }
        />
        <Text color="fg.muted">
          Оформлен {formatDateTime(order.createdAt)}
          {order.userId !== null && (
            <>
              {' · '}
              <RouterLink to={checkoutUrls.customerOrders(order.userId)}>все заказы покупателя</RouterLink>
            </>
          )}
        </Text>
      </Stack>
      <Panel title="Статус">
        <HStack gap="2" mb="2">
          <Text>Сейчас:</Text>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <OrderMoney order={order} />
        <Stack mb="4" />
        {order.trackNumber && (
          <Text mb="3">
            Трек-номер: {order.trackNumber}
            {order.carrier && ` (${carrierNames[order.carrier]})`}
            {order.trackingUrl && (
              <>
                {' · '}
                <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
                  Отследить посылку
                </Link>
              </>
            )}
          </Text>
        )}
        <StatusChange key={order.status} status={order.status} tracked={order.trackNumber && `${order.trackNumber}${order.carrier ? ` (${carrierNames[order.carrier]})` : ''}`} saving={saving} onChange={(status, shipment) => (status === 'cancelled' ? setConfirming('cancel') : void move(status, shipment))} />
      </Panel>
      <CheckoutSummary order={order} />
      {order.deliveryTariff !== null && <CdekDeliveryPanel order={order} cdek={cdek} />}
      <OrderReturnRequests requests={order.returnRequests} onDecided={() => void refetch()} />
      <OrderReturns order={order} onReturn={goodsBack.start} />
      {order.payments.length > 0 && <OrderPayments order={order} onRefund={refund.start} />}
      {/* Each new version of the order remounts the history, which then reads what just happened. */}
      <StatusHistory key={order.version} orderId={order.id} />
      <RefundDialog
        open={refund.open}
        left={refund.left}
        amount={refund.amount}
        error={refund.error}
        refunding={refund.refunding}
        onAmountChange={refund.change}
        onRefund={refund.refund}
        onCancel={refund.cancel}
      />
      <ReturnDialog lines={order.orderProducts} paidOnline={order.payments.some((payment) => payment.status === 'succeeded')} form={goodsBack} />
      <ConfirmDeleteDialog
        open={confirming === 'cancel'}
        title="Отмена заказа"
        question={`Отменить заказ № ${order.id}? Товары вернутся на склад, покупатель получит письмо.`}
        confirmLabel="Отменить заказ"
        keepLabel="Не отменять"
        busyLabel="Отмена заказа…"
        deleting={saving}
        onConfirm={() => void move('cancelled')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDeleteDialog
        open={confirming === 'delete'}
        question={`Удалить заказ № ${order.id}?`}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
