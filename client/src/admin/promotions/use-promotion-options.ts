import { useQuery } from '@apollo/client/react';
import { AdminPromotionOptionsDocument } from '../../generated/admin/graphql';
import type { SelectOption } from '../dictionaries/dictionary';

/** Every promotion as a choice, «Зима −15 % (WINTER15)»: the one a newsletter announces. */
export function usePromotionOptions(): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(AdminPromotionOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    options: data?.options.rows.map((promotion) => ({ value: String(promotion.id), label: promotion.code ? `${promotion.name} (${promotion.code})` : promotion.name })) ?? [],
    loading: loading && !data,
  };
}
