import { skipToken, useQuery } from '@apollo/client/react';
import { MyOrderDocument } from '../../../generated/account/graphql';
import { errorCode, errorMessage } from '../../../shared/errors/error-message';
import { addressLine, formatDate, formatPhone } from '../../../shared/format/format';
import { PickupPlace } from '../../shop/components/PickupPlace';
import { carrierPlace, carrierTerm } from '../../shop/carried-delivery';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { useEffect } from 'react';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { AfterHydration } from '../../../shared/routing/server-page';
import { homeUrl } from '../../home/urls';
import { useParams, useSearchParams } from '../../routing';
import { OrderPayment } from '../components/OrderPayment';
import { OrderReturns } from '../components/OrderReturns';
import { OrderLines, placedLine } from '../../shop/components/OrderLines';
import { placedOrderCharges } from '../../shop/order-charges';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import { AccountPage } from '../components/AccountPage';
import { OrderStatus } from '../components/OrderStatus';
import { accountUrls } from '../urls';
import styles from './OrderView.module.css';

/** A shipped order's track number, with its carrier's name and link. */
const ParcelTracking = lazyNamed(
  () => import('../components/ParcelTracking'),
  (module) => module.ParcelTracking,
);

/** Return requests (their form and states) come after the order itself, outside the page's first load. */
const ReturnRequests = lazyNamed(
  () => import('../components/ReturnRequests'),
  (module) => module.ReturnRequests,
);

/** While a payment waits for the shopper, the order is asked again this often: ЮKassa's word comes a moment after the shopper returns. */
const WAITING_POLL_MS = 3000;

/**
 * `/profile/orders/:id`: one of the customer's orders — status, lines at the prices paid (discounted
 * ones beside their prices struck through), the discounts, delivery and its price, total, its returns, recipient and address (none for pickup), payment. Someone else's is not found.
 * `/order/:id?token=…` is the same page for whoever holds the order's key: a guest back from ЮKassa.
 */
export function OrderView() {
  const { id = '' } = useParams<{ id?: string }>();
  const token = useSearchParams()[0].get('token') ?? undefined;
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const { data, error, refetch, startPolling, stopPolling } = useQuery(MyOrderDocument, orderId === null ? skipToken : { variables: { id: orderId, token }, fetchPolicy: 'cache-and-network' });
  const waiting = data?.checkout.paymentStatus === 'pending' && data.checkout.status !== 'cancelled';
  useEffect(() => {
    if (!waiting) return;
    startPolling(WAITING_POLL_MS);
    return stopPolling;
  }, [waiting, startPolling, stopPolling]);
  const code = errorCode(error);
  if (orderId === null || code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') return <NotFoundView />;
  const back = token ? { label: 'В магазин', to: homeUrl } : { label: 'Мои заказы', to: accountUrls.orders };
  if (error && !data)
    return (
      <AccountPage title="Заказ" back={back}>
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      </AccountPage>
    );
  if (!data) return <Loader />;
  const order = data.checkout;
  const { contact } = order;
  const lines = order.orderProducts.map(placedLine);
  return (
    <AccountPage title={`Заказ № ${order.id}`} back={back}>
      <Stack row wrap gap={3} align="center" className={styles.meta}>
        <Text tone="muted">от {formatDate(order.createdAt)}</Text>
        <OrderStatus status={order.status} className={styles.status} />
      </Stack>
      <OrderPayment order={order} token={token} />
      <OrderLines lines={lines} totalAmount={order.totalAmount} charges={placedOrderCharges(order)} />
      <OrderReturns returns={order.returns} />
      <AfterHydration>
        <ReturnRequests order={order} token={token} onAsked={() => void refetch()} />
      </AfterHydration>
      <Stack as="section" gap={1} aria-labelledby="order-delivery">
        <Heading as="h2" size="lg" id="order-delivery" className={styles.delivery}>
          Доставка
        </Heading>
        <Text>
          {contact.firstName} {contact.lastName}
        </Text>
        {order.deliveryMethod && <Text weight="medium">{order.deliveryMethod.name}</Text>}
        {order.trackNumber && (
          <AfterHydration>
            <ParcelTracking trackNumber={order.trackNumber} carrier={order.carrier} trackingUrl={order.trackingUrl} />
          </AfterHydration>
        )}
        {contact.address && <Text>{addressLine(contact)}</Text>}
        {carrierPlace(order) && <Text>Где забрать: {carrierPlace(order)}</Text>}
        {carrierTerm(order) && <Text>{carrierTerm(order)}</Text>}
        {order.pickupPoint && (
          <Text>
            Где забрать: <PickupPlace point={order.pickupPoint} />
          </Text>
        )}
        <Text tone="muted">{[contact.phone && formatPhone(contact.phone), contact.email].filter(Boolean).join(' · ')}</Text>
        {order.paymentMethod && <Text>Оплата: {order.paymentMethod.name}</Text>}
        {contact.comment && <Text tone="muted">Комментарий: {contact.comment}</Text>}
      </Stack>
    </AccountPage>
  );
}
