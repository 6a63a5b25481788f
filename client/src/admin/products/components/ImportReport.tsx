import { Alert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import type { ImportRefusal } from '../spreadsheet';

/** Why a spreadsheet was refused, row by row; nothing was changed. */
export function ImportReport({ refusal, onClose }: { refusal: ImportRefusal; onClose: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" aria-label="Ошибки в файле">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{refusal.message}</Alert.Title>
        {refusal.problems.length > 0 && (
          <Alert.Description>
            <List.Root mt="2" gap="1" ps="4" maxH="xs" overflowY="auto">
              {refusal.problems.map((problem, index) => (
                <List.Item key={index}>{problem.row === undefined ? problem.message : `Строка ${problem.row}: ${problem.message}`}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton size="sm" onClick={onClose} aria-label="Скрыть ошибки файла" />
    </Alert.Root>
  );
}
