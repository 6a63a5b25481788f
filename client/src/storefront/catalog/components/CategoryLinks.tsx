import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import { catalogUrls } from '../urls';

export interface CategoryLinkItem {
  id: number;
  name: string;
  url: string;
}

/** Categories to go to as a row of small buttons: the roots on the catalogue's front page, the subcategories on a category. */
export function CategoryLinks({ label, categories }: { label: string; categories: CategoryLinkItem[] }) {
  if (!categories.length) return null;
  return (
    <Stack as="nav" aria-label={label} row wrap gap={2}>
      {categories.map((category) => (
        <Link key={category.id} to={catalogUrls.category(category.url)} className={buttonClass({ variant: 'subtle', size: 'sm' })}>
          {category.name}
        </Link>
      ))}
    </Stack>
  );
}
