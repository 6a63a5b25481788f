import { useQuery } from '@apollo/client/react';
import { AdminPromotionChoicesDocument } from '../../../generated/admin/graphql';
import type { SelectOption } from '../../dictionaries/dictionary';
import { treeOrder } from '../../dictionaries/tree-rows';

export interface PromotionChoices {
  /** In tree order, each named by its path: «Платья / Летние». */
  categories: SelectOption[];
  brands: SelectOption[];
  loading: boolean;
}

type Category = { id: number; name: string; parent: { id: number } | null };

/** «Платья / Летние»: a category after its ancestors, so that one of the same name under two parents is told apart. */
function pathOf(category: Category, byId: Map<number, Category>): string {
  const names = [category.name];
  for (let parent = category.parent && byId.get(category.parent.id); parent && names.length < 20; parent = parent.parent && byId.get(parent.parent.id)) names.unshift(parent.name);
  return names.join(' / ');
}

/** Every category and brand (limit 1000 each, one request) a promotion may be limited to. */
export function usePromotionChoices(): PromotionChoices {
  const { data, loading } = useQuery(AdminPromotionChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const categories = data?.categories.rows ?? [];
  const byId = new Map(categories.map((category) => [category.id, category]));
  return {
    categories: treeOrder(categories, (category) => category.parent?.id).map((category) => ({ value: String(category.id), label: pathOf(category, byId) })),
    brands: data?.brands.rows.map((brand) => ({ value: String(brand.id), label: brand.name })) ?? [],
    loading: loading && !data,
  };
}
