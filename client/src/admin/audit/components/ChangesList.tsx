import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { AuditEntity } from '../../../generated/admin/graphql';
import { fieldLabel, valueText } from '../audit-labels';

/** A change's fields, each «Цена: 4 990 ₽ → 5 290 ₽», «Статус: Новый → Отменён»; a created record shows what it got, a deleted one what it had. */
export function ChangesList({ changes, entity }: { changes: Record<string, [unknown, unknown]>; entity?: AuditEntity }) {
  const entries = Object.entries(changes);
  if (!entries.length) return <Text color="fg.muted">—</Text>;
  return (
    <Box as="ul" listStyleType="none" fontSize="sm" maxW="md">
      {entries.map(([field, [before, after]]) => (
        <li key={field}>
          <Text as="span" fontWeight="semibold">
            {fieldLabel(field, entity)}:
          </Text>{' '}
          <Text as="span" wordBreak="break-word">
            {before === null ? valueText(after, field, entity) : after === null ? `${valueText(before, field, entity)} → —` : `${valueText(before, field, entity)} → ${valueText(after, field, entity)}`}
          </Text>
        </li>
      ))}
    </Box>
  );
}
