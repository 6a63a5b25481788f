import { Text } from '@chakra-ui/react/text';
import { Fragment } from 'react';
import { RouterLink } from '../../../shared/components/RouterLink';
import { usePublicUrl } from '../../../shared/routing/server-page';
import { JsonLd } from '../../seo/JsonLd';

export interface Crumb {
  label: string;
  to: string;
}

/** The way back up: «Каталог / Женщинам / Платья», also told to search engines as a `BreadcrumbList` ending at `current`. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const publicUrl = usePublicUrl();
  const items = [...crumbs.map((crumb) => ({ name: crumb.label, item: `${publicUrl}${crumb.to}` })), { name: current }];
  return (
    <Text as="nav" aria-label="Навигация по каталогу" fontSize="sm" color="fg.muted">
      <JsonLd data={{ '@type': 'BreadcrumbList', itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })) }} />
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to}>
          {index > 0 && ' / '}
          <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
        </Fragment>
      ))}
    </Text>
  );
}
