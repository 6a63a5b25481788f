import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useHydrated } from '../../shared/routing/server-page';
import type { FieldBinding } from './use-form';

export interface TextFieldProps extends FieldBinding<string> {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  helper?: string;
  placeholder?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A labelled input with its helper text, and the reason under it when it is refused. */
export function TextField({ label, type = 'text', autoComplete, required, helper, placeholder, rows, value, error, onChange }: TextFieldProps) {
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={!!error} required={required} disabled={!hydrated}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea value={value} rows={rows} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input type={type} value={value} autoComplete={autoComplete} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
