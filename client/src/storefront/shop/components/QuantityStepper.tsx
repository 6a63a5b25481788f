import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen (the stock); no limit but the server's when left out. */
  max?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Names the group for screen readers: «Количество», «Количество: Кеды, 42». */
  label?: string;
}

/** «−», the quantity, «+»: from 1 up to `max`. */
export function QuantityStepper({ value, max, onChange, disabled, label = 'Количество' }: QuantityStepperProps) {
  return (
    <HStack role="group" aria-label={label} gap="1">
      <IconButton size="sm" variant="outline" aria-label="Меньше" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </IconButton>
      <Text as="output" minW="8" textAlign="center" fontWeight="medium" aria-live="polite">
        {value}
      </Text>
      <IconButton size="sm" variant="outline" aria-label="Больше" disabled={disabled || (max !== undefined && value >= max)} onClick={() => onChange(value + 1)}>
        +
      </IconButton>
    </HStack>
  );
}
