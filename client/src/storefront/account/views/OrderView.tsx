import { skipToken, useQuery } from '@apollo/client/react';
import { MyOrderDocument } from '../../../generated/account/graphql';
import { errorMessage, errorStatus } from '../../../shared/errors/error-message';
import { formatDate } from '../../../shared/format/format';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { useParams } from '../../routing';
import { OrderLines } from '../../shop/components/OrderLines';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import { addressLine } from '../address-values';
import { AccountPage } from '../components/AccountPage';
import { OrderStatus } from '../components/OrderStatus';
import { accountUrls } from '../urls';
import styles from './OrderView.module.css';

/**
 * `/profile/orders/:id`: one of the customer's orders — status, lines at the prices paid, delivery
 * and its price, total, recipient and address (none for pickup), payment. Someone else's is not found.
 */
export function OrderView() {
  const { id = '' } = useParams<{ id?: string }>();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const { data, error, refetch } = useQuery(MyOrderDocument, orderId === null ? skipToken : { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const status = errorStatus(error);
  if (orderId === null || status === 404 || status === 403) return <NotFoundView />;
  const back = { label: 'Мои заказы', to: accountUrls.orders };
  if (error && !data)
    return (
      <AccountPage title="Заказ" back={back}>
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      </AccountPage>
    );
  if (!data) return <Loader />;
  const order = data.checkout;
  const { contact } = order;
  const lines = order.orderProducts.map((line) => ({ id: line.id, name: line.productName, details: `Артикул: ${line.sku}`, quantity: line.quantity, price: line.price }));
  return (
    <AccountPage title={`Заказ № ${order.id}`} back={back}>
      <Stack row wrap gap={3} align="center" className={styles.meta}>
        <Text tone="muted">от {formatDate(order.createdAt)}</Text>
        <OrderStatus status={order.status} className={styles.status} />
      </Stack>
      <OrderLines
        lines={lines}
        totalAmount={order.totalAmount}
        delivery={order.deliveryMethod ? { name: order.deliveryMethod.name, price: order.deliveryPrice, itemsAmount: order.itemsAmount } : undefined}
      />
      <Stack as="section" gap={1} aria-labelledby="order-delivery">
        <Heading as="h2" size="lg" id="order-delivery" className={styles.delivery}>
          Доставка
        </Heading>
        <Text>
          {contact.firstName} {contact.lastName}
        </Text>
        {order.deliveryMethod && <Text weight="medium">{order.deliveryMethod.name}</Text>}
        {contact.address && <Text>{addressLine(contact)}</Text>}
        <Text tone="muted">{[contact.phone, contact.email].filter(Boolean).join(' · ')}</Text>
        {order.paymentMethod && <Text>Оплата: {order.paymentMethod.name}</Text>}
        {contact.comment && <Text tone="muted">Комментарий: {contact.comment}</Text>}
      </Stack>
    </AccountPage>
  );
}
