import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ThreadBulkAction } from '../../../generated/admin/graphql';
import type { ThreadBulkReport } from '../views/use-thread-bulk';

export interface ThreadBulkBarProps {
  /** «Выбранные отзывы»: the bar's accessible name. */
  label: string;
  count: number;
  running: ThreadBulkAction | null;
  onAction: (action: ThreadBulkAction) => Promise<void>;
  onClear: () => void;
}

/** Above the list while reviews or questions are chosen: how many, «Скрыть выбранные», «Показать выбранные», «Снять выбор». */
export function ThreadBulkBar({ label, count, running, onAction, onClear }: ThreadBulkBarProps) {
  const busy = running !== null;
  const button = (action: ThreadBulkAction, text: string) => (
    <Button size="sm" variant="outline" onClick={() => void onAction(action)} disabled={busy} loading={running === action}>
      {text}
    </Button>
  );
  return (
    <HStack as="section" aria-label={label} gap="3" wrap="wrap" px="4" py="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <Text fontWeight="semibold" aria-live="polite">
        Выбрано: {count}
      </Text>
      {button('hide', 'Скрыть выбранные')}
      {button('show', 'Показать выбранные')}
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        Снять выбор
      </Button>
    </HStack>
  );
}

/** The chosen threads a bulk action left as they were, by name with the server's reason; they stay chosen. */
export function ThreadBulkReportAlert({ report, onClose }: { report: ThreadBulkReport; onClose: () => void }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start" aria-label="Не изменены">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {report.action === 'hide' ? 'Не удалось скрыть' : 'Не удалось показать'}: {report.failures.length}
        </Alert.Title>
        <Alert.Description>
          <List.Root mt="2" gap="1" ps="4" maxH="xs" overflowY="auto">
            {report.failures.map((failure) => (
              <List.Item key={failure.id}>
                {failure.name}: {failure.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onClose} aria-label="Скрыть отчёт" />
    </Alert.Root>
  );
}
