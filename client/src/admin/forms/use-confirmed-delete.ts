import { useState } from 'react';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notices';
import type { ConfirmDeleteDialogProps } from '../dictionaries/components/ConfirmDeleteDialog';

interface ConfirmedDelete<T> {
  /** Deletes the record on the server. */
  remove: (record: T) => Promise<unknown>;
  /** The notice once it is gone: «Акция удалена». */
  deleted: string;
  /** What the dialog asks: «Удалить акцию «Лето»?». */
  question: (record: T) => string;
  /** What follows the delete: the list asked again, or the way back to it. */
  onDeleted: () => unknown;
  /** The notice of a refusal, the server's own sentence unless told. */
  describeFailure?: (failure: unknown) => string;
}

/**
 * A record deleted after confirmation, as every back-office list and form does it: `ask` opens the
 * dialog, its «Удалить» deletes, then the notice and `onDeleted`; a refusal is told in a notice.
 */
export function useConfirmedDelete<T>({ remove, deleted, question, onDeleted, describeFailure = errorMessage }: ConfirmedDelete<T>) {
  const [record, setRecord] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (record === null) return;
    setDeleting(true);
    try {
      await remove(record);
      notifySuccess(deleted);
      await onDeleted();
    } catch (failure) {
      notifyError(describeFailure(failure));
    } finally {
      setDeleting(false);
      setRecord(null);
    }
  };

  const dialog: ConfirmDeleteDialogProps = {
    open: record !== null,
    question: record === null ? '' : question(record),
    deleting,
    onConfirm: () => void confirm(),
    onCancel: () => setRecord(null),
  };
  return { ask: (chosen: T) => setRecord(chosen), toDelete: record, dialog };
}
