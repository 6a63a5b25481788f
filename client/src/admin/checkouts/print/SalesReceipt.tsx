import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { AdminShopSettingsFragment } from '../../../generated/admin/graphql';
import { formatDate, formatPhone } from '../../../shared/format/format';
import { amountInWords } from './amount-in-words';
import { receiptRows, type PrintedOrder } from './print-lines';

export type Seller = Pick<AdminShopSettingsFragment, 'name' | 'legalName' | 'inn' | 'ogrn' | 'address' | 'phone'>;

/** Money on paper: «1 234,50» — always with kopecks, as accountants write it. */
const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sum = (amount: number) => money.format(amount);

/** The seller's requisites from the shop settings: legal name, ИНН and ОГРН (ОГРНИП for 15 digits), address, phone. */
function SellerDetails({ seller }: { seller: Seller }) {
  return (
    <Stack gap="0" aria-label="Продавец">
      <Text fontWeight="semibold">Продавец: {seller.legalName || seller.name}</Text>
      {(seller.inn || seller.ogrn) && (
        <Text>{[seller.inn && `ИНН ${seller.inn}`, seller.ogrn && `${seller.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${seller.ogrn}`].filter(Boolean).join(', ')}</Text>
      )}
      {seller.address && <Text>Адрес: {seller.address}</Text>}
      {seller.phone && <Text>Телефон: {formatPhone(seller.phone)}</Text>}
    </Stack>
  );
}

/**
 * «Товарный чек»: the seller, number and date, each line with its variant words, quantity, price,
 * discount and sum, the delivery, the total and the total in words (roubles and kopecks).
 */
export function SalesReceipt({ order, seller }: { order: PrintedOrder; seller: Seller }) {
  const rows = receiptRows(order);
  return (
    <Stack gap="4">
      <SellerDetails seller={seller} />
      <Heading as="h2" size="lg" textAlign="center">
        Товарный чек № {order.id} от {formatDate(order.createdAt)}
      </Heading>
      <Table.Root size="sm" variant="outline" aria-label={`Товарный чек № ${order.id}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">№</Table.ColumnHeader>
            <Table.ColumnHeader>Наименование</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Кол-во</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Цена, ₽</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Скидка, ₽</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма, ₽</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={row.key}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>
                <Text>{row.name}</Text>
                {row.words && <Text fontSize="xs">{row.words}</Text>}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{sum(row.price)}</Table.Cell>
              <Table.Cell textAlign="end">{row.discount ? sum(row.discount) : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{sum(row.sum)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack gap="1" align="end">
        <Text fontWeight="semibold">Итого: {sum(order.totalAmount)} ₽</Text>
      </Stack>
      <Text>
        Всего наименований {rows.length}, на сумму {sum(order.totalAmount)} ₽
      </Text>
      <Text fontWeight="semibold">{amountInWords(order.totalAmount)}</Text>
      <HStack gap="10" pt="6">
        <Text>Продавец: ____________________</Text>
        <Text>М. П.</Text>
      </HStack>
    </Stack>
  );
}
