import { Button } from './Button';
import { Stack, Text } from './Text';

/** A failed load: the Russian message and, when given, a «Повторить» button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack role="alert" gap={3} align="start" style={{ padding: '1.5rem 0' }}>
      <Text tone="danger">{message}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </Stack>
  );
}
