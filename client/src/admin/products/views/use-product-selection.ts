import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { AdminProductIdsDocument, type AdminProductIdsQueryVariables } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import type { RowSelection } from '../../dictionaries/components/DataTable';

/** The ids query's page: the API's largest. */
const IDS_PAGE_SIZE = 100;

export type ProductFilters = Omit<AdminProductIdsQueryVariables, 'page' | 'limit'>;

interface NamedRow {
  id: number;
  name: string;
}

/**
 * The ticked products of the list. Ticks stay while the manager turns pages or changes the order,
 * and are dropped when a filter changes, since the products found then are others. «Выбрать все
 * найденные» asks for the ids of every product the filters find.
 */
export function useProductSelection(filters: ProductFilters) {
  const client = useApolloClient();
  const { sort: _order, ...which } = filters;
  const filtersKey = JSON.stringify(which);
  const [state, setState] = useState({ filtersKey, ids: new Set<number>() });
  const [collecting, setCollecting] = useState(false);
  // Names of the products seen, for the report of those an action could not change.
  const names = useRef(new Map<number, string>());

  const ids = state.filtersKey === filtersKey ? state.ids : new Set<number>();
  const update = (change: (next: Set<number>) => void) =>
    setState((current) => {
      const next = new Set(current.filtersKey === filtersKey ? current.ids : []);
      change(next);
      return { filtersKey, ids: next };
    });

  const mark = (rows: readonly NamedRow[], checked: boolean) => {
    rows.forEach((row) => names.current.set(row.id, row.name));
    update((next) => rows.forEach((row) => (checked ? next.add(row.id) : next.delete(row.id))));
  };

  const selectAllFound = async () => {
    setCollecting(true);
    try {
      const found: number[] = [];
      let pages = 1;
      for (let page = 1; page <= pages; page++) {
        const { data } = await client.query({ query: AdminProductIdsDocument, variables: { ...filters, page, limit: IDS_PAGE_SIZE }, fetchPolicy: 'network-only' });
        if (!data) break;
        found.push(...data.list.rows.map((row) => row.id));
        pages = Math.ceil(data.list.length / IDS_PAGE_SIZE);
      }
      update((next) => found.forEach((id) => next.add(id)));
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setCollecting(false);
    }
  };

  return {
    ids: [...ids],
    count: ids.size,
    collecting,
    /** The checkbox column of the table for the rows of this page. */
    forTable: <TRow extends NamedRow>(rows: readonly TRow[]): RowSelection<TRow> => ({
      isSelected: (row) => ids.has(row.id),
      onToggle: (row, checked) => mark([row], checked),
      onTogglePage: (checked) => mark(rows, checked),
      rowLabel: (row) => `Выбрать «${row.name}»`,
    }),
    /** Whether every row of the page is ticked. */
    coversPage: (rows: readonly NamedRow[]) => rows.length > 0 && rows.every((row) => ids.has(row.id)),
    selectAllFound: () => void selectAllFound(),
    /** Unticks these products (those an action changed), or all of them. */
    drop: (dropped?: readonly number[]) => update((next) => (dropped ? dropped.forEach((id) => next.delete(id)) : next.clear())),
    nameOf: (id: number) => names.current.get(id),
  };
}
