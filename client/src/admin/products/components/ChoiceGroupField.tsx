import { Checkbox } from '@chakra-ui/react/checkbox';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { SelectOption } from '../../dictionaries/dictionary';

export interface ChoiceGroupFieldProps {
  label: string;
  options: SelectOption[];
  /** The chosen options' values. */
  values: string[];
  onChange: (values: string[]) => void;
  /** «Тегов пока нет.» */
  empty: string;
  error?: string;
  helper?: string;
}

/** Several choices at once, as a group of checkboxes. */
export function ChoiceGroupField({ label, options, values, onChange, empty, error, helper }: ChoiceGroupFieldProps) {
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...values, value] : values.filter((chosen) => chosen !== value));
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Flex gap="2" columnGap="5" wrap="wrap" mt="1">
        {options.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        )}
        {options.map((option) => (
          <Checkbox.Root key={option.value} size="sm" checked={values.includes(option.value)} onCheckedChange={(details) => toggle(option.value, details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
