import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SelectOption } from '../dictionary';
import { SelectField } from './fields/SelectField';

/** A row of list filters above the table. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap">
      {children}
    </HStack>
  );
}

/** A search box applied with «Найти» (or Enter); «Сбросить» appears while a search is applied. */
export function SearchFilter({ label, value, onSearch, placeholder }: { label: string; value: string; onSearch: (value: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <HStack gap="2" align="flex-end">
        <Field.Root w="xs">
          <Field.Label>{label}</Field.Label>
          <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} />
        </Field.Root>
        <Button type="submit" variant="outline">
          Найти
        </Button>
        {value && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Сбросить
          </Button>
        )}
      </HStack>
    </form>
  );
}

/** A choice filter applied at once; the empty value means «all» (`allLabel`). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  allLabel: string;
}) {
  return <SelectField label={label} value={value} onChange={onChange} options={options} emptyLabel={allLabel} width="xs" />;
}
