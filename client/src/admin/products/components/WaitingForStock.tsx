import { useQuery } from '@apollo/client/react';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { AdminStockAlertsWaitingDocument } from '../../../generated/admin/graphql';
import { pluralRu } from '../../../shared/format/format';
import { Panel } from '../../checkouts/components/Panel';

/**
 * «Ждут поступления» (CONTRACT §16): how many shoppers asked to be told when each sold-out variant
 * comes back; each gets one letter at its next arrival. Shown only when somebody waits.
 */
export function WaitingForStock({ productId }: { productId: number }) {
  const { data } = useQuery(AdminStockAlertsWaitingDocument, { variables: { productId }, fetchPolicy: 'network-only' });
  const rows = data?.stockAlertsWaiting.rows ?? [];
  if (!rows.length) return null;
  const total = rows.reduce((sum, row) => sum + row.waiting, 0);
  return (
    <Panel title="Ждут поступления">
      <Text mb="2">
        Ждут поступления: {total} {pluralRu(total, ['адрес', 'адреса', 'адресов'])}. Письмо уйдёт каждому один раз, когда остаток варианта станет больше нуля.
      </Text>
      <List.Root ps="5">
        {rows.map((row) => (
          <List.Item key={row.variantId}>
            {row.sku}: {row.waiting} {pluralRu(row.waiting, ['адрес', 'адреса', 'адресов'])}
          </List.Item>
        ))}
      </List.Root>
    </Panel>
  );
}
