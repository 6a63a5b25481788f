import type { CatalogFacetsFragment } from '../../../generated/catalog/graphql';
import { formatPrice } from '../../../shared/format/format';
import { Button } from '../../ui/Button';
import { hasFilters, idFilters, NO_FILTERS, type CatalogFilters, type IdFilter } from '../catalog-params';
import styles from './ActiveFilters.module.css';

interface Chip {
  label: string;
  without: CatalogFilters;
}

/** Every chosen filter as a chip that removes it; the names come from the facets. */
function chipsOf(value: CatalogFilters, facets: CatalogFacetsFragment): Chip[] {
  const chips: Chip[] = [];
  for (const filter of Object.keys(idFilters) as IdFilter[]) {
    for (const id of value[filter]) {
      const name = facets[filter].find((option) => option.id === id)?.name;
      if (name) chips.push({ label: name, without: { ...value, [filter]: value[filter].filter((other) => other !== id) } });
    }
  }
  if (value.minPrice !== undefined) chips.push({ label: `от ${formatPrice(value.minPrice)}`, without: { ...value, minPrice: undefined } });
  if (value.maxPrice !== undefined) chips.push({ label: `до ${formatPrice(value.maxPrice)}`, without: { ...value, maxPrice: undefined } });
  if (value.inStock) chips.push({ label: 'В наличии', without: { ...value, inStock: false } });
  if (value.discounted) chips.push({ label: 'Со скидкой', without: { ...value, discounted: false } });
  return chips;
}

/** The filters applied now, above the products: each removed by its chip, all by «Сбросить всё». */
export function ActiveFilters({ value, facets, onApply }: { value: CatalogFilters; facets: CatalogFacetsFragment; onApply: (filters: CatalogFilters) => void }) {
  if (!hasFilters(value)) return null;
  return (
    <div className={styles.chips} role="group" aria-label="Выбранные фильтры">
      {chipsOf(value, facets).map((chip) => (
        <button key={chip.label} type="button" className={styles.chip} aria-label={`Убрать фильтр: ${chip.label}`} onClick={() => onApply(chip.without)}>
          {chip.label}
          <span className={styles.cross} aria-hidden>
            ×
          </span>
        </button>
      ))}
      <Button size="xs" variant="ghost" onClick={() => onApply(NO_FILTERS)}>
        Сбросить всё
      </Button>
    </div>
  );
}
