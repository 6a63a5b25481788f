import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './Drawer.module.css';
import { Icon } from './Icon';
import { Heading } from './Text';

export interface DrawerProps {
  title: string;
  side?: 'left' | 'right';
  /** The close button's name: «Закрыть меню», «Закрыть фильтры». */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel over the page from one side (the phone menu, the catalogue's filters). Escape, the
 * backdrop, the close button or any link inside closes it; while open the page behind does not
 * scroll, focus starts on the close button and returns to what opened it.
 */
export function Drawer({ title, side = 'left', closeLabel, onClose, children }: DrawerProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };
  return (
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden />
      <div className={side === 'right' ? `${styles.panel} ${styles.right}` : styles.panel} role="dialog" aria-modal="true" aria-label={title} onClick={closeOnLink}>
        <div className={styles.top}>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Button ref={close} variant="ghost" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        {children}
      </div>
    </>
  );
}
