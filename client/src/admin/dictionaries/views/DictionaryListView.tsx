import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';
import { DictionaryTable } from '../components/DictionaryTable';
import { CheckboxField } from '../components/fields/CheckboxField';
import { ListFilters, SearchFilter } from '../components/ListFilters';
import { ListPagination } from '../components/ListPagination';
import { NAME_HEADER, type Dictionary, type DictionaryRow, type FilterSpec } from '../dictionary';
import { treeOrder } from '../tree-rows';
import { PAGE_SIZE, useListParams, useLastPageFallback } from '../use-list-params';

/** The list's variables of the filters applied in the address: a search's text, a ticked flag's `true`. */
function filterVariables(filters: FilterSpec[], applied: Record<string, string>): Record<string, string | boolean | undefined> {
  return Object.fromEntries(filters.map((filter) => [filter.name, filter.kind === 'flag' ? applied[filter.name] === 'true' || undefined : applied[filter.name] || undefined]));
}

/** The most records a tree list shows (SPEC §9: helper lists use limit 1000). */
const TREE_LIMIT = 1000;

/** A tree row's cell, set in under its parent's. */
function Indented({ depth, children }: { depth: number; children: ReactNode }) {
  return depth ? (
    <Box ps={depth * 5}>
      <Text as="span" color="fg.muted" aria-hidden="true">
        └{' '}
      </Text>
      {children}
    </Box>
  ) : (
    <>{children}</>
  );
}

/** The list screen of any dictionary: its filters, a page of rows, the total, paging, and delete after confirmation. */
export function DictionaryListView<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>({
  dictionary,
}: {
  dictionary: Dictionary<TRow, TRecord, TInput>;
}) {
  const { texts, urls, documents, columns, filters = [] } = dictionary;
  const { page, offset, filters: applied, setPage, setFilter } = useListParams(filters.map((filter) => filter.name));
  // A tree shows everything at once; a filter shows the matching records as a plain list.
  const tree = Object.values(applied).some(Boolean) ? undefined : dictionary.tree;

  const { data, loading, error, refetch } = useQuery(documents.list, {
    variables: { ...filterVariables(filters, applied), ...(tree ? { limit: TREE_LIMIT, offset: 0 } : { limit: PAGE_SIZE, offset }) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(documents.remove);
  const deletion = useConfirmedDelete<TRow>({ remove: (row) => remove({ variables: { id: row.id } }), deleted: texts.deleted, question: (row) => texts.deleteQuestion(row.name), onDeleted: () => refetch() });

  const rows: (TRow & { depth?: number })[] = tree ? treeOrder(data?.list.rows ?? [], tree.parentOf) : (data?.list.rows ?? []);
  const shownColumns = tree ? columns.map((column) => (column.header === NAME_HEADER ? { ...column, cell: (row: TRow & { depth?: number }) => <Indented depth={row.depth ?? 0}>{column.cell(row)}</Indented> } : column)) : columns;
  const total = data?.list.length ?? 0;

  // A page emptied by deletes (or a page number past the end) falls back to the last page there is.
  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <PageTitle title={texts.title} />
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="2xl">
            {texts.title}
          </Heading>
          {loading && data && <Spinner size="sm" aria-label="Обновление списка" />}
        </HStack>
        <Button asChild>
          <Link to={urls.create}>{texts.addButton}</Link>
        </Button>
      </Flex>
      {filters.length > 0 && (
        <ListFilters>
          {filters.map((filter) =>
            filter.kind === 'search' ? (
              <SearchFilter key={filter.name} label={filter.label} placeholder={filter.placeholder} value={applied[filter.name]} onSearch={(value) => setFilter(filter.name, value)} />
            ) : (
              <CheckboxField key={filter.name} label={filter.label} checked={applied[filter.name] === 'true'} onChange={(checked) => setFilter(filter.name, checked ? 'true' : '')} />
            ),
          )}
        </ListFilters>
      )}
      {loading && !data && <PageLoader />}
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Text color="fg.muted" aria-live="polite">
            Всего: {total}
          </Text>
          {rows.length > 0 ? (
            <DictionaryTable caption={texts.title} columns={shownColumns} rows={rows} editUrl={urls.edit} onDelete={deletion.ask} />
          ) : (
            <Text py="6">{texts.empty}</Text>
          )}
          {!tree && <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
        </>
      )}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
