import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { MyOrdersDocument } from '../../../generated/account/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogUrls } from '../../catalog/urls';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Stack, Text } from '../../ui/Text';
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
  else if (!data) content = <Loader />;
  else if (!data.myCheckouts.rows.length)
    content = (
      <Stack gap={4} align="start">
        <Text size="lg">Вы ещё ничего не заказывали.</Text>
        <Link to={catalogUrls.catalog} className={buttonClass()}>
          Перейти в каталог
        </Link>
      </Stack>
    );
  else {
    const { rows, length } = data.myCheckouts;
    content = (
      <Stack gap={3}>
        <Stack as="ul" gap={3} aria-label="Заказы">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Stack>
        {length > rows.length && (
          <Text tone="muted">
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
