import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../shared/components/RouterLink';
import type { Column } from '../dictionaries/dictionary';
import { AuthorName, ProductLink, ReactionCounts } from './components/ThreadParts';
import type { DiscussionTexts, ThreadRow } from './discussion';
import { shortText } from './short-text';
import type { DiscussionUrls } from './urls';
import { formatDateTime } from '../../shared/format/format';

/** The columns every list of reviews or questions starts with: the number (to its page), date, product and author; the list puts «Скрыт» after the number. */
export function leadingColumns({ urls, texts }: { urls: DiscussionUrls; texts: DiscussionTexts }): Column<ThreadRow>[] {
  return [
    {
      header: 'Номер',
      cell: (thread) => (
        <RouterLink to={urls.thread(thread.id)} fontWeight="semibold" whiteSpace="nowrap">
          {texts.threadName(thread.id)}
        </RouterLink>
      ),
    },
    { header: 'Дата', cell: (thread) => formatDateTime(thread.createdAt) },
    { header: 'Товар', cell: (thread) => <ProductLink product={thread.product} /> },
    { header: 'Автор', cell: (thread) => <AuthorName user={thread.user} /> },
  ];
}

/** The text cut short (plain text, as written) and wrapped in its cell; the whole of it is on the thread's page. */
export const textColumn = (header: string): Column<ThreadRow> => ({
  header,
  cell: (thread) => (
    <Text minW="48" maxW="xs" whiteSpace="normal">
      {shortText(thread.text)}
    </Text>
  ),
});

export const reactionsColumn: Column<ThreadRow> = { header: 'Реакции', cell: (thread) => <ReactionCounts likes={thread.likes} dislikes={thread.dislikes} /> };

/** How many comments (answers) a thread has; `waiting`, when given, marks the ones nobody answered yet. */
export const commentsColumn = (header: string, waiting?: string): Column<ThreadRow> => ({
  header,
  cell: (thread) => (thread.commentCount === 0 && waiting ? <Badge colorPalette="orange">{waiting}</Badge> : thread.commentCount),
});
