import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminReturnRequestFragment } from '../../../generated/admin/graphql';
import { formatDateTime } from '../../../shared/format/format';
import type { Column } from '../../dictionaries/dictionary';
import { returnRequestStatusColors, returnRequestStatusNames } from '../return-requests';

/** A request's columns, in the orders area's list and on the order's page alike. */
export const returnRequestColumns: Column<AdminReturnRequestFragment>[] = [
  { header: 'Заявка', cell: (request) => `№ ${request.id}` },
  { header: 'Подана', cell: (request) => formatDateTime(request.createdAt) },
  {
    header: 'Товары',
    cell: (request) => (
      <Stack gap="0">
        {request.lines.map((line) => (
          <Text key={line.orderProductId}>
            {line.productName} ({line.sku}) × {line.quantity}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    header: 'Причина',
    cell: (request) => (
      <Stack gap="0">
        <Text>{request.reason}</Text>
        {request.comment && (
          <Text fontSize="xs" color="fg.muted">
            {request.comment}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: 'Статус',
    cell: (request) => (
      <Stack gap="0">
        <Badge colorPalette={returnRequestStatusColors[request.status]} alignSelf="start">
          {returnRequestStatusNames[request.status]}
        </Badge>
        {request.decisionReason && (
          <Text fontSize="xs" color="fg.muted">
            {request.decisionReason}
          </Text>
        )}
      </Stack>
    ),
  },
];
