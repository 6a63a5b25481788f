import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** The phone keyboard for a number. */
  inputMode?: 'numeric' | 'decimal';
}

/** A labelled text input (or textarea) with its helper text and the server's reason under it. */
export function TextField({ label, value, onChange, error, helper, required, multiline, placeholder, inputMode }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={4} placeholder={placeholder} />
      ) : (
        <Input value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} inputMode={inputMode} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
