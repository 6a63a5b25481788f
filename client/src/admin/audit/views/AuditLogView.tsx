import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AdminAuditLogDocument, type AdminAuditLogQuery, type AuditEntity } from '../../../generated/admin/graphql';
import { RouterLink } from '../../../shared/components/RouterLink';
import { InputFilter } from '../../checkouts/components/InputFilter';
import { customerIdFrom as idFrom } from '../../checkouts/filter-values';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { settingsUrl } from '../../settings/urls';
import { userUrls } from '../../users/urls';
import { actions, entities } from '../audit-labels';
import { ChangesList } from '../components/ChangesList';
import { formatDateTime } from '../../../shared/format/format';

type AuditRow = AdminAuditLogQuery['list']['rows'][number];

const entityOptions = Object.entries(entities).map(([value, { label }]) => ({ value, label }));
const actionOptions = Object.entries(actions).map(([value, label]) => ({ value, label }));
const isEntity = (text: string): text is AuditEntity => Object.hasOwn(entities, text);

/** The record's kind and number, a link to its page when it has one. */
function RecordCell({ row }: { row: AuditRow }) {
  const kind = entities[row.entity as AuditEntity];
  const title = `${kind?.label ?? row.entity}${row.entityId ? ` № ${row.entityId}` : ''}`;
  return kind?.page && row.entityId && row.action !== 'delete' ? <RouterLink to={kind.page(row.entityId)}>{title}</RouterLink> : <Text>{title}</Text>;
}

const columns: Column<AuditRow>[] = [
  { header: 'Когда', cell: (row) => formatDateTime(row.at) },
  { header: 'Кто', cell: (row) => (row.user ? <RouterLink to={userUrls.edit(row.user.id)}>{row.user.email}</RouterLink> : '—') },
  { header: 'Действие', cell: (row) => actions[row.action] ?? row.action },
  { header: 'Запись', cell: (row) => <RecordCell row={row} /> },
  { header: 'Изменения', cell: (row) => <ChangesList changes={row.changes as Record<string, [unknown, unknown]>} entity={row.entity as AuditEntity} /> },
];

const filterNames = ['entity', 'entityId', 'userId', 'action', 'from', 'to'] as const;

/**
 * `/admin/audit` (Admin): every staff change, newest first — who, when, what and field by field —
 * narrowed by the kind of record, its number, the staff member, the action and the days.
 */
export function AuditLogView() {
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const { data, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      page,
      limit: PAGE_SIZE,
      entity: isEntity(filters.entity) ? filters.entity : undefined,
      entityId: idFrom(filters.entityId),
      userId: idFrom(filters.userId),
      action: filters.action || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.list.rows ?? [];
  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading title="Журнал изменений" back={{ to: settingsUrl, label: 'Настройки' }} refreshing={loading && !!data} />
      <ListFilters>
        <SelectFilter label="Что" allLabel="Все записи" options={entityOptions} value={filters.entity} onChange={(value) => setFilter('entity', value)} />
        <InputFilter label="Номер записи" type="number" value={filters.entityId} onApply={(value) => setFilter('entityId', value)} />
        <SelectFilter label="Действие" allLabel="Все действия" options={actionOptions} value={filters.action} onChange={(value) => setFilter('action', value)} />
        <InputFilter label="Сотрудник (номер)" type="number" value={filters.userId} onApply={(value) => setFilter('userId', value)} />
        <InputFilter label="С" type="date" value={filters.from} onApply={(value) => setFilter('from', value)} />
        <InputFilter label="По" type="date" value={filters.to} onApply={(value) => setFilter('to', value)} />
      </ListFilters>
      <ListResults query={{ data, loading, error, refetch }} total={data?.list.length ?? 0} rowCount={rows.length} empty="Изменений не найдено." page={page} onPageChange={setPage}>
        <DataTable caption="Журнал изменений" columns={columns} rows={rows} />
      </ListResults>
    </Stack>
  );
}
