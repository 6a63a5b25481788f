import { useQuery } from '@apollo/client/react';
import { AdminCategoryOptionsDocument } from '../../generated/admin/graphql';
import type { SelectOption } from '../dictionaries/dictionary';

/** Every category as a choice (limit 1000, by name): the parent of a category, the category of a brand. */
export function useCategoryOptions(): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(AdminCategoryOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    options: data?.options.rows.map((category) => ({ value: String(category.id), label: category.name })) ?? [],
    loading: loading && !data,
  };
}
