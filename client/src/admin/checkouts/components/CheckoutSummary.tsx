import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { fullName } from '../../users/views/UsersListView';
import { Panel } from './Panel';

type Line = AdminCheckoutDetailsFragment['orderProducts'][number];

const lineColumns: Column<Line>[] = [
  {
    header: 'Товар',
    cell: (line) => (
      <>
        <Text>{line.productName}</Text>
        {(line.size || line.color) && (
          <Text fontSize="xs" color="fg.muted">
            {[line.size && `размер ${line.size}`, line.color].filter(Boolean).join(', ')}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Артикул', cell: (line) => line.sku },
  { header: 'Количество', cell: (line) => `${line.quantity} шт.` },
  { header: 'Цена', cell: (line) => formatPrice(line.price) },
  { header: 'Сумма', cell: (line) => formatPrice(line.price * line.quantity) },
];

/**
 * What an order holds, as it was placed: recipient, delivery (method and address, none for
 * pickup), payment, comment, lines with their prices, the delivery's price and the total.
 */
export function CheckoutSummary({ order }: { order: AdminCheckoutDetailsFragment }) {
  const { contact } = order;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, lg: 4 }} gap="4">
        <Panel title="Получатель">
          <Text>{fullName(contact)}</Text>
          <Text>{contact.email}</Text>
          <Text>{contact.phone || 'Телефон не указан'}</Text>
        </Panel>
        <Panel title="Доставка">
          <Text fontWeight="semibold">{order.deliveryMethod?.name ?? 'Способ не выбран'}</Text>
          {contact.address ? (
            <>
              <Text>{[contact.zipCode, contact.country, contact.city].filter(Boolean).join(', ')}</Text>
              <Text>{contact.address}</Text>
            </>
          ) : (
            <Text color="fg.muted">Без адреса</Text>
          )}
        </Panel>
        <Panel title="Оплата">
          <Text color={order.paymentMethod ? undefined : 'fg.muted'}>{order.paymentMethod?.name ?? 'Способ не выбран'}</Text>
        </Panel>
        <Panel title="Комментарий">
          <Text whiteSpace="pre-wrap" color={contact.comment ? undefined : 'fg.muted'}>
            {contact.comment || 'Без комментария'}
          </Text>
        </Panel>
      </SimpleGrid>
      <DataTable caption="Состав заказа" columns={lineColumns} rows={order.orderProducts} />
      <Stack gap="1" align="end">
        {order.deliveryMethod && (
          <>
            <Text>Товары: {formatPrice(order.itemsAmount)}</Text>
            <Text>
              Доставка: {order.deliveryPrice ? formatPrice(order.deliveryPrice) : 'бесплатно'}
            </Text>
          </>
        )}
        <Text fontSize="lg" fontWeight="semibold">
          Итого: {formatPrice(order.totalAmount)}
        </Text>
      </Stack>
    </Stack>
  );
}
