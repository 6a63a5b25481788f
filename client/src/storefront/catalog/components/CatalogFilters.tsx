import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { formatPrice } from '../../../shared/format/format';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check } from '../../forms/validation';
import { hasFilters, NO_FILTERS, type CatalogFilters as Filters } from '../catalog-params';

const NOT_A_PRICE = 'Введите сумму числом';
const PRICES_SWAPPED = 'Не меньше, чем «от»';

export interface CatalogFiltersProps {
  /** The filters applied now (from the address). */
  value: Filters;
  brands: { id: number; name: string }[];
  priceRange: { minPrice: number; maxPrice: number };
  onApply: (filters: Filters) => void;
}

/** '' → no bound, «1 500» or «1500,50» → the number, anything else → NaN. */
const parsePrice = (text: string): number | undefined => (text.trim() ? Number(text.replace(/\s/g, '').replace(',', '.')) : undefined);
const isPrice = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value >= 0);

function FilterCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The catalogue's filters: brands, a price from–to (the range of the list as hints) and «Только в
 * наличии». They apply together with «Показать»; «Сбросить» removes them all.
 */
export function CatalogFilters({ value, brands, priceRange, onApply }: CatalogFiltersProps) {
  const form = useForm({
    initial: { brands: value.brands, minPrice: value.minPrice?.toString() ?? '', maxPrice: value.maxPrice?.toString() ?? '', inStock: value.inStock },
    validate: (values) => {
      const [min, max] = [parsePrice(values.minPrice), parsePrice(values.maxPrice)];
      return check({
        minPrice: !isPrice(min) && NOT_A_PRICE,
        maxPrice: !isPrice(max) ? NOT_A_PRICE : min !== undefined && max !== undefined && max < min && PRICES_SWAPPED,
      });
    },
    onSubmit: async (values) =>
      onApply({ brands: values.brands, minPrice: parsePrice(values.minPrice), maxPrice: parsePrice(values.maxPrice), inStock: values.inStock }),
  });
  const chosenBrands = form.field('brands');
  const toggleBrand = (id: number, checked: boolean) =>
    chosenBrands.onChange(checked ? [...chosenBrands.value, id] : chosenBrands.value.filter((chosen) => chosen !== id));
  const inStock = form.field('inStock');
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Фильтры">
      <Stack gap="6">
        {brands.length > 0 && (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">Бренд</Fieldset.Legend>
            <Fieldset.Content gap="2">
              {brands.map((brand) => (
                <FilterCheckbox key={brand.id} label={brand.name} checked={chosenBrands.value.includes(brand.id)} onChange={(checked) => toggleBrand(brand.id, checked)} />
              ))}
            </Fieldset.Content>
          </Fieldset.Root>
        )}
        <HStack gap="2" align="flex-start">
          <TextField label="Цена от" placeholder={formatPrice(priceRange.minPrice)} {...form.field('minPrice')} />
          <TextField label="Цена до" placeholder={formatPrice(priceRange.maxPrice)} {...form.field('maxPrice')} />
        </HStack>
        <FilterCheckbox label="Только в наличии" checked={inStock.value} onChange={inStock.onChange} />
        <HStack gap="2">
          <Button type="submit" size="sm">
            Показать
          </Button>
          {hasFilters(value) && (
            <Button size="sm" variant="ghost" onClick={() => onApply(NO_FILTERS)}>
              Сбросить
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
