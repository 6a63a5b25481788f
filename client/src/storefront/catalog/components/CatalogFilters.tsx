import { useEffect, useRef } from 'react';
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
  /**
   * Beside the list on a desktop: a ticked option applies at once, a price when Enter is pressed or
   * the field is left. Otherwise (the phone's panel) everything applies together with the button.
   */
  live?: boolean;
  /** The panel's filters as the shopper sets them, before they apply (to count what they would show). */
  onChange?: (pending: Filters) => void;
  /** The button's words, e.g. «Показать 12 товаров». */
  submitLabel?: string;
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

/** The form's values as filters: prices as numbers. */
const filtersFrom = (values: Omit<Filters, 'minPrice' | 'maxPrice'> & { minPrice: string; maxPrice: string }): Filters => ({
  ...values,
  minPrice: parsePrice(values.minPrice),
  maxPrice: parsePrice(values.maxPrice),
});

/** A count beside an option: seen, but not part of its name. */
const Count = ({ count }: { count: number }) => (
  <span className={styles.count} aria-hidden>
    {count}
  </span>
);

/**
 * The catalogue's filters: brands, colours (with swatches), sizes and collections, each option
 * with how many products it would show under the other filters, a price from–to (the range as
 * hints) and «Только в наличии». «Сбросить» removes them all.
 */
export function CatalogFilters({ value, facets, onApply, live = false, onChange, submitLabel = 'Показать' }: CatalogFiltersProps) {
  const form = useForm({
    initial: { ...value, minPrice: value.minPrice?.toString() ?? '', maxPrice: value.maxPrice?.toString() ?? '' },
    validate: (values) => {
      const [min, max] = [parsePrice(values.minPrice), parsePrice(values.maxPrice)];
      return check({
        minPrice: !isPrice(min) && NOT_A_PRICE,
        maxPrice: !isPrice(max) ? NOT_A_PRICE : min !== undefined && max !== undefined && max < min && PRICES_SWAPPED,
      });
    },
    onSubmit: async (values) => apply(live ? { ...latest.current, minPrice: parsePrice(values.minPrice), maxPrice: parsePrice(values.maxPrice) } : filtersFrom(values)),
  });
  // Live, what was applied last: a price applied as its field is left, then the box clicked, both count before the address has caught up.
  const latest = useRef(value);
  const apply = (next: Filters) => {
    latest.current = next;
    onApply(next);
  };
  const { values, setValues } = form;
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // Live, the form holds only the prices: they follow those applied (a chip removed, «Сбросить»).
  const { minPrice, maxPrice } = value;
  useEffect(() => {
    if (live) setValues((typed) => ({ ...typed, minPrice: minPrice?.toString() ?? '', maxPrice: maxPrice?.toString() ?? '' }));
  }, [minPrice, maxPrice, live, setValues]);
  const untouched = useRef(values);
  useEffect(() => {
    if (onChange && values !== untouched.current && isPrice(parsePrice(values.minPrice)) && isPrice(parsePrice(values.maxPrice))) onChange(filtersFrom(values));
  }, [values, onChange]);
  const pricesChanged = parsePrice(values.minPrice) !== value.minPrice || parsePrice(values.maxPrice) !== value.maxPrice;
  /** Live, an option is the applied filters' own and its change applies them; otherwise it waits in the form. */
  const option = <K extends IdFilter | 'inStock'>(name: K) => {
    const field = form.field(name);
    return live ? { value: value[name], onChange: (next: Filters[K]) => apply({ ...latest.current, [name]: next }) } : field;
  };
  const inStock = option('inStock');
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Фильтры" className={styles.filters}>
      {groups.map(({ filter, legend, chips }) => {
        const chosen = option(filter);
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
      <div className={styles.prices} onBlur={live ? (event) => !event.currentTarget.contains(event.relatedTarget) && pricesChanged && form.onSubmit(event) : undefined}>
        <TextField label="Цена от" placeholder={formatPrice(facets.price.min)} {...form.field('minPrice')} />
        <TextField label="Цена до" placeholder={formatPrice(facets.price.max)} {...form.field('maxPrice')} />
      </div>
      <Checkbox className={styles.check} checked={inStock.value} onChange={inStock.onChange}>
        Только в наличии
        <Count count={facets.inStock} />
      </Checkbox>
      <div className={styles.actions}>
        {(!live || pricesChanged) && (
          <Button type="submit" size="sm">
            {live ? 'Применить цену' : submitLabel}
          </Button>
        )}
        {hasFilters(value) && (
          <Button size="sm" variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            Сбросить
          </Button>
        )}
      </div>
    </form>
  );
}
