import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When the field is left: an amount is redrawn the Russian way. */
  onBlur?: () => void;
  error?: string;
  helper?: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** The phone keyboard for a number. */
  inputMode?: 'numeric' | 'decimal';
}

/** A labelled text input (or textarea) with its helper text and the server's reason under it. */
export function TextField({ label, value, onChange, onBlur, error, helper, required, multiline, placeholder, inputMode }: TextFieldProps) {
  const common = { value, onBlur, placeholder, 'aria-required': required || undefined };
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea {...common} onChange={(event) => onChange(event.target.value)} rows={4} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} inputMode={inputMode} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
