import { Alert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import type { ProductBulkAction } from '../../../generated/admin/graphql';
import type { BulkReport as Report } from '../views/use-bulk-action';

const titles: Record<ProductBulkAction, string> = {
  hide: 'Не удалось снять с продажи',
  show: 'Не удалось вернуть в продажу',
  delete: 'Не удалось удалить',
  move: 'Не удалось переместить',
};

/** The products a bulk action left as they were, each with the server's reason; they stay chosen. */
export function BulkReport({ report, onClose }: { report: Report; onClose: () => void }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start" aria-label="Товары, которые не изменены">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {titles[report.action]} товаров: {report.failures.length}
        </Alert.Title>
        <Alert.Description>
          <List.Root mt="2" gap="1" ps="4" maxH="xs" overflowY="auto">
            {report.failures.map((failure) => (
              <List.Item key={failure.id}>
                {failure.name ? `«${failure.name}»` : `Товар № ${failure.id}`}: {failure.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onClose} aria-label="Скрыть отчёт" />
    </Alert.Root>
  );
}
