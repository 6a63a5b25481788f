import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { Discussion, ThreadComment, ThreadRecord, ThreadRow } from '../discussion';

/**
 * What a manager does on a thread's page, each ending in a notice: answer as the shop, hide the
 * thread or publish it again, delete a comment, delete the thread (then back to the list). After an answer or a deleted comment the
 * page asks for the thread again, so comments and their count are the server's.
 */
export function useThreadModeration<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>(
  { documents, texts, urls }: Discussion<TRow, TRecord, TSort>,
  threadId: number,
  reload: () => Promise<unknown>,
) {
  const navigate = useNavigate();
  const [answer, { loading: posting }] = useMutation(documents.answer);
  const [removeComment, { loading: deletingComment }] = useMutation(documents.removeComment);
  const [remove, { loading: deletingThread }] = useMutation(documents.remove);
  const [publish, { loading: publishing }] = useMutation(documents.publish);
  const [answerError, setAnswerError] = useState<string>();
  const [commentToDelete, setCommentToDelete] = useState<ThreadComment | null>(null);
  const [confirmingThread, setConfirmingThread] = useState(false);

  const postAnswer = async (text: string): Promise<boolean> => {
    setAnswerError(undefined);
    try {
      await answer({ variables: { threadId, text } });
      notifySuccess('Ответ опубликован');
      void reload();
      return true;
    } catch (failure) {
      const reason = fieldErrors(failure).text;
      if (reason) setAnswerError(reason);
      else notifyError(errorMessage(failure));
      return false;
    }
  };

  const confirmCommentDelete = async () => {
    if (!commentToDelete) return;
    try {
      await removeComment({ variables: { id: commentToDelete.id } });
      notifySuccess(texts.commentDeleted);
      await reload();
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setCommentToDelete(null);
    }
  };

  const confirmThreadDelete = async () => {
    try {
      await remove({ variables: { id: threadId } });
      notifySuccess(texts.deleted);
      navigate(urls.list);
    } catch (failure) {
      notifyError(errorMessage(failure));
      setConfirmingThread(false);
    }
  };

  const setPublished = async (published: boolean) => {
    try {
      await publish({ variables: { id: threadId, published } });
      notifySuccess(published ? texts.shown : texts.hidden);
      await reload();
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return {
    publication: { changing: publishing, set: setPublished },
    answer: { posting, error: answerError, post: postAnswer },
    comment: { toDelete: commentToDelete, ask: setCommentToDelete, deleting: deletingComment, confirm: confirmCommentDelete, cancel: () => setCommentToDelete(null) },
    thread: { confirming: confirmingThread, ask: () => setConfirmingThread(true), deleting: deletingThread, confirm: confirmThreadDelete, cancel: () => setConfirmingThread(false) },
  };
}
