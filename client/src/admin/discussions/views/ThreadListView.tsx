import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { InputFilter } from '../../checkouts/components/InputFilter';
import { customerIdFrom as idFrom } from '../../checkouts/filter-values';
import { DataTable, type RowSelection } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import type { Discussion, ThreadListVariables, ThreadRecord, ThreadRow } from '../discussion';
import { ThreadBulkBar, ThreadBulkReportAlert } from '../components/ThreadBulkBar';
import { leadingColumns } from '../thread-columns';
import { HiddenSwitch } from './HiddenSwitch';
import { useThreadBulk } from './use-thread-bulk';

const publishedOptions = [
  { value: 'true', label: 'Опубликованные' },
  { value: 'false', label: 'Скрытые' },
];

/**
 * The list of reviews or questions: product and author filters, shown or hidden, the kind's flags («Только на
 * главной»), the order, the page — all in the address; the number opens the thread's page. «Скрыт» hides or
 * shows a row at once; ticked rows are hidden or shown together, and the ticks go when a filter changes.
 */
export function ThreadListView<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>({
  discussion,
}: {
  discussion: Discussion<TRow, TRecord, TSort>;
}) {
  const { texts, sorts, flags = [], documents } = discussion;
  const { page, offset, filters, setPage, setFilter } = useListParams(['productId', 'userId', 'sort', 'published', ...flags.map((flag) => flag.name)]);
  const [defaultSort, ...otherSorts] = sorts;
  const sort = sorts.find((option) => option.value === filters.sort) ?? defaultSort;

  const variables: ThreadListVariables<TSort> = { limit: PAGE_SIZE, offset, productId: idFrom(filters.productId), userId: idFrom(filters.userId), sort: sort.value };
  for (const flag of flags) if (filters[flag.name] === 'true') variables[flag.name] = true;
  if (filters.published === 'true' || filters.published === 'false') variables.published = filters.published === 'true';

  const { data, loading, error, refetch } = useQuery(documents.list, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  const filtersKey = JSON.stringify(variables);
  const [chosen, setChosen] = useState({ filtersKey, ids: new Set<number>() });
  const ids = chosen.filtersKey === filtersKey ? chosen.ids : new Set<number>();
  const mark = (marked: readonly TRow[], checked: boolean) => {
    const next = new Set(ids);
    for (const row of marked) if (checked) next.add(row.id);
    else next.delete(row.id);
    setChosen({ filtersKey, ids: next });
  };
  const selection: RowSelection<TRow> = {
    isSelected: (row) => ids.has(row.id),
    onToggle: (row, checked) => mark([row], checked),
    onTogglePage: (checked) => mark(rows, checked),
    rowLabel: (row) => `Выбрать «${texts.threadName(row.id)}»`,
  };
  const bulk = useThreadBulk(discussion, async (done) => {
    setChosen({ filtersKey, ids: new Set([...ids].filter((id) => !done.includes(id))) });
    await refetch();
  });

  const [numberColumn, ...otherLeading] = leadingColumns(discussion);
  const hiddenColumn: Column<TRow> = {
    header: 'Скрыт',
    cell: (thread) => <HiddenSwitch thread={thread} texts={texts} documents={documents} onChanged={() => refetch()} />,
  };
  const columns: Column<TRow>[] = [numberColumn, hiddenColumn, ...otherLeading, ...discussion.columns];

  return (
    <Stack gap="5">
      <ListHeading title={texts.title} refreshing={loading && !!data} />
      <ListFilters>
        {/* The first order is the default: it is the empty choice, so the address names only another one. */}
        <SelectFilter
          label="Сортировка"
          allLabel={defaultSort.label}
          options={otherSorts}
          value={sort === defaultSort ? '' : sort.value}
          onChange={(value) => setFilter('sort', value)}
        />
        <SelectFilter label="Показ" allLabel="Все" options={publishedOptions} value={filters.published ?? ''} onChange={(value) => setFilter('published', value)} />
        <InputFilter label="ID товара" type="number" placeholder="например, 3" value={filters.productId} onApply={(value) => setFilter('productId', value)} />
        <InputFilter label="ID автора" type="number" placeholder="например, 7" value={filters.userId} onApply={(value) => setFilter('userId', value)} />
        {flags.map((flag) => (
          <CheckboxField key={flag.name} label={flag.label} checked={filters[flag.name] === 'true'} onChange={(checked) => setFilter(flag.name, checked ? 'true' : '')} />
        ))}
      </ListFilters>
      {ids.size > 0 && <ThreadBulkBar label={texts.selected} count={ids.size} running={bulk.running} onAction={(action) => bulk.run(action, [...ids])} onClear={() => setChosen({ filtersKey, ids: new Set() })} />}
      {bulk.report && <ThreadBulkReportAlert report={bulk.report} onClose={bulk.dismissReport} />}
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty={texts.empty}
        page={page}
        onPageChange={setPage}
      >
        <DataTable caption={texts.title} columns={columns} rows={rows} selection={selection} />
      </ListResults>
    </Stack>
  );
}
