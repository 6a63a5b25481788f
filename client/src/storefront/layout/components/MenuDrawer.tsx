import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from '../../routing';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Heading } from '../../ui/Text';
import type { FooterLinkGroup } from '../footer-links';
import type { HeaderLink } from './Header';
import styles from './MenuDrawer.module.css';

/**
 * The phone menu: a panel from the left with the catalogue, the account, «Заказать звонок» and the
 * shop's information pages. Escape, the backdrop, «Закрыть» or any link closes it; while open the
 * page behind does not scroll and focus starts on «Закрыть».
 */
export function MenuDrawer({ links, groups, onClose }: { links: HeaderLink[]; groups: FooterLinkGroup[]; onClose: () => void }) {
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
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Меню" onClick={closeOnLink}>
        <div className={styles.top}>
          <Heading as="h2" size="lg">
            Меню
          </Heading>
          <Button ref={close} variant="ghost" aria-label="Закрыть меню" onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        <nav aria-label="Разделы" className={styles.main}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <Heading as="h3" size="md">
              {group.title}
            </Heading>
            {group.links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
    </>
  );
}
