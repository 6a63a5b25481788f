import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { exportProducts, importNotice, importProducts, previewImport, type ImportPreview, type ImportRefusal } from '../spreadsheet';

/** Failures of the REST calls carry their Russian sentence as the Error's message. */
const failureText = (failure: unknown) => (failure instanceof Error && failure.message ? failure.message : errorMessage(failure));

/** A checked file waiting for «Применить изменения», with what it would change. */
export interface PendingImport {
  file: File;
  preview: ImportPreview;
}

/** Products written so far, of those that change. */
export interface ImportProgressState {
  done: number;
  total: number;
}

/**
 * «Выгрузить в Excel» and «Загрузить из Excel» of the products list. A chosen file is first checked
 * without writing (`pending`: what it would change); applying it follows the writing in `progress`
 * and ends in a notice with its counts and `onImported`. A refused file leaves its reasons by row in `refusal`.
 */
export function useSpreadsheets(onImported: () => unknown) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const refuse = (found: ImportRefusal) => {
    setRefusal(found);
    notifyError(found.message);
  };

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

  const checkFile = async (file: File) => {
    setChecking(true);
    setRefusal(null);
    try {
      const outcome = await previewImport(client, file);
      if ('refusal' in outcome) refuse(outcome.refusal);
      else setPending({ file, preview: outcome.preview });
    } catch (failure) {
      notifyError(failureText(failure));
    } finally {
      setChecking(false);
    }
  };

  const apply = async () => {
    if (!pending || progress) return;
    setProgress({ done: 0, total: pending.preview.changes.length });
    try {
      const outcome = await importProducts(client, pending.file, (done, total) => setProgress({ done, total }));
      setPending(null);
      if ('refusal' in outcome) return refuse(outcome.refusal);
      notifySuccess(importNotice(outcome.summary));
      await onImported();
    } catch (failure) {
      notifyError(failureText(failure));
    } finally {
      setProgress(null);
    }
  };

  return {
    exporting,
    checking,
    pending,
    progress,
    refusal,
    exportAll,
    checkFile,
    apply,
    cancel: () => setPending(null),
    dismiss: () => setRefusal(null),
  };
}
