import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AdminCheckoutHistoryDocument } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { OrderStatusBadge } from '../../../shared/orders/OrderStatusBadge';
import { auditUrls } from '../../audit/urls';
import { Panel } from './Panel';
import { formatDateTime } from '../../../shared/format/format';

/** The order's timeline: placed, then each status move with who made it and when (read afresh each time it is shown). */
export function StatusHistory({ orderId }: { orderId: number }) {
  const { data } = useQuery(AdminCheckoutHistoryDocument, { variables: { id: orderId }, fetchPolicy: 'network-only' });
  const steps = data?.history.rows ?? [];
  return (
    <Panel title="История">
      <Stack as="ol" gap="3" listStyleType="none" aria-label="История статусов заказа">
        {steps.map((step) => (
          <Box as="li" key={`${step.at}-${step.status}`} borderStartWidth="2px" borderColor="border.emphasized" ps="3">
            <HStack gap="2" wrap="wrap">
              <OrderStatusBadge status={step.status} />
              <Text fontSize="sm">{step.from ? 'статус изменён' : 'заказ оформлен'}</Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(step.at)} · {step.user ? step.user.email : 'гость'}
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
