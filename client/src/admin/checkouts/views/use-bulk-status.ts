import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminSetCheckoutStatusesDocument, type OrderStatus } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

/** The most orders the API takes in one request (MAX_BULK_ORDERS on the server). */
const CHUNK_SIZE = 200;

/** An order the server left as it was, and its reason. */
export interface StatusFailure {
  id: number;
  message: string;
}

export interface StatusReport {
  status: OrderStatus;
  failures: StatusFailure[];
}

/**
 * One status for the chosen orders, 200 a request; each order is moved by the server like one
 * change. «Статус изменён у заказов: N» afterwards, and the refused orders are listed by number with
 * the server's reason until the manager closes the report. A request that fails altogether stops the
 * rest: those orders stay chosen for another try.
 */
export function useBulkStatus(onDone: (done: number[]) => unknown) {
  const [send] = useMutation(AdminSetCheckoutStatusesDocument);
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<StatusReport | null>(null);

  const run = async (ids: readonly number[], status: OrderStatus) => {
    setRunning(true);
    setReport(null);
    const done: number[] = [];
    const failures: StatusFailure[] = [];
    try {
      for (let start = 0; start < ids.length; start += CHUNK_SIZE) {
        const { data } = await send({ variables: { input: { ids: ids.slice(start, start + CHUNK_SIZE), status } } });
        if (!data) break;
        done.push(...data.result.done);
        failures.push(...data.result.failed.map(({ id, message }) => ({ id, message })));
      }
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
    if (done.length > 0) notifySuccess(`Статус изменён у заказов: ${done.length}`);
    if (failures.length > 0) setReport({ status, failures });
    setRunning(false);
    await onDone(done);
  };

  return { running, report, run, dismissReport: () => setReport(null) };
}
