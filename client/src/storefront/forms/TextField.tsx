import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useHydrated } from '../../shared/routing/server-page';
import { Field, Input, Textarea } from '../ui/Field';
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
    <Field label={label} required={required} disabled={!hydrated} helper={helper} error={error}>
      {(control) =>
        rows ? (
          <Textarea {...control} value={value} rows={rows} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...control} type={type} value={value} autoComplete={autoComplete} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}
