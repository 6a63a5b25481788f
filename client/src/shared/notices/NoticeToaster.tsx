import { useEffect, useRef, useState } from 'react';
import { connectToaster, NOTICE_DURATION, type Notice } from './notices';
import styles from './NoticeToaster.module.css';

const MAX_SHOWN = 5;
const ICONS = { success: 'M20 6 9 17l-5-5', error: 'M12 8v5m0 3h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z' };

interface ShownNotice extends Notice {
  id: number;
}

/**
 * The notices of `notifySuccess` / `notifyError` in the top corner: each stays 5 seconds (longer
 * while the pointer rests on it), at most five at once, each closable. Loaded on demand by `<Notices />`.
 */
export default function NoticeToaster() {
  const [shown, setShown] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setShown((notices) => notices.filter((notice) => notice.id !== id));
  };
  const schedule = (id: number) => timers.current.set(id, setTimeout(() => close(id), NOTICE_DURATION));

  useEffect(() => {
    const pending = timers.current;
    const disconnect = connectToaster(
      (notice) => {
        const id = nextId.current++;
        setShown((notices) => [...notices, { ...notice, id }].slice(-MAX_SHOWN));
        schedule(id);
      },
      () => {
        pending.forEach(clearTimeout);
        pending.clear();
        setShown([]);
      },
    );
    return () => {
      disconnect();
      pending.forEach(clearTimeout);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- mounted once: the timers of the notices shown so far are cleared on unmount

  return (
    <section className={styles.region} aria-label="Уведомления">
      {shown.map((notice) => (
        <div
          key={notice.id}
          role={notice.type === 'error' ? 'alert' : 'status'}
          className={`${styles.notice} ${styles[notice.type]}`}
          onMouseEnter={() => clearTimeout(timers.current.get(notice.id))}
          onMouseLeave={() => schedule(notice.id)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
            <path d={ICONS[notice.type]} />
          </svg>
          <div className={styles.text}>
            <p className={styles.title}>{notice.title}</p>
            {notice.description && <p className={styles.description}>{notice.description}</p>}
          </div>
          <button type="button" className={styles.close} aria-label="Закрыть уведомление" onClick={() => close(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
