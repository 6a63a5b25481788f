import { useQuery } from '@apollo/client/react';
import { AdminProductChoicesDocument, AdminVariantChoicesDocument } from '../../../generated/admin/graphql';
import type { SelectOption } from '../../dictionaries/dictionary';

/** A category as a choice, with the names of the parameters its products fill. */
export interface CategoryChoice extends SelectOption {
  parameters: string[];
}

export interface ProductChoices {
  categories: CategoryChoice[];
  brands: SelectOption[];
  colors: SelectOption[];
  sizes: SelectOption[];
  tags: SelectOption[];
  loading: boolean;
}

const options = (rows: readonly { id: number; name: string }[] | undefined): SelectOption[] => rows?.map((row) => ({ value: String(row.id), label: row.name })) ?? [];

/** Every category, brand, color, size and tag (limit 1000 each, in two requests) for the product form and the list's filters. */
export function useProductChoices(): ProductChoices {
  const product = useQuery(AdminProductChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const variant = useQuery(AdminVariantChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return {
    categories: product.data?.categories.rows.map((category) => ({ value: String(category.id), label: category.name, parameters: category.parameters })) ?? [],
    brands: options(product.data?.brands.rows),
    colors: options(variant.data?.colors.rows),
    sizes: options(variant.data?.sizes.rows),
    tags: options(variant.data?.tags.rows),
    loading: (product.loading && !product.data) || (variant.loading && !variant.data),
  };
}
