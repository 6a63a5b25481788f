import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { STALE_MESSAGE } from '../../shared/errors/error-message';

interface StaleNoticeProps {
  /** The record's values now, as lines a manager reads («Цена: 10 590 ₽»). */
  lines: string[];
  /** Replaces what the manager typed with the record as it is now. */
  onTakeCurrent: () => void;
  /** Keeps what the manager typed, to be saved over the newer record with the next «Сохранить». */
  onKeepMine: () => void;
}

/**
 * Shown when a save met a newer version of the record (409 STALE, CONTRACT §17): what the record
 * holds now, and the manager's choice — take those values, or keep theirs and save again.
 */
export function StaleNotice({ lines, onTakeCurrent, onKeepMine }: StaleNoticeProps) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{STALE_MESSAGE}. Ничего не сохранено.</Alert.Title>
        {lines.length > 0 && (
          <Stack as="ul" gap="0" ps="4" aria-label="Сейчас в записи">
            {lines.map((line) => (
              <Text as="li" key={line} fontSize="sm">
                {line}
              </Text>
            ))}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={onTakeCurrent}>
            Взять текущие значения
          </Button>
          <Button size="sm" variant="outline" onClick={onKeepMine}>
            Оставить мои — сохраню ещё раз
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
