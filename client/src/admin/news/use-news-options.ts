import { useQuery } from '@apollo/client/react';
import { AdminNewsOptionsDocument } from '../../generated/admin/graphql';
import type { SelectOption } from '../dictionaries/dictionary';

/** Every news post as a choice (limit 1000, newest first): the news a newsletter leads to. */
export function useNewsOptions(): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(AdminNewsOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    options: data?.options.rows.map((post) => ({ value: String(post.id), label: post.title })) ?? [],
    loading: loading && !data,
  };
}
