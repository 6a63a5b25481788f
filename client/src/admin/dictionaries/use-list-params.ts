import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of every admin list. */
export const PAGE_SIZE = 20;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page and the filters of an admin list, kept in the address (`?page=2&role=Admin`), so a
 * reload or a link keeps them. Changing a filter goes back to the first page; an empty filter
 * leaves the address.
 */
export function useListParams<TFilter extends string = never>(filterNames: readonly TFilter[] = []) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<TFilter, string>;

  const write = (nextFilters: Record<string, string>, nextPage: number) => {
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries(nextFilters)) if (value) next[name] = value;
    if (nextPage > 1) next.page = String(nextPage);
    setParams(next);
  };

  return {
    page,
    offset: (page - 1) * PAGE_SIZE,
    filters,
    setPage: (next: number) => write(filters, next),
    setFilter: (name: TFilter, value: string) => write({ ...filters, [name]: value }, 1),
  };
}

/** A page left empty (its last rows removed) moves back to the last page that still has rows. */
export function useLastPageFallback(list: { rows: readonly unknown[]; length: number } | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (list && list.rows.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(list.length / PAGE_SIZE)));
  });
}
