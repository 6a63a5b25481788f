import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import type { ProductSort } from '../../../generated/shop/graphql';
import { sortOptions } from '../catalog-params';

/** The catalogue's order: popular first, new first, cheaper or dearer first, best rated first. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label whiteSpace="nowrap">Сортировка</Field.Label>
      <NativeSelect.Root size="sm" w="52">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
          {sortOptions.map((option) => (
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
