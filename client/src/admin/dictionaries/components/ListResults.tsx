import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { PAGE_SIZE } from '../use-list-params';
import { ListPagination } from './ListPagination';

export interface ListResultsProps {
  /** Whether a page has arrived (an earlier one stays on screen while the next loads). */
  loaded: boolean;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
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
export function ListResults({ loaded, loading, error, onRetry, total, rowCount, empty, page, onPageChange, children }: ListResultsProps) {
  if (loading && !loaded) return <PageLoader />;
  if (error && !loaded) return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
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
