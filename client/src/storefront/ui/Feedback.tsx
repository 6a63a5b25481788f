import type { CSSProperties, ReactNode } from 'react';
import styles from './feedback.module.css';

export type AlertStatus = 'error' | 'success' | 'info' | 'warning';

const ICON_PATHS: Record<AlertStatus, string> = {
  error: 'M12 8v5m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  warning: 'M12 8v5m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
};

/** A message in a coloured box: a refusal, a confirmation, a hint. Errors are announced at once. */
export function Alert({ status = 'info', title, children, className }: { status?: AlertStatus; title?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role={status === 'error' ? 'alert' : 'status'} className={[styles.alert, styles[`alert-${status}`], className].filter(Boolean).join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        <path d={ICON_PATHS[status]} />
      </svg>
      <div>
        {title && <p className={styles['alert-title']}>{title}</p>}
        {children && <div className={styles['alert-body']}>{children}</div>}
      </div>
    </div>
  );
}

export type BadgeTone = 'gray' | 'accent' | 'green' | 'red' | 'yellow' | 'blue';

export function Badge({ tone = 'gray', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[styles.badge, styles[`badge-${tone}`], className].filter(Boolean).join(' ')}>{children}</span>;
}

export function Spinner({ className }: { className?: string }) {
  return <span className={[styles.spinner, className].filter(Boolean).join(' ')} aria-hidden />;
}

/** A loading indicator for a page or a block: a spinner and the word «Загрузка…». */
export function Loader({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** A grey shimmering block standing where content will appear; sized so nothing shifts when it comes. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: { width?: string; height?: string; radius?: string; className?: string }) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden />;
}
