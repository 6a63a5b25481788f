import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';

export interface DateTimeFieldProps {
  label: string;
  /** `2026-12-01T00:00`, or empty for none. */
  value: string;
  onChange: (value: string) => void;
  helper?: string;
  error?: string;
}

/** A day and a time in the browser's own picker; emptied, it means «none». */
export function DateTimeField({ label, value, onChange, helper, error }: DateTimeFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
