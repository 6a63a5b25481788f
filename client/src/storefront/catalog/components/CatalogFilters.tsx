import { formatPrice } from '../../../shared/format/format';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { hasFilters, NO_FILTERS, type CatalogFilters as Filters } from '../catalog-params';
import styles from './CatalogFilters.module.css';

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
    <form onSubmit={form.onSubmit} noValidate aria-label="Фильтры" className={styles.filters}>
      {brands.length > 0 && (
        <fieldset className={styles.brands}>
          <legend className={styles.legend}>Бренд</legend>
          {brands.map((brand) => (
            <Checkbox key={brand.id} className={styles.check} checked={chosenBrands.value.includes(brand.id)} onChange={(checked) => toggleBrand(brand.id, checked)}>
              {brand.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <div className={styles.prices}>
        <TextField label="Цена от" placeholder={formatPrice(priceRange.minPrice)} {...form.field('minPrice')} />
        <TextField label="Цена до" placeholder={formatPrice(priceRange.maxPrice)} {...form.field('maxPrice')} />
      </div>
      <Checkbox className={styles.check} checked={inStock.value} onChange={inStock.onChange}>
        Только в наличии
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          Показать
        </Button>
        {hasFilters(value) && (
          <Button size="sm" variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            Сбросить
          </Button>
        )}
      </div>
    </form>
  );
}
