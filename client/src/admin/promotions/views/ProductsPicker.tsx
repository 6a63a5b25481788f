import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AdminPromotionProductSearchDocument, AdminPromotionProductsDocument } from '../../../generated/admin/graphql';
import type { SelectOption } from '../../dictionaries/dictionary';
import { ProductChoiceField } from '../components/ProductChoiceField';

/** How long typing must pause before the search goes out, ms. */
const SEARCH_PAUSE = 300;
/** A search needs this many letters. */
const MIN_SEARCH = 2;

export interface ProductsPickerProps {
  /** The chosen products' ids. */
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}

/**
 * The products a promotion is limited to: their names are asked once for those it already has, and
 * a search by name or SKU (from two letters, after a pause in typing) offers more to add.
 */
export function ProductsPicker({ values, onChange, error }: ProductsPickerProps) {
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(search.trim()), SEARCH_PAUSE);
    return () => window.clearTimeout(timer);
  }, [search]);

  // Only the ids the promotion came with are asked for: those added later are named by the search that found them.
  const [initial] = useState(values);
  const saved = useQuery(AdminPromotionProductsDocument, { variables: { ids: initial.map(Number) }, skip: initial.length === 0 });
  const found = useQuery(AdminPromotionProductSearchDocument, { variables: { q: settled }, skip: settled.length < MIN_SEARCH });

  const nameOf = (id: string) => names.get(id) ?? saved.data?.products.rows.find((product) => String(product.id) === id)?.name ?? `Товар №${id}`;
  const options = (rows: readonly { id: number; name: string }[]): SelectOption[] => rows.map((product) => ({ value: String(product.id), label: product.name }));

  return (
    <ProductChoiceField
      chosen={values.map((id) => ({ value: id, label: nameOf(id) }))}
      search={search}
      onSearch={setSearch}
      found={settled.length >= MIN_SEARCH && found.data ? options(found.data.products.rows) : undefined}
      searching={found.loading || (search.trim() !== settled && search.trim().length >= MIN_SEARCH)}
      onAdd={(product) => {
        setNames((current) => new Map(current).set(product.value, product.label));
        onChange([...values, product.value]);
      }}
      onRemove={(id) => onChange(values.filter((value) => value !== id))}
      error={error}
    />
  );
}
