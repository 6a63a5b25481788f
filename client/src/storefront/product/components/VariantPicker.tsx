import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AttributeOption } from '../variant-choice';

export interface VariantPickerProps {
  /** «Размер», «Цвет». */
  label: string;
  options: AttributeOption[];
  selected: string | null;
  onChoose: (key: string) => void;
}

const hints: Record<AttributeOption['state'], string | undefined> = {
  inStock: undefined,
  soldOut: 'нет в наличии',
  otherCombination: 'в другом сочетании',
};

/**
 * The sizes or colours of a product as buttons: the chosen one filled, a sold-out one struck
 * through, one that exists only with another size or colour dimmed (choosing it switches that too).
 */
export function VariantPicker({ label, options, selected, onChoose }: VariantPickerProps) {
  if (!options.length) return null;
  const chosen = options.find((option) => option.key === selected);
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium">
        {label}
        {chosen && (
          <Text as="span" fontWeight="normal" color="fg.muted">
            : {chosen.name}
          </Text>
        )}
      </Text>
      <Flex gap="2" wrap="wrap">
        {options.map((option) => {
          const hint = hints[option.state];
          return (
            <Button
              key={option.key}
              size="sm"
              variant={option.key === selected ? 'solid' : 'outline'}
              aria-pressed={option.key === selected}
              aria-label={hint ? `${option.name} (${hint})` : option.name}
              title={hint}
              opacity={option.state === 'otherCombination' ? 0.55 : 1}
              textDecoration={option.state === 'soldOut' ? 'line-through' : undefined}
              onClick={() => onChoose(option.key)}
            >
              {option.code && <Box as="span" boxSize="3.5" borderRadius="full" borderWidth="1px" bg={option.code} aria-hidden />}
              {option.name}
            </Button>
          );
        })}
      </Flex>
    </Stack>
  );
}
