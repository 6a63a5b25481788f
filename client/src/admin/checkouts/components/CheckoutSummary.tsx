import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Image } from '@chakra-ui/react/image';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { formatPhone, formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { fullName } from '../../users/views/UsersListView';
import { Panel } from './Panel';

type Line = AdminCheckoutDetailsFragment['orderProducts'][number];

const lineColumns: Column<Line>[] = [
  {
    header: 'Товар',
    cell: (line) => (
      <HStack gap="3">
        {line.image && <Image src={productImageUrl(line.image, 'thumb')} alt="" boxSize="12" objectFit="cover" borderRadius="l2" flexShrink={0} />}
        <Stack gap="0">
          <Text>{line.productName}</Text>
          {(line.sizeName || line.colorName) && (
            <Text fontSize="xs" color="fg.muted">
              {[line.colorName && `цвет ${line.colorName}`, line.sizeName && `размер ${line.sizeName}`].filter(Boolean).join(', ')}
            </Text>
          )}
        </Stack>
      </HStack>
    ),
  },
  { header: 'Артикул', cell: (line) => line.sku },
  { header: 'Количество', cell: (line) => `${line.quantity} шт.` },
  {
    header: 'Цена',
    cell: (line) =>
      line.discount ? (
        <>
          <Text>{formatPrice(line.discountedPrice)}</Text>
          <Text as="s" display="block" fontSize="xs" color="fg.muted">
            {formatPrice(line.price)}
          </Text>
        </>
      ) : (
        formatPrice(line.price)
      ),
  },
  { header: 'Сумма', cell: (line) => formatPrice(Math.round((line.price * line.quantity - line.discount) * 100) / 100) },
];

/** «Промокод OSEN10: Осень −10 %», «Скидка: Бесплатная доставка», as the shopper's letters name them. */
function discountTitle(order: AdminCheckoutDetailsFragment, discount: AdminCheckoutDetailsFragment['discounts'][number], first: boolean): string {
  return order.promoCode && first ? `Промокод ${order.promoCode}: ${discount.name}` : `Скидка: ${discount.name}`;
}

/**
 * What an order holds, as it was placed: recipient, delivery (method and address, the СДЭК point,
 * or the shop's pickup point), payment, comment, lines with their prices (a discounted one beside its price struck
 * through), the goods' sum, each discount, the delivery's price and the total.
 */
export function CheckoutSummary({ order }: { order: AdminCheckoutDetailsFragment }) {
  const { contact } = order;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, lg: 4 }} gap="4">
        <Panel title="Получатель">
          <Text>{fullName(contact)}</Text>
          <Text>{contact.email}</Text>
          <Text>{contact.phone ? formatPhone(contact.phone) : 'Телефон не указан'}</Text>
        </Panel>
        <Panel title="Доставка">
          <Text fontWeight="semibold">{order.deliveryMethod?.name ?? 'Способ не выбран'}</Text>
          {order.deliveryPoint ? (
            <>
              <Text>
                {order.deliveryPoint.type === 'locker' ? 'Постамат' : 'Пункт выдачи'} СДЭК {order.deliveryPoint.code}
              </Text>
              <Text>{order.deliveryPoint.address}</Text>
            </>
          ) : contact.address ? (
            <>
              <Text>{[contact.zipCode, contact.country, contact.city].filter(Boolean).join(', ')}</Text>
              <Text>{contact.address}</Text>
            </>
          ) : order.pickupPoint ? (
            <>
              <Text>Самовывоз: «{order.pickupPoint.name}»</Text>
              <Text>{order.pickupPoint.address}</Text>
              <Text color="fg.muted">
                {order.pickupPoint.hours}, {formatPhone(order.pickupPoint.phone)}
              </Text>
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
        {(order.deliveryMethod || order.discounts.length > 0) && <Text>Товары: {formatPrice(order.itemsAmount)}</Text>}
        {order.discounts.map((discount, i) => (
          <Text key={`${discount.promotionId}-${i}`}>
            {discountTitle(order, discount, i === 0)}: {discount.amount ? `−${formatPrice(discount.amount)}` : 'применён'}
          </Text>
        ))}
        {order.deliveryMethod && (
          <>
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
