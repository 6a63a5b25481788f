import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MyOrdersDocument } from '../../../generated/account/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogUrls } from '../../catalog/urls';
import { AccountPage } from '../components/AccountPage';
import { OrderRow } from '../components/OrderRow';
import { accountUrls } from '../urls';

/** The most orders listed at once (SPEC §9's page size); older ones are counted. */
const ORDERS_SHOWN = 100;

/** `/profile/orders`: the customer's own orders, newest first, with their statuses; asked again on every visit. */
export function OrdersView() {
  const { data, error, refetch } = useQuery(MyOrdersDocument, { variables: { limit: ORDERS_SHOWN }, fetchPolicy: 'cache-and-network' });
  let content: ReactNode;
  if (error && !data) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <PageLoader />;
  else if (!data.myCheckouts.rows.length)
    content = (
      <Stack gap="4" align="flex-start">
        <Text fontSize="lg">Вы ещё ничего не заказывали.</Text>
        <Button asChild>
          <Link to={catalogUrls.catalog}>Перейти в каталог</Link>
        </Button>
      </Stack>
    );
  else {
    const { rows, length } = data.myCheckouts;
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Заказы">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Stack>
        {length > rows.length && (
          <Text color="fg.muted">
            Показаны последние {rows.length} из {length}.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <AccountPage title="Мои заказы" back={{ label: 'Личный кабинет', to: accountUrls.profile }}>
      {content}
    </AccountPage>
  );
}
