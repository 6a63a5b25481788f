import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useState, type KeyboardEvent } from 'react';

export interface InputFilterProps {
  label: string;
  /** The applied value, as kept in the address. */
  value: string;
  onApply: (value: string) => void;
  type: 'number' | 'date' | 'text';
  placeholder?: string;
  /** The server's reason the applied value cannot be looked for, under the field. */
  error?: string;
}

/**
 * A number, date or text filter applied when the field is left or Enter is pressed (a date at once,
 * when picked); clearing the field removes the filter.
 */
export function InputFilter({ label, value, onApply, type, placeholder, error }: InputFilterProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  const apply = (next: string) => {
    if (next.trim() !== value) onApply(next.trim());
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(text);
  };
  return (
    <Field.Root w={type === 'text' ? '56' : '44'} invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (type === 'date') apply(event.target.value);
        }}
        onBlur={() => apply(text)}
        onKeyDown={applyOnEnter}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
