import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface StringListFieldProps {
  label: string;
  /** The accessible name of one item: «Параметр 1». */
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  helper?: string;
  placeholder?: string;
}

/** An editable list of strings: one input per item, «Удалить» beside each, an add button below. */
export function StringListField({ label, itemLabel, addLabel, values, onChange, error, helper, placeholder }: StringListFieldProps) {
  const update = (index: number, value: string) => onChange(values.map((item, i) => (i === index ? value : item)));
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Stack gap="2" mt="2">
        {values.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            Пока пусто.
          </Text>
        )}
        {values.map((value, index) => (
          <HStack key={index}>
            <Input value={value} onChange={(event) => update(index, event.target.value)} aria-label={`${itemLabel} ${index + 1}`} placeholder={placeholder} />
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              onClick={() => onChange(values.filter((_, i) => i !== index))}
              aria-label={`Удалить: ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              Удалить
            </Button>
          </HStack>
        ))}
        <Button alignSelf="flex-start" variant="subtle" size="sm" onClick={() => onChange([...values, ''])}>
          {addLabel}
        </Button>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
