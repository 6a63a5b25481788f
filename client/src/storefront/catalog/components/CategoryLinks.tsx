import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from 'react-router-dom';
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
    <Flex as="nav" aria-label={label} gap="2" wrap="wrap">
      {categories.map((category) => (
        <Button key={category.id} asChild size="sm" variant="subtle">
          <Link to={catalogUrls.category(category.url)}>{category.name}</Link>
        </Button>
      ))}
    </Flex>
  );
}
