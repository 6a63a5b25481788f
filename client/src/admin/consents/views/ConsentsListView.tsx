import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { AdminConsentsDocument, type AdminConsentRowFragment } from '../../../generated/admin/graphql';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useListParams, useLastPageFallback } from '../../dictionaries/use-list-params';
import { settingsUrl } from '../../settings/urls';
import { isPurpose, purposeLabels, purposeOptions } from '../purposes';
import { formatDateTime, formatPhone } from '../../../shared/format/format';

const columns: Column<AdminConsentRowFragment>[] = [
  { header: 'Почта или телефон', cell: (consent) => consent.email ?? (consent.phone ? formatPhone(consent.phone) : '—') },
  { header: 'Цель', cell: (consent) => purposeLabels[consent.purpose] },
  { header: 'Версия текста', cell: (consent) => consent.textVersion },
  { header: 'IP-адрес', cell: (consent) => consent.ip },
  { header: 'Дата', cell: (consent) => formatDateTime(consent.createdAt) },
];

/** `/admin/settings/consents`: the consents to personal data processing, by purpose and email; read only. */
export function ConsentsListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(['purpose', 'email']);
  const purpose = isPurpose(filters.purpose) ? filters.purpose : undefined;
  const { data, loading, error, refetch } = useQuery(AdminConsentsDocument, {
    variables: { limit: PAGE_SIZE, offset, purpose, email: filters.email || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading title="Согласия" back={{ to: settingsUrl, label: 'Настройки' }} refreshing={loading && !!data} />
      <ListFilters>
        <SelectFilter label="Цель" allLabel="Все цели" options={purposeOptions} value={purpose ?? ''} onChange={(value) => setFilter('purpose', value)} />
        <SearchFilter label="Поиск по почте" placeholder="например, anna@" value={filters.email} onSearch={(value) => setFilter('email', value)} />
      </ListFilters>
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Согласий не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable caption="Согласия" columns={columns} rows={rows} />
      </ListResults>
    </Stack>
  );
}
