import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { Panel } from '../../checkouts/components/Panel';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { AnswerForm } from '../components/AnswerForm';
import { CommentList } from '../components/CommentList';
import { AuthorName, ProductLink, ReactionCounts } from '../components/ThreadParts';
import type { Discussion, ThreadRecord, ThreadRow } from '../discussion';
import { shortText } from '../short-text';
import { useThreadModeration } from './use-thread-moderation';
import { formatDateTime } from '../../../shared/format/format';

/**
 * One review or question: product, author, the whole text as written (never as HTML), «Скрыть» or
 * «Опубликовать снова», what only its kind has, the comments with «Удалить» (after confirmation), the shop's answer form, and the
 * thread's own deletion.
 */
export function ThreadView<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>({
  discussion,
}: {
  discussion: Discussion<TRow, TRecord, TSort>;
}) {
  const { texts, urls, documents } = discussion;
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(documents.one, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const moderation = useThreadModeration(discussion, id, refetch);
  const back = { to: urls.list, label: texts.title };
  const title = texts.threadName(id);

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <ListHeading title={title} back={back} />
        <Text>{texts.notFound}</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const thread = data.record;
  const { comment } = moderation;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <ListHeading
          title={title}
          back={back}
          actions={
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" loading={moderation.publication.changing} onClick={() => void moderation.publication.set(!thread.published)}>
                {thread.published ? 'Скрыть' : 'Опубликовать снова'}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={moderation.thread.ask}>
                {texts.deleteButton}
              </Button>
            </HStack>
          }
        />
        <Text color="fg.muted">
          Написан {formatDateTime(thread.createdAt)}
          {!thread.published && ' · скрыт: его видят только автор и сотрудники'}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Panel title="Товар">
          <ProductLink product={thread.product} />
        </Panel>
        <Panel title="Автор">
          <AuthorName user={thread.user} />
        </Panel>
        <Panel title="Реакции">
          <ReactionCounts likes={thread.likes} dislikes={thread.dislikes} />
        </Panel>
      </SimpleGrid>
      {discussion.details?.(thread)}
      <Panel title="Текст">
        <Text whiteSpace="pre-wrap">{thread.text}</Text>
      </Panel>
      <Panel title={`${texts.commentsTitle} (${thread.comments.length})`}>
        <Stack gap="6">
          <CommentList comments={thread.comments} empty={texts.noComments} commentName={texts.commentName} onDelete={comment.ask} />
          <AnswerForm posting={moderation.answer.posting} error={moderation.answer.error} onAnswer={moderation.answer.post} />
        </Stack>
      </Panel>
      <ConfirmDeleteDialog
        open={comment.toDelete !== null}
        question={comment.toDelete ? `Удалить ${texts.commentName} «${shortText(comment.toDelete.text, 60)}»?` : ''}
        deleting={comment.deleting}
        onConfirm={() => void comment.confirm()}
        onCancel={comment.cancel}
      />
      <ConfirmDeleteDialog
        open={moderation.thread.confirming}
        question={texts.deleteQuestion(id)}
        deleting={moderation.thread.deleting}
        onConfirm={() => void moderation.thread.confirm()}
        onCancel={moderation.thread.cancel}
      />
    </Stack>
  );
}
