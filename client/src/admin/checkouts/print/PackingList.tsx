import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../shared/format/format';
import { customerLine, deliveryPlace, variantWords, type PrintedOrder } from './print-lines';

/**
 * «Лист сборки»: what to put in the parcel and where it goes — number and date, customer, delivery
 * and address or pickup point, lines with SKU, name, colour and size, quantity and a box to tick.
 * No prices: the packer needs none.
 */
export function PackingList({ order }: { order: PrintedOrder }) {
  const pieces = order.orderProducts.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Лист сборки · Заказ № {order.id} от {formatDateTime(order.createdAt)}
      </Heading>
      <Stack gap="1">
        <Text>
          <b>Покупатель:</b> {customerLine(order)}
        </Text>
        <Text>
          <b>Доставка:</b> {order.deliveryMethod?.name ?? 'Способ не выбран'}
        </Text>
        <Text>
          <b>Адрес:</b> {deliveryPlace(order)}
        </Text>
        {order.contact.comment && (
          <Text whiteSpace="pre-wrap">
            <b>Комментарий:</b> {order.contact.comment}
          </Text>
        )}
      </Stack>
      <Table.Root size="sm" variant="outline" aria-label={`Состав заказа № ${order.id}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">№</Table.ColumnHeader>
            <Table.ColumnHeader>Артикул</Table.ColumnHeader>
            <Table.ColumnHeader>Товар</Table.ColumnHeader>
            <Table.ColumnHeader>Цвет, размер</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Кол-во</Table.ColumnHeader>
            <Table.ColumnHeader w="16" textAlign="center">
              Собрано
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.orderProducts.map((line, i) => (
            <Table.Row key={line.id}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{line.sku}</Table.Cell>
              <Table.Cell>{line.productName}</Table.Cell>
              <Table.Cell>{variantWords(line) || '—'}</Table.Cell>
              <Table.Cell textAlign="end">{line.quantity} шт.</Table.Cell>
              <Table.Cell textAlign="center">
                <Box display="inline-block" boxSize="4" borderWidth="1px" borderColor="fg" role="img" aria-label="Отметка о сборке" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text>Всего товаров: {pieces} шт.</Text>
      <HStack gap="10" pt="6">
        <Text>Собрал: ____________________</Text>
        <Text>Проверил: ____________________</Text>
      </HStack>
    </Stack>
  );
}
