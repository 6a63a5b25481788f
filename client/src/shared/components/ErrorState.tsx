import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** A failed load: the Russian message and, when given, a «Повторить» button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack role="alert" gap="3" align="flex-start" py="6">
      <Text color="fg.error">{message}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </Stack>
  );
}
