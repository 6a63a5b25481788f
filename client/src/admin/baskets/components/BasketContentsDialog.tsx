import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { AdminBasketContentsDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { formatPrice } from '../../../shared/format/format';
import { DataTable } from '../../dictionaries/components/DataTable';
import { productUrls } from '../../products/urls';
import { RouterLink } from '../../../shared/components/RouterLink';

/** What a customer's basket holds: each line with its variant, quantity and today's price, and the total. */
export function BasketContentsDialog({ basketId, onClose }: { basketId: string | null; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(AdminBasketContentsDocument, { variables: { id: basketId ?? '' }, skip: !basketId, fetchPolicy: 'network-only' });
  const basket = data?.basket;
  return (
    <Dialog.Root open={!!basketId} onOpenChange={(event) => !event.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Состав корзины</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading && !basket && <PageLoader />}
              {error && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
              {basket && !basket.orderProducts.length && <Text>Корзина пуста.</Text>}
              {basket && basket.orderProducts.length > 0 && (
                <>
                  <DataTable
                    caption="Состав корзины"
                    rows={basket.orderProducts}
                    columns={[
                      { header: 'Товар', cell: (line) => <RouterLink to={productUrls.edit(line.productVariant.product.id)}>{line.productVariant.product.name}</RouterLink> },
                      { header: 'Вариант', cell: (line) => [line.productVariant.sku, line.productVariant.size, line.productVariant.color].filter(Boolean).join(', ') },
                      { header: 'Количество', cell: (line) => `${line.quantity} шт.` },
                      { header: 'Цена', cell: (line) => formatPrice(line.price) },
                    ]}
                  />
                  <Text fontWeight="semibold" mt="3">
                    Итого: {formatPrice(basket.totalAmount)}
                  </Text>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
