import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ThreadBulkAction } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { Discussion, ThreadRecord, ThreadRow } from '../discussion';

/** What a bulk hide or show did, named as the list names the threads («Отзыв № 12»). */
export interface ThreadBulkReport {
  action: ThreadBulkAction;
  failures: { id: number; name: string; message: string }[];
}

/**
 * Hides or shows the chosen reviews or questions in one request; each is changed by the server as
 * one change would be. The notice names the ones done; the refused ones stay chosen and are listed
 * by name with the server's reason until the manager closes the report.
 */
export function useThreadBulk<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>(
  { documents, texts }: Discussion<TRow, TRecord, TSort>,
  onDone: (done: number[]) => unknown,
) {
  const [send] = useMutation(documents.bulk);
  const [running, setRunning] = useState<ThreadBulkAction | null>(null);
  const [report, setReport] = useState<ThreadBulkReport | null>(null);

  const run = async (action: ThreadBulkAction, ids: readonly number[]) => {
    setRunning(action);
    setReport(null);
    let done: number[] = [];
    try {
      const { data } = await send({ variables: { input: { ids: [...ids], action } } });
      if (data) {
        done = data.result.done;
        if (done.length > 0) notifySuccess(`${action === 'hide' ? 'Скрыты' : 'Показаны'}: ${done.map(texts.threadName).join(', ')}`);
        const failures = data.result.failed.map((failure) => ({ id: failure.id, name: texts.threadName(failure.id), message: failure.message }));
        if (failures.length > 0) setReport({ action, failures });
      }
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
    setRunning(null);
    await onDone(done);
  };

  return { running, report, run, dismissReport: () => setReport(null) };
}
