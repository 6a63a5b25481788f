import { lazy, Suspense, useEffect, useState } from 'react';
import { hasQueuedNotices, onNoticeRequested } from './notices';

/** Downloads the toaster; screens that are sure to raise notices (the admin) call it early. */
export const loadNoticeToaster = () => import('./NoticeToaster');

const NoticeToaster = lazy(loadNoticeToaster);

/** Mounted once next to the router: renders the toaster from the first notice on. */
export function Notices() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (hasQueuedNotices()) setActive(true);
    return onNoticeRequested(() => setActive(true));
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  ) : null;
}
