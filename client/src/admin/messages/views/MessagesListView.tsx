import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { AdminMessagesDocument, AdminNewMessageCountDocument, AdminSetMessageStatusDocument, type AdminMessageRowFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { DataTable } from '../../dictionaries/components/DataTable';
import { ListFilters, SelectFilter } from '../../dictionaries/components/ListFilters';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { ListResults } from '../../dictionaries/components/ListResults';
import type { Column } from '../../dictionaries/dictionary';
import { PAGE_SIZE, useLastPageFallback, useListParams } from '../../dictionaries/use-list-params';
import { ReplyDialog } from '../components/ReplyDialog';
import { isKind, isStatus, kindLabels, kindOptions, statusLabels, statusOptions } from '../message-labels';
import { formatDateTime, formatPhone, phoneHref } from '../../../shared/format/format';

const columns: Column<AdminMessageRowFragment>[] = [
  { header: 'Получено', cell: (message) => formatDateTime(message.createdAt) },
  { header: 'Что', cell: (message) => kindLabels[message.kind] },
  {
    header: 'От кого',
    cell: (message) => (
      <Stack gap="0">
        <Text fontWeight="semibold">{message.name}</Text>
        {message.phone && <a href={phoneHref(message.phone)}>{formatPhone(message.phone)}</a>}
        {message.email && <a href={`mailto:${message.email}`}>{message.email}</a>}
      </Stack>
    ),
  },
  {
    header: 'Сообщение',
    cell: (message) => (
      <Stack gap="2" minW="48" maxW="md">
        <Text whiteSpace="pre-wrap">{message.text ?? '—'}</Text>
        {message.replies.map((reply) => (
          <Box key={reply.createdAt} borderStartWidth="2px" borderColor="border.emphasized" ps="2">
            <Text fontSize="xs" color="fg.muted">
              Ответ {reply.author ?? 'сотрудника'}, {formatDateTime(reply.createdAt)}
            </Text>
            <Text whiteSpace="pre-wrap">{reply.text}</Text>
          </Box>
        ))}
      </Stack>
    ),
  },
  { header: 'Статус', cell: (message) => <Badge colorPalette={message.status === 'new' ? 'orange' : 'gray'}>{statusLabels[message.status]}</Badge> },
  {
    header: 'Обработал',
    cell: (message) =>
      message.handledAt ? (
        <Stack gap="0">
          <Text>{message.handledBy ?? 'Сотрудник удалён'}</Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(message.handledAt)}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
  },
];

/**
 * `/admin/messages`: what shoppers sent the shop — help-desk questions and call-back requests —
 * newest first, by kind and status (in the address); each answered by letter, marked handled or back
 * to new, showing who handled it and when.
 */
export function MessagesListView() {
  const { page, offset, filters, setPage, setFilter } = useListParams(['kind', 'status']);
  const kind = isKind(filters.kind) ? filters.kind : undefined;
  const status = isStatus(filters.status) ? filters.status : undefined;
  const { data, loading, error, refetch } = useQuery(AdminMessagesDocument, {
    variables: { limit: PAGE_SIZE, offset, kind, status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setStatus, { loading: saving }] = useMutation(AdminSetMessageStatusDocument, { refetchQueries: [AdminNewMessageCountDocument] });
  const [answering, setAnswering] = useState<AdminMessageRowFragment | null>(null);
  const rows = data?.list.rows ?? [];
  const total = data?.list.length ?? 0;

  useLastPageFallback(data?.list, page, setPage);

  const mark = async (message: AdminMessageRowFragment) => {
    const next = message.status === 'new' ? 'done' : 'new';
    try {
      await setStatus({ variables: { id: message.id, status: next } });
      notifySuccess(next === 'done' ? 'Сообщение отмечено обработанным' : 'Сообщение снова новое');
      if (status) void refetch();
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="5">
      <ListHeading title="Сообщения" refreshing={loading && !!data} />
      <ListFilters>
        <SelectFilter label="Что" allLabel="Все сообщения" options={kindOptions} value={kind ?? ''} onChange={(value) => setFilter('kind', value)} />
        <SelectFilter label="Статус" allLabel="Любой статус" options={statusOptions} value={status ?? ''} onChange={(value) => setFilter('status', value)} />
      </ListFilters>
      <ListResults query={{ data, loading, error, refetch }} total={total} rowCount={rows.length} empty="Сообщений нет." page={page} onPageChange={setPage}>
        <DataTable
          caption="Сообщения"
          columns={columns}
          rows={rows}
          actions={(message) => (
            <HStack gap="2" justify="end">
              {message.email && (
                <Button size="xs" onClick={() => setAnswering(message)} aria-label={`Ответить: ${message.name}`}>
                  Ответить
                </Button>
              )}
              <Button size="xs" variant="outline" disabled={saving} onClick={() => void mark(message)} aria-label={`${message.status === 'new' ? 'Обработано' : 'Вернуть в новые'}: ${message.name}`}>
                {message.status === 'new' ? 'Обработано' : 'Вернуть в новые'}
              </Button>
            </HStack>
          )}
        />
      </ListResults>
      <ReplyDialog message={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}
