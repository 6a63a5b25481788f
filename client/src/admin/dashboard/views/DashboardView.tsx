import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage } from '../../../shared/errors/error-message';
import { pluralRu } from '../../../shared/format/format';
import { formatPeriod, formatRoubles } from '../dashboard-format';
import { checkoutUrls } from '../../checkouts/urls';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { productUrls } from '../../products/urls';
import { promotionUrls } from '../../promotions/urls';
import { questionUrls } from '../../questions/urls';
import { reviewUrls } from '../../reviews/urls';
import { subscriberUrls } from '../../subscribers/urls';
import { Figure } from '../components/Figure';
import { PeriodPicker, type Period } from '../components/PeriodPicker';
import { dayFrom, shopToday } from '../dashboard-period';

const RevenueChart = lazy(() => import('../components/RevenueChart'));

type Dashboard = AdminDashboardQuery['dashboard'];

const count = (n: number) => n.toLocaleString('ru-RU');
const ordersOf = (filters: Record<string, string>) => `${checkoutUrls.list}?${new URLSearchParams(filters)}`;

/**
 * `/admin/dashboard`, the back office's home (CONTRACT §10): orders and revenue of a period day by
 * day, its totals with the discounts given, best sellers, the promotions that gave the most, what
 * runs out and what waits for a manager. Every number with a list behind it opens that list,
 * filtered the same way.
 */
export function DashboardView() {
  const [params, setParams] = useSearchParams();
  const asked = { from: dayFrom(params.get('from')), to: dayFrom(params.get('to')) };
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, { variables: asked, fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;
  const choose = ({ from, to }: Period) => setParams({ from, to }, { replace: true });

  return (
    <Stack gap="6">
      <ListHeading
        title="Сводка"
        refreshing={loading && !!dashboard}
        actions={dashboard && <PeriodPicker period={dashboard} today={shopToday()} onChange={choose} />}
      />
      {!dashboard && loading && <PageLoader />}
      {!dashboard && error && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {dashboard && <DashboardFigures dashboard={dashboard} />}
    </Stack>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { from, to, totals, waiting } = dashboard;
  const period = { from, to };
  return (
    <>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }} gap="4">
        <Figure label="Заказы" value={count(totals.orders)} to={ordersOf(period)} hint={formatPeriod(from, to)} />
        <Figure label="Выручка" value={formatRoubles(totals.revenue)} hint="оплачено минус возвращено" />
        <Figure label="Возвраты" value={formatRoubles(totals.refunds)} hint="деньги покупателям" />
        <Figure label="Скидки" value={formatRoubles(totals.discounts)} hint={`в ${count(totals.discountedOrders)} ${pluralRu(totals.discountedOrders, ['заказе', 'заказах', 'заказах'])}`} />
        <Figure label="Средний чек" value={formatRoubles(totals.averageOrder)} hint="без отменённых и возвращённых" />
        <Figure label="Отменено" value={count(totals.cancelled)} to={ordersOf({ ...period, status: 'cancelled' })} />
      </Grid>
      <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
        <Heading as="h2" size="md" mb="3">
          Заказы и выручка по дням
        </Heading>
        <Suspense fallback={<Skeleton height="280px" />}>
          <RevenueChart days={dashboard.days} />
        </Suspense>
      </Box>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="4">
        <Figure label="Новые заказы" value={count(waiting.newOrders)} to={ordersOf({ status: 'new' })} hint="ждут обработки" />
        <Figure label="Вопросы без ответа" value={count(waiting.unansweredQuestions)} to={`${questionUrls.list}?sort=unanswered`} />
        <Figure label="Отзывы без ответа" value={count(waiting.unansweredReviews)} to={`${reviewUrls.list}?sort=unanswered`} />
        <Figure label="Новые подписчики" value={count(dashboard.newSubscribers)} to={subscriberUrls.list} hint="за период" />
      </Grid>
      <Grid templateColumns={{ base: '1fr', '2xl': 'repeat(3, minmax(0, 1fr))' }} gap="6">
        <Stack gap="3" minW="0">
          <Heading as="h2" size="md">
            Лидеры продаж
          </Heading>
          {dashboard.topProducts.length ? (
            <DataTable
              caption="Лидеры продаж за период"
              rows={dashboard.topProducts}
              columns={[
                { header: 'Товар', cell: (row) => <RouterLink to={productUrls.edit(row.id)}>{row.name}</RouterLink> },
                { header: 'Продано', cell: (row) => `${count(row.quantity)} шт.` },
                { header: 'Выручка', cell: (row) => formatRoubles(row.revenue) },
              ]}
            />
          ) : (
            <Text color="fg.muted">За период продаж не было.</Text>
          )}
        </Stack>
        <Stack gap="3" minW="0">
          <Heading as="h2" size="md">
            Акции
          </Heading>
          {dashboard.promotions.length ? (
            <DataTable
              caption="Акции, давшие больше всего скидок за период"
              rows={dashboard.promotions.map((row) => ({ ...row, id: row.promotionId ?? `deleted ${row.name}` }))}
              columns={[
                { header: 'Акция', cell: (row) => (row.promotionId ? <RouterLink to={promotionUrls.edit(row.promotionId)}>{row.name}</RouterLink> : `${row.name} (удалена)`) },
                { header: 'Заказы', cell: (row) => count(row.orders) },
                { header: 'Скидка', cell: (row) => formatRoubles(row.amount) },
              ]}
            />
          ) : (
            <Text color="fg.muted">За период скидок не было.</Text>
          )}
        </Stack>
        <Stack gap="3" minW="0">
          <Heading as="h2" size="md">
            Заканчиваются
          </Heading>
          {dashboard.lowStock.length ? (
            <DataTable
              caption="Варианты, которых осталось мало"
              rows={dashboard.lowStock.map((row) => ({ ...row, id: row.variantId }))}
              columns={[
                { header: 'Товар', cell: (row) => <RouterLink to={productUrls.edit(row.productId)}>{row.name}</RouterLink> },
                { header: 'Артикул', cell: (row) => row.sku },
                { header: 'Остаток', cell: (row) => (row.stock ? `${count(row.stock)} шт.` : 'нет') },
              ]}
            />
          ) : (
            <Text color="fg.muted">Всего в достатке.</Text>
          )}
        </Stack>
      </Grid>
    </>
  );
}
