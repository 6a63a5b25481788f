import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';
import { AdminUsersDocument, DeleteUserDocument, type AdminUserRowFragment } from '../../../generated/admin/graphql';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';
import { DataTable } from '../../dictionaries/components/DataTable';
import { EditDeleteActions } from '../../dictionaries/components/DictionaryTable';
import { ListFilters, SearchFilter, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useListParams, useLastPageFallback } from '../../dictionaries/use-list-params';
import { settingsUrl } from '../../settings/urls';
import { isRole, roleLabels, roleOptions } from '../roles';
import { userUrls } from '../urls';
import { formatShortDate } from '../../../shared/format/format';

export const fullName = (user: Pick<AdminUserRowFragment, 'firstName' | 'lastName'>): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

const columns: Column<AdminUserRowFragment>[] = [
  { header: 'Имя', cell: fullName },
  { header: 'Почта', cell: (user) => user.email },
  { header: 'Роль', cell: (user) => roleLabels[user.role] },
  {
    header: 'Почта подтверждена',
    cell: (user) => (user.isVerified ? <Badge colorPalette="green">Да</Badge> : <Badge colorPalette="gray">Нет</Badge>),
  },
  { header: 'Создан', cell: (user) => formatShortDate(user.createdAt) },
];

/** `/admin/settings/users`: users by role and email, 20 per page; delete after confirmation. */
export function UsersListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(['role', 'email']);
  const role = isRole(filters.role) ? filters.role : undefined;
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { limit: PAGE_SIZE, offset, role, email: filters.email || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(DeleteUserDocument);
  // The last administrator stays: the server refuses with its own sentence (LAST_ADMIN).
  const deletion = useConfirmedDelete<AdminUserRowFragment>({
    remove: (user) => remove({ variables: { id: user.id } }),
    deleted: 'Пользователь удалён',
    question: (user) => `Удалить пользователя «${user.email}»?`,
    onDeleted: () => refetch(),
  });

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  return (
    <Stack gap="5">
      <ListHeading
        title="Пользователи"
        back={{ to: settingsUrl, label: 'Настройки' }}
        refreshing={loading && !!data}
        actions={
          <Button asChild>
            <Link to={userUrls.create}>Добавить пользователя</Link>
          </Button>
        }
      />
      <ListFilters>
        <SelectFilter label="Роль" allLabel="Все" options={roleOptions} value={role ?? ''} onChange={(value) => setFilter('role', value)} />
        <SearchFilter label="Поиск по почте" placeholder="например, anna@" value={filters.email} onSearch={(value) => setFilter('email', value)} />
      </ListFilters>
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Пользователей не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable
          caption="Пользователи"
          columns={columns}
          rows={rows}
          actions={(user) => <EditDeleteActions name={user.email} editUrl={userUrls.edit(user.id)} onDelete={() => deletion.ask(user)} />}
        />
      </ListResults>
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
