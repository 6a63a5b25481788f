import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SelectOption } from '../../dictionaries/dictionary';

export interface ProductChoiceFieldProps {
  /** The products chosen, each with its name once known. */
  chosen: SelectOption[];
  /** The search as typed. */
  search: string;
  onSearch: (text: string) => void;
  /** The products the search found; undefined before a search. */
  found?: SelectOption[];
  searching: boolean;
  onAdd: (product: SelectOption) => void;
  onRemove: (value: string) => void;
  error?: string;
}

/** «Товары»: the chosen ones, each with «Убрать», and a search by name or SKU whose finds are added one by one. */
export function ProductChoiceField({ chosen, search, onSearch, found, searching, onAdd, onRemove, error }: ProductChoiceFieldProps) {
  const isChosen = (value: string) => chosen.some((product) => product.value === value);
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Товары</Fieldset.Legend>
      <Stack gap="3" mt="1">
        {chosen.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Выбранные товары">
            {chosen.map((product) => (
              <HStack as="li" key={product.value} gap="3">
                <Text>{product.label}</Text>
                <Button size="xs" variant="ghost" onClick={() => onRemove(product.value)} aria-label={`Убрать «${product.label}»`}>
                  Убрать
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Товары не выбраны.
          </Text>
        )}
        <Field.Root maxW="sm">
          <Field.Label>Найти товар</Field.Label>
          <Input
            type="search"
            value={search}
            placeholder="название или артикул"
            onChange={(event) => onSearch(event.target.value)}
            // Enter would send the whole form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </Field.Root>
        {searching && <Text fontSize="sm">Поиск…</Text>}
        {!searching && found?.length === 0 && <Text fontSize="sm">Ничего не нашлось.</Text>}
        {!searching && !!found?.length && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Найденные товары">
            {found.map((product) => (
              <HStack as="li" key={product.value} gap="3">
                <Text>{product.label}</Text>
                <Button size="xs" variant="outline" disabled={isChosen(product.value)} onClick={() => onAdd(product)} aria-label={`Добавить «${product.label}»`}>
                  {isChosen(product.value) ? 'Выбран' : 'Добавить'}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
