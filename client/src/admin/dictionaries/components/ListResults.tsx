import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { PAGE_SIZE } from '../use-list-params';
import { ListPagination } from './ListPagination';

export interface ListResultsProps {
  /** The list's query: an arrived page stays on screen while the next loads; a failure offers «Повторить». */
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  total: number;
  rowCount: number;
  /** «Пользователей не найдено.» */
  empty: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The table of the page. */
  children: ReactNode;
}

/** Under an admin list's heading and filters: the loader or the error, then «Всего», the table (or the empty text) and the pages. */
export function ListResults({ query, total, rowCount, empty, page, onPageChange, children }: ListResultsProps) {
  const loaded = !!query.data;
  if (query.loading && !loaded) return <PageLoader />;
  if (query.error && !loaded) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!loaded) return null;
  return (
    <>
      <Text color="fg.muted" aria-live="polite">
        Всего: {total}
      </Text>
      {rowCount > 0 ? children : <Text py="6">{empty}</Text>}
      <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={onPageChange} />
    </>
  );
}
