import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { downloadFile, fileDate } from '../../../shared/http/download-file';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { checkoutUrls } from '../urls';

/** «Скачать CSV»: the orders the list's filters find, saved as the signed-in staff member. */
export function useCheckoutsExport(filters: Record<string, string>) {
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(client, checkoutUrls.exportFile(filters), { fallbackName: `orders-${fileDate()}.csv`, failedMessage: 'Не удалось выгрузить заказы.' });
    } catch (failure) {
      notifyError(failure instanceof Error && failure.message ? failure.message : errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
