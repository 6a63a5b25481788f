import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import type { SelectOption } from '../../dictionary';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The choice meaning «none»: «Без родителя», «Без категории»; no such choice without it. */
  emptyLabel?: string;
  loading?: boolean;
  error?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** The field's width where it stands in a row of filters or actions: `xs`, `56`. */
  width?: string;
  size?: 'sm' | 'md';
}

/** A native select over the given choices, with an empty choice first. */
export function SelectField({ label, value, onChange, options, emptyLabel, loading, error, helper, required, disabled, width, size }: SelectFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} w={width}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={loading || disabled} size={size}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} aria-required={required || undefined}>
          {(emptyLabel !== undefined || loading) && <option value="">{loading ? 'Загрузка…' : emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
