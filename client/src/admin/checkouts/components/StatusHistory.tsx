import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AdminCheckoutHistoryDocument } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { auditUrls } from '../../audit/urls';
import { Panel } from './Panel';
import { formatDateTime } from '../../../shared/format/format';

/**
 * The order's history (CONTRACT §17): placed, its promotions, each status move, payment, refund and
 * return, with who did it and when; read afresh each time it is shown (the order page shows it
 * again with each version of the order), so a payment that has just come is there.
 */
export function StatusHistory({ orderId }: { orderId: number }) {
  const { data } = useQuery(AdminCheckoutHistoryDocument, { variables: { id: orderId }, fetchPolicy: 'network-only' });
  const events = data?.history.rows ?? [];
  return (
    <Panel title="История">
      <Stack as="ol" gap="3" listStyleType="none" aria-label="История заказа">
        {events.map((event, n) => (
          <Box as="li" key={`${event.at}-${n}`} borderStartWidth="2px" borderColor="border.emphasized" ps="3">
            {event.status && <OrderStatusBadge status={event.status} />}
            <Text fontSize="sm">{event.text}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(event.at)} · {event.by}
            </Text>
          </Box>
        ))}
      </Stack>
      <RouterLink to={auditUrls.of('checkout', orderId)} fontSize="sm" mt="3" display="inline-block">
        Все изменения заказа
      </RouterLink>
    </Panel>
  );
}
