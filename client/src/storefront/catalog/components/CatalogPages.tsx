import { ButtonGroup, IconButton } from '@chakra-ui/react/button';
import { Pagination } from '@chakra-ui/react/pagination';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
    <IconButton asChild variant={current ? 'outline' : 'ghost'}>
      <Link to={to} aria-label={label} aria-current={current ? 'page' : undefined} onClick={toTop}>
        {children}
      </Link>
    </IconButton>
  );
}

/**
 * The catalogue's pages as links (they can be opened in a new tab and are kept in the history);
 * Chakra's pagination works out which numbers to show. Hidden when everything fits on one page.
 */
export function CatalogPages({ total, pageSize, page, pageHref }: CatalogPagesProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} translations={{ rootLabel: 'Страницы каталога' }}>
      <Pagination.Context>
        {({ pages, previousPage, nextPage }) => (
          <ButtonGroup size="sm" variant="ghost" wrap="wrap">
            {previousPage && (
              <PageLink to={pageHref(previousPage)} label="Предыдущая страница">
                ‹
              </PageLink>
            )}
            {pages.map((item, index) =>
              item.type === 'page' ? (
                <PageLink key={item.value} to={pageHref(item.value)} label={`Страница ${item.value}`} current={item.value === page}>
                  {item.value}
                </PageLink>
              ) : (
                <Text key={`gap-${index}`} as="span" px="2" color="fg.muted">
                  …
                </Text>
              ),
            )}
            {nextPage && (
              <PageLink to={pageHref(nextPage)} label="Следующая страница">
                ›
              </PageLink>
            )}
          </ButtonGroup>
        )}
      </Pagination.Context>
    </Pagination.Root>
  );
}
