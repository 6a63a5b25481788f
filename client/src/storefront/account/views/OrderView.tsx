import { skipToken, useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useParams } from 'react-router-dom';
import { MyOrderDocument } from '../../../generated/account/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorStatus } from '../../../shared/errors/error-message';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { OrderLines } from '../../shop/components/OrderLines';
import { addressLine } from '../address-values';
import { AccountPage } from '../components/AccountPage';
import { formatDate } from '../../../shared/format/format';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { accountUrls } from '../urls';

/** `/profile/orders/:id`: one of the customer's orders — status, lines at the prices paid, total, recipient and address. Someone else's is not found. */
export function OrderView() {
  const { id = '' } = useParams();
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
  if (!data) return <PageLoader />;
  const order = data.checkout;
  const { contact } = order;
  const lines = order.orderProducts.map((line) => ({ id: line.id, name: line.productName, details: `Артикул: ${line.sku}`, quantity: line.quantity, price: line.price }));
  return (
    <AccountPage title={`Заказ № ${order.id}`} back={back}>
      <HStack gap="3" wrap="wrap">
        <Text color="fg.muted">от {formatDate(order.createdAt)}</Text>
        <OrderStatusBadge status={order.status} />
      </HStack>
      <OrderLines lines={lines} totalAmount={order.totalAmount} />
      <Stack as="section" gap="1" aria-labelledby="order-delivery">
        <Heading as="h2" size="lg" id="order-delivery" mb="2">
          Доставка
        </Heading>
        <Text>
          {contact.firstName} {contact.lastName}
        </Text>
        <Text>{addressLine(contact)}</Text>
        <Text color="fg.muted">{[contact.phone, contact.email].filter(Boolean).join(' · ')}</Text>
        {contact.comment && <Text color="fg.muted">Комментарий: {contact.comment}</Text>}
      </Stack>
    </AccountPage>
  );
}
