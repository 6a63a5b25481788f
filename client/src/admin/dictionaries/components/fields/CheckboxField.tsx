import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  helper?: string;
}

export function CheckboxField({ label, checked, onChange, error, helper }: CheckboxFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
