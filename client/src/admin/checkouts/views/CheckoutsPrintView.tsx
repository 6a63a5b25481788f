import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPrintCheckoutsDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { PackingList } from '../print/PackingList';
import { SalesReceipt } from '../print/SalesReceipt';
import { checkoutUrls, type PrintForm } from '../urls';

const titles: Record<PrintForm, string> = { packing: 'Лист сборки', receipt: 'Товарный чек' };

/** The most orders one page prints: the list's API page. */
const MAX_PRINTED = 1000;

/** `ids=5,7` as order numbers: positive whole numbers, each once, in the order given. */
function idsFrom(text: string | null): number[] {
  const ids = (text ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_PRINTED);
}

/** A4 with modest margins; what the browser prints around the page (its own header and footer) is its own. */
const pageRule = '@page { size: A4; margin: 12mm; }';

/**
 * `/admin/checkouts/print?form=packing|receipt&ids=5,7`: the orders' packing lists or «товарные
 * чеки», one order a printed sheet. On paper only the forms show: the back office's frame and this
 * page's buttons are hidden by the print styles.
 */
export function CheckoutsPrintView() {
  const [params] = useSearchParams();
  const form: PrintForm = params.get('form') === 'receipt' ? 'receipt' : 'packing';
  const ids = idsFrom(params.get('ids'));
  const { data, loading, error, refetch } = useQuery(AdminPrintCheckoutsDocument, { variables: { ids, limit: Math.max(ids.length, 1) }, skip: ids.length === 0, fetchPolicy: 'network-only' });
  const back = ids.length === 1 ? { to: checkoutUrls.order(ids[0]), label: `Заказ № ${ids[0]}` } : { to: checkoutUrls.list, label: 'Заказы' };
  const other: PrintForm = form === 'packing' ? 'receipt' : 'packing';

  const orders = data?.list.rows ?? [];
  return (
    <Stack gap="6">
      <style>{pageRule}</style>
      <Box _print={{ display: 'none' }}>
        <ListHeading
          title={`${titles[form]}${ids.length > 1 ? `: заказов ${ids.length}` : ''}`}
          back={back}
          actions={
            <>
              <Button asChild variant="outline">
                <Link to={checkoutUrls.print(ids, other)}>{titles[other]}</Link>
              </Button>
              <Button onClick={() => window.print()} disabled={orders.length === 0}>
                Печать
              </Button>
            </>
          }
        />
      </Box>
      {ids.length === 0 ? (
        <Text>Не выбрано ни одного заказа.</Text>
      ) : loading && !data ? (
        <PageLoader />
      ) : error || !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          {orders.length < ids.length && (
            <Text color="fg.muted" _print={{ display: 'none' }}>
              Не найдены заказы: {ids.filter((id) => !orders.some((order) => order.id === id)).join(', ')}
            </Text>
          )}
          {orders.map((order, i) => (
            <Box
              key={order.id}
              as="article"
              aria-label={`${titles[form]} к заказу № ${order.id}`}
              p="6"
              borderWidth="1px"
              borderRadius="l2"
              bg="bg"
              color="fg"
              css={i < orders.length - 1 ? { breakAfter: 'page' } : undefined}
              _print={{ p: '0', borderWidth: '0', color: 'black', bg: 'white' }}
            >
              {form === 'packing' ? <PackingList order={order} /> : <SalesReceipt order={order} seller={data.seller} />}
            </Box>
          ))}
        </>
      )}
    </Stack>
  );
}
