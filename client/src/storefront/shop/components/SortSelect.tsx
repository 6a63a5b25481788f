import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

export interface SortOption<S extends string> {
  value: S;
  label: string;
}

/** «Сортировка» and its options: the catalogue's order, the reviews' and questions' order. */
export function SortSelect<S extends string>({ value, options, onChange }: { value: S; options: readonly SortOption<S>[]; onChange: (sort: S) => void }) {
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label whiteSpace="nowrap">Сортировка</Field.Label>
      <NativeSelect.Root size="sm" w="52">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as S)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
