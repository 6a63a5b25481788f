import type { ReactNode } from 'react';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import styles from './CatalogPages.module.css';
import { pageRange } from './page-range';

export interface CatalogPagesProps {
  total: number;
  pageSize: number;
  page: number;
  /** The address of a page: the same list with another `page`. */
  pageHref: (page: number) => string;
}

const toTop = () => window.scrollTo({ top: 0 });

function PageLink({ to, label, current, children }: { to: string; label: string; current?: boolean; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} aria-current={current ? 'page' : undefined} onClick={toTop} className={buttonClass({ variant: current ? 'outline' : 'ghost', size: 'sm' }, styles.page)}>
      {children}
    </Link>
  );
}

/**
 * The catalogue's pages as links (they can be opened in a new tab and are kept in the history):
 * the first and last, the current one with its neighbours. Hidden when everything fits on one page.
 */
export function CatalogPages({ total, pageSize, page, pageHref }: CatalogPagesProps) {
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <nav aria-label="Страницы каталога" className={styles.pages}>
      {page > 1 && (
        <PageLink to={pageHref(page - 1)} label="Предыдущая страница">
          ‹
        </PageLink>
      )}
      {pageRange(page, pages).map((item, index) =>
        item.type === 'page' ? (
          <PageLink key={item.value} to={pageHref(item.value)} label={`Страница ${item.value}`} current={item.value === page}>
            {item.value}
          </PageLink>
        ) : (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ),
      )}
      {page < pages && (
        <PageLink to={pageHref(page + 1)} label="Следующая страница">
          ›
        </PageLink>
      )}
    </nav>
  );
}
