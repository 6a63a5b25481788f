import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { exportProducts, importNotice, importProducts, type ImportRefusal } from '../spreadsheet';

/** Failures of the REST calls carry their Russian sentence as the Error's message. */
const failureText = (failure: unknown) => (failure instanceof Error && failure.message ? failure.message : errorMessage(failure));

/**
 * «Выгрузить в Excel» and «Загрузить из Excel» of the products list: an accepted file ends in a
 * notice with its counts and `onImported`; a refused one leaves its reasons by row in `refusal`.
 */
export function useSpreadsheets(onImported: () => unknown) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const exportAll = async () => {
    setExporting(true);
    try {
      await exportProducts(client);
    } catch (failure) {
      notifyError(failureText(failure));
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (file: File) => {
    setImporting(true);
    setRefusal(null);
    try {
      const outcome = await importProducts(client, file);
      if ('refusal' in outcome) {
        setRefusal(outcome.refusal);
        notifyError(outcome.refusal.message);
        return;
      }
      notifySuccess(importNotice(outcome.summary));
      await onImported();
    } catch (failure) {
      notifyError(failureText(failure));
    } finally {
      setImporting(false);
    }
  };

  return { exporting, importing, refusal, exportAll, importFile, dismiss: () => setRefusal(null) };
}
