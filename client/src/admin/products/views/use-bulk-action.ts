import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminBulkProductsDocument, type ProductBulkAction } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

/** The most ids the API takes in one request. */
const CHUNK_SIZE = 1000;

/** A product the action left as it was, and the server's reason. */
export interface BulkFailure {
  id: number;
  /** Unknown for a product the list has not shown (chosen with «Выбрать все найденные»). */
  name?: string;
  message: string;
}

export interface BulkReport {
  action: ProductBulkAction;
  failures: BulkFailure[];
}

export interface BulkActionOptions {
  /** The product's name for the report, when the list has shown it. */
  nameOf: (id: number) => string | undefined;
  /** Called with the ids the action changed, after the last request. */
  onDone: (done: number[]) => unknown;
}

/**
 * Hides, shows, deletes or moves the chosen products, 1000 a request. «Готово: N» afterwards; the
 * products the server refused are listed, with its reasons, until the manager closes the report.
 * A request that fails altogether stops the rest: those products stay chosen for another try.
 */
export function useBulkAction({ nameOf, onDone }: BulkActionOptions) {
  const [send] = useMutation(AdminBulkProductsDocument);
  const [running, setRunning] = useState<ProductBulkAction | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);

  const run = async (action: ProductBulkAction, ids: readonly number[], categoryId?: number) => {
    setRunning(action);
    setReport(null);
    const done: number[] = [];
    const failures: BulkFailure[] = [];
    let stopped = false;
    try {
      for (let start = 0; start < ids.length; start += CHUNK_SIZE) {
        const { data } = await send({ variables: { input: { ids: ids.slice(start, start + CHUNK_SIZE), action, categoryId } } });
        if (!data) break;
        done.push(...data.result.done);
        failures.push(...data.result.failed.map((failure) => ({ ...failure, name: nameOf(failure.id) })));
      }
    } catch (failure) {
      stopped = true;
      notifyError(errorMessage(failure));
    }
    if (!stopped || done.length > 0) notifySuccess(`Готово: ${done.length}`);
    if (failures.length > 0) setReport({ action, failures });
    setRunning(null);
    await onDone(done);
  };

  return {
    running,
    report,
    run,
    dismissReport: () => setReport(null),
  };
}
