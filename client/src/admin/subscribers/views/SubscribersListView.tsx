import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { AdminSubscribersDocument, AdminUnsubscribeDocument, type AdminSubscriberRowFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SearchFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useListParams, useLastPageFallback } from '../../dictionaries/use-list-params';
import { settingsUrl } from '../../settings/urls';
import { downloadSubscribers, subscriberFormats, type SubscriberFormat } from '../download-subscribers';
import { formatShortDate } from '../../../shared/format/format';

/** A subscriber's status (CONTRACT §18): only confirmed addresses get campaigns. */
const statusNames: Record<AdminSubscriberRowFragment['status'], string> = { pending: 'Ждёт подтверждения', confirmed: 'Подтверждён' };

const columns: Column<AdminSubscriberRowFragment>[] = [
  { header: 'Почта', cell: (subscriber) => subscriber.email },
  { header: 'Подписан', cell: (subscriber) => formatShortDate(subscriber.createdAt) },
  { header: 'Статус', cell: (subscriber) => statusNames[subscriber.status] },
];

/** `/admin/settings/subscribers`: newsletter subscribers by email with their status («Ждёт подтверждения» / «Подтверждён»), «Отписать» after confirmation, «Скачать список» (JSON), «Скачать CSV», «Скачать Excel». */
export function SubscribersListView() {
  const client = useApolloClient();
  const { page, offset, filters, setPage, setFilter } = useListParams(['email']);
  const { data, loading, error, refetch } = useQuery(AdminSubscribersDocument, {
    variables: { limit: PAGE_SIZE, offset, email: filters.email || undefined },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [unsubscribe] = useMutation(AdminUnsubscribeDocument);
  const removal = useConfirmedDelete<AdminSubscriberRowFragment>({
    remove: (subscriber) => unsubscribe({ variables: { mailId: subscriber.mailId } }),
    deleted: 'Подписчик удалён',
    question: (subscriber) => `Отписать «${subscriber.email}» от рассылки?`,
    onDeleted: () => refetch(),
  });
  const [downloading, setDownloading] = useState<SubscriberFormat | null>(null);

  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  const download = async (format: SubscriberFormat) => {
    setDownloading(format);
    try {
      await downloadSubscribers(client, format);
    } catch (failure) {
      notifyError(failure instanceof Error && failure.message ? failure.message : errorMessage(failure));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="5">
      <ListHeading
        title="Подписчики"
        back={{ to: settingsUrl, label: 'Настройки' }}
        refreshing={loading && !!data}
        actions={
          <>
            {subscriberFormats.map(({ format, label }) => (
              <Button key={format} variant="outline" onClick={() => void download(format)} loading={downloading === format} disabled={!!downloading} loadingText="Скачивание…">
                {label}
              </Button>
            ))}
          </>
        }
      />
      <ListFilters>
        <SearchFilter label="Поиск по почте" placeholder="например, anna@" value={filters.email} onSearch={(value) => setFilter('email', value)} />
      </ListFilters>
      <ListResults
        query={{ data, loading, error, refetch }}
        total={total}
        rowCount={rows.length}
        empty="Подписчиков не найдено."
        page={page}
        onPageChange={setPage}
      >
        <DataTable
          caption="Подписчики"
          columns={columns}
          rows={rows}
          actions={(subscriber) => (
            <HStack justify="flex-end">
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => removal.ask(subscriber)} aria-label={`Отписать «${subscriber.email}»`}>
                Отписать
              </Button>
            </HStack>
          )}
        />
      </ListResults>
      <ConfirmDeleteDialog {...removal.dialog} title="Подтверждение отписки" confirmLabel="Отписать" busyLabel="Отписка…" />
    </Stack>
  );
}
