import type { CatalogFacetsFragment } from '../../../generated/catalog/graphql';
import { formatPrice } from '../../../shared/format/format';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { hasFilters, NO_FILTERS, type CatalogFilters as Filters, type IdFilter } from '../catalog-params';
import styles from './CatalogFilters.module.css';

const NOT_A_PRICE = 'Введите сумму числом';
const PRICES_SWAPPED = 'Не меньше, чем «от»';

export interface CatalogFiltersProps {
  /** The filters applied now (from the address). */
  value: Filters;
  /** What the list holds under the other filters, with counts (the server's facets). */
  facets: CatalogFacetsFragment;
  onApply: (filters: Filters) => void;
}

/** '' → no bound, «1 500» or «1500,50» → the number, anything else → NaN. */
const parsePrice = (text: string): number | undefined => (text.trim() ? Number(text.replace(/\s/g, '').replace(',', '.')) : undefined);
const isPrice = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value >= 0);

const groups: { filter: IdFilter; legend: string; chips?: boolean }[] = [
  { filter: 'brands', legend: 'Бренд' },
  { filter: 'colors', legend: 'Цвет' },
  { filter: 'sizes', legend: 'Размер', chips: true },
  { filter: 'tags', legend: 'Подборка' },
];

/** A count beside an option: seen, but not part of its name. */
const Count = ({ count }: { count: number }) => (
  <span className={styles.count} aria-hidden>
    {count}
  </span>
);

/**
 * The catalogue's filters: brands, colours (with swatches), sizes and collections, each option
 * with how many products it would show under the other filters, a price from–to (the range as
 * hints) and «Только в наличии». They apply together with «Показать»; «Сбросить» removes them all.
 */
export function CatalogFilters({ value, facets, onApply }: CatalogFiltersProps) {
  const form = useForm({
    initial: { ...value, minPrice: value.minPrice?.toString() ?? '', maxPrice: value.maxPrice?.toString() ?? '' },
    validate: (values) => {
      const [min, max] = [parsePrice(values.minPrice), parsePrice(values.maxPrice)];
      return check({
        minPrice: !isPrice(min) && NOT_A_PRICE,
        maxPrice: !isPrice(max) ? NOT_A_PRICE : min !== undefined && max !== undefined && max < min && PRICES_SWAPPED,
      });
    },
    onSubmit: async (values) => onApply({ ...values, minPrice: parsePrice(values.minPrice), maxPrice: parsePrice(values.maxPrice) }),
  });
  const inStock = form.field('inStock');
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Фильтры" className={styles.filters}>
      {groups.map(({ filter, legend, chips }) => {
        const chosen = form.field(filter);
        const toggle = (id: number, checked: boolean) => chosen.onChange(checked ? [...chosen.value, id] : chosen.value.filter((other) => other !== id));
        const options = facets[filter];
        if (!options.length) return null;
        return (
          <fieldset key={filter} className={styles.group}>
            <legend className={styles.legend}>{legend}</legend>
            <div className={chips ? styles.chips : styles.group}>
              {options.map((option) => (
                <Checkbox key={option.id} className={styles.check} checked={chosen.value.includes(option.id)} onChange={(checked) => toggle(option.id, checked)}>
                  {'code' in option && <span className={styles.swatch} style={{ background: option.code }} aria-hidden />}
                  {option.name}
                  <Count count={option.count} />
                </Checkbox>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.prices}>
        <TextField label="Цена от" placeholder={formatPrice(facets.price.min)} {...form.field('minPrice')} />
        <TextField label="Цена до" placeholder={formatPrice(facets.price.max)} {...form.field('maxPrice')} />
      </div>
      <Checkbox className={styles.check} checked={inStock.value} onChange={inStock.onChange}>
        Только в наличии
        <Count count={facets.inStock} />
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
