import { useEffect } from 'react';

/** How often a campaign on its way is asked about again. */
const PROGRESS_POLL_INTERVAL = 5000;

/**
 * While a campaign on screen is being sent (at most NEWSLETTER_PER_MINUTE letters a minute, so for
 * a while), its query polls every 5 s so the progress moves; it stops once the sending is over.
 */
export function useProgressPolling(sending: boolean, query: { startPolling: (interval: number) => void; stopPolling: () => void }) {
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!sending) return;
    startPolling(PROGRESS_POLL_INTERVAL);
    return stopPolling;
  }, [sending, startPolling, stopPolling]);
}
