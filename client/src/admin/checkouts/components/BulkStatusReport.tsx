import { Alert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { orderStatusNames } from '../../../shared/orders/order-statuses';
import type { StatusReport } from '../views/use-bulk-status';

/** The orders a bulk status change left as they were, by number with the server's reason; they stay chosen. */
export function BulkStatusReport({ report, onClose }: { report: StatusReport; onClose: () => void }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start" aria-label="Заказы, статус которых не изменён">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Не удалось перевести в «{orderStatusNames[report.status]}» заказов: {report.failures.length}
        </Alert.Title>
        <Alert.Description>
          <List.Root mt="2" gap="1" ps="4" maxH="xs" overflowY="auto">
            {report.failures.map((failure) => (
              <List.Item key={failure.id}>
                Заказ № {failure.id}: {failure.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onClose} aria-label="Скрыть отчёт" />
    </Alert.Root>
  );
}
