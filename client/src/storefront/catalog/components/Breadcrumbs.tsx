import { Fragment } from 'react';
import { usePublicUrl } from '../../../shared/routing/server-page';
import { Link } from '../../routing';
import { JsonLd } from '../../seo/JsonLd';
import { linkClass } from '../../ui/Text';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to: string;
}

/** The way back up: «Каталог / Женщинам / Платья», also told to search engines as a `BreadcrumbList` ending at `current`. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const publicUrl = usePublicUrl();
  const items = [...crumbs.map((crumb) => ({ name: crumb.label, item: `${publicUrl}${crumb.to}` })), { name: current }];
  return (
    <nav aria-label="Навигация по каталогу" className={styles.crumbs}>
      <JsonLd data={{ '@type': 'BreadcrumbList', itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })) }} />
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to}>
          {index > 0 && ' / '}
          <Link to={crumb.to} className={linkClass()}>
            {crumb.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
