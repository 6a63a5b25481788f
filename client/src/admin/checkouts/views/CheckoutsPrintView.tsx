import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPrintCheckoutsDocument, AdminShopSettingsDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { PackingList } from '../print/PackingList';
import { SalesReceipt, type Seller } from '../print/SalesReceipt';
import { checkoutUrls, type PrintForm } from '../urls';

const titles: Record<PrintForm, string> = { packing: 'Лист сборки', receipt: 'Товарный чек' };

/** The most orders one page prints. */
const MAX_PRINTED = 1000;
/** Orders asked for at a time: the print query's page (within the cost limit of a GraphQL query). */
const CHUNK_SIZE = 10;

/** `ids=5,7` as order numbers: positive whole numbers, each once, in ascending order (as they print). */
function idsFrom(text: string | null): number[] {
  const ids = (text ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_PRINTED);
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
  const settings = useQuery(AdminShopSettingsDocument, { skip: form !== 'receipt' });
  const back = ids.length === 1 ? { to: checkoutUrls.order(ids[0]), label: `Заказ № ${ids[0]}` } : { to: checkoutUrls.list, label: 'Заказы' };
  const other: PrintForm = form === 'packing' ? 'receipt' : 'packing';
  const chunks = Array.from({ length: Math.ceil(ids.length / CHUNK_SIZE) }, (_, i) => ids.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE));

  const body = () => {
    if (ids.length === 0) return <Text>Не выбрано ни одного заказа.</Text>;
    if (form === 'receipt' && settings.loading && !settings.data) return <PageLoader />;
    if (form === 'receipt' && !settings.data) return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
    const seller = settings.data?.shopSettings ?? null;
    return chunks.map((chunk, i) => <PrintedChunk key={chunk.join(',')} ids={chunk} form={form} seller={seller} last={i === chunks.length - 1} />);
  };

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
              <Button onClick={() => window.print()} disabled={ids.length === 0}>
                Печать
              </Button>
            </>
          }
        />
      </Box>
      {body()}
    </Stack>
  );
}

/** Up to ten orders of the page, asked for together; a sheet break after each but the page's very last. */
function PrintedChunk({ ids, form, seller, last }: { ids: number[]; form: PrintForm; seller: Seller | null; last: boolean }) {
  const { data, loading, error, refetch } = useQuery(AdminPrintCheckoutsDocument, { variables: { ids }, fetchPolicy: 'network-only' });
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const orders = data.list.rows;
  const missing = ids.filter((id) => !orders.some((order) => order.id === id));
  return (
    <>
      {missing.length > 0 && (
        <Text color="fg.muted" _print={{ display: 'none' }}>
          Не найдены заказы: {missing.join(', ')}
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
          css={last && i === orders.length - 1 ? undefined : { breakAfter: 'page' }}
          _print={{ p: '0', borderWidth: '0', color: 'black', bg: 'white' }}
        >
          {form === 'packing' || !seller ? <PackingList order={order} /> : <SalesReceipt order={order} seller={seller} />}
        </Box>
      ))}
    </>
  );
}
