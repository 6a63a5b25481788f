import { Text } from '@chakra-ui/react/text';
import { Fragment } from 'react';
import { RouterLink } from '../../../shared/components/RouterLink';

export interface Crumb {
  label: string;
  to: string;
}

/** The way back up: «Каталог / Женщинам / Платья». */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Text as="nav" aria-label="Навигация по каталогу" fontSize="sm" color="fg.muted">
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.to}>
          {index > 0 && ' / '}
          <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
        </Fragment>
      ))}
    </Text>
  );
}
