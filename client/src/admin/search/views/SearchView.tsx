import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminSearchDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage } from '../../../shared/errors/error-message';
import { formatDateTime, formatPrice } from '../../../shared/format/format';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { checkoutUrls } from '../../checkouts/urls';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { productUrls } from '../../products/urls';
import { userUrls } from '../../users/urls';
import { fullName } from '../../users/views/UsersListView';

/** One kind of result: its heading with the count, up to five links, and «все N» to the full list. */
function Found({ title, count, all, children }: { title: string; count: number; all?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
      <Heading as="h2" size="md" mb="2">
        {title}: {count}
      </Heading>
      {count ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {children}
        </Stack>
      ) : (
        <Text color="fg.muted">Ничего не найдено.</Text>
      )}
      {all && count > 5 && (
        <RouterLink to={all} fontSize="sm" mt="2" display="inline-block">
          Показать все
        </RouterLink>
      )}
    </Box>
  );
}

/**
 * `/admin/search?q=`: what the header's search box found — products by name or SKU, orders by
 * number, email, name or phone, customers by email or surname.
 */
export function SearchView() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const { data, loading, error, refetch } = useQuery(AdminSearchDocument, { variables: { q }, skip: !q, fetchPolicy: 'cache-and-network' });
  const heading = q ? `Поиск: «${q}»` : 'Поиск';
  if (!q) {
    return (
      <Stack gap="4">
        <ListHeading title={heading} />
        <Text>Введите в поле поиска название или артикул товара, номер заказа, почту, имя или телефон покупателя.</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const customers = [...new Map([...data.byEmail.rows, ...data.bySurname.rows].map((user) => [user.id, user])).values()];
  return (
    <Stack gap="5">
      <ListHeading title={heading} refreshing={loading} />
      <Found title="Товары" count={data.products.length} all={`${productUrls.list}?${new URLSearchParams({ q })}`}>
        {data.products.rows.map((product) => (
          <li key={product.id}>
            <RouterLink to={productUrls.edit(product.id)}>{product.name}</RouterLink>
            <Text as="span" fontSize="sm" color="fg.muted">
              {' '}
              {product.productVariants.map((variant) => variant.sku).join(', ')}
              {!product.available && ' · снят с продажи'}
            </Text>
          </li>
        ))}
      </Found>
      <Found title="Заказы" count={data.checkouts.length} all={`${checkoutUrls.list}?${new URLSearchParams({ q })}`}>
        {data.checkouts.rows.map((order) => (
          <li key={order.id}>
            <RouterLink to={checkoutUrls.order(order.id)}>Заказ № {order.id}</RouterLink>{' '}
            <Text as="span" fontSize="sm" color="fg.muted">
              {formatDateTime(order.createdAt)} · {fullName(order.contact)} · {formatPrice(order.totalAmount)}{' '}
            </Text>
            <OrderStatusBadge status={order.status} />
          </li>
        ))}
      </Found>
      <Found title="Покупатели" count={customers.length}>
        {customers.map((user) => (
          <li key={user.id}>
            <RouterLink to={userUrls.edit(user.id)}>{fullName(user)}</RouterLink>{' '}
            <Text as="span" fontSize="sm" color="fg.muted">
              {user.email} · <RouterLink to={checkoutUrls.customerOrders(user.id)}>заказы</RouterLink>
            </Text>
          </li>
        ))}
      </Found>
    </Stack>
  );
}
