import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { AdminOrderBasketFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import type { Column } from '../../dictionaries/dictionary';
import { OrderBasketTotals } from './OrderBasketTotals';

type Line = AdminOrderBasketFragment['orderProducts'][number];

/** A discounted line's price beside its price struck through, else the price beside the variant's old price, as on the storefront. */
function LinePrice({ line }: { line: Line }) {
  const discounted = line.discount > 0;
  const { oldPrice } = line.productVariant;
  const struck = discounted ? line.price : oldPrice != null && oldPrice > line.price ? oldPrice : null;
  return (
    <>
      <Text>{formatPrice(discounted ? line.discountedPrice : line.price)}</Text>
      {struck !== null && (
        <Text as="s" display="block" fontSize="xs" color="fg.muted">
          {formatPrice(struck)}
        </Text>
      )}
    </>
  );
}

export interface OrderBasketLinesProps {
  basket: AdminOrderBasketFragment | null;
  changing: boolean;
  onSetQuantity: (productVariantId: number, quantity: number) => void;
  onRemove: (productVariantId: number) => void;
  /** The server's reason about the basket (`basketId`): empty, not found. */
  error?: string;
  /** What delivery costs for this basket by the chosen method; unknown until one is chosen. */
  delivery?: number;
  /** The promo code field. */
  promo: ReactNode;
}

/**
 * The basket of a staff order as the storefront shows it: lines with ± and «Убрать» (a discounted
 * price beside the price struck through), what cannot be bought and why, the promo code, the
 * discounts and the total the order will have.
 */
export function OrderBasketLines({ basket, changing, onSetQuantity, onRemove, error, delivery, promo }: OrderBasketLinesProps) {
  const lines = basket?.orderProducts ?? [];
  const problemOf = (line: Line) => basket?.problems.find((problem) => problem.productVariantId === line.productVariant.id)?.reason;

  const columns: Column<Line>[] = [
    {
      header: 'Товар',
      cell: (line) => (
        <>
          <Text>{line.productVariant.product.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[line.productVariant.size, line.productVariant.color].filter(Boolean).join(', ')}
          </Text>
          {problemOf(line) && (
            <Text fontSize="sm" color="fg.error">
              {problemOf(line)}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Артикул', cell: (line) => line.productVariant.sku },
    { header: 'Цена', cell: (line) => <LinePrice line={line} /> },
    {
      header: 'Количество',
      cell: (line) => (
        <HStack gap="2">
          <IconButton size="xs" variant="outline" aria-label={`Меньше: ${line.productVariant.sku}`} disabled={changing || line.quantity <= 1} onClick={() => onSetQuantity(line.productVariant.id, line.quantity - 1)}>
            −
          </IconButton>
          <Text minW="6" textAlign="center">
            {line.quantity}
          </Text>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={`Больше: ${line.productVariant.sku}`}
            disabled={changing || line.quantity >= line.productVariant.stock}
            onClick={() => onSetQuantity(line.productVariant.id, line.quantity + 1)}
          >
            +
          </IconButton>
        </HStack>
      ),
    },
    { header: 'Сумма', cell: (line) => formatPrice((Math.round(line.price * 100) * line.quantity - Math.round(line.discount * 100)) / 100) },
  ];

  return (
    <Stack gap="3">
      {lines.length > 0 ? (
        <DataTable
          caption="Корзина заказа"
          columns={columns}
          rows={lines}
          actions={(line) => (
            <Button size="xs" variant="outline" colorPalette="red" disabled={changing} onClick={() => onRemove(line.productVariant.id)} aria-label={`Убрать ${line.productVariant.sku}`}>
              Убрать
            </Button>
          )}
        />
      ) : (
        <Text color="fg.muted">Корзина пуста: найдите товар и добавьте его.</Text>
      )}
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
      {promo}
      <OrderBasketTotals basket={basket} delivery={delivery} />
    </Stack>
  );
}
