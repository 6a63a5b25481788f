import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { RouterLink } from '../../../shared/components/RouterLink';

export interface CategoryNode {
  id: number;
  name: string;
  url: string;
  children?: CategoryNode[];
}

/** Root categories as cards, each listing its subcategories. */
export function CategoryTree({ categories, linkTo }: { categories: CategoryNode[]; linkTo: (url: string) => string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {categories.map((category) => (
        <Box key={category.id} borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel">
          <Heading as="h3" size="lg" mb="3">
            <RouterLink to={linkTo(category.url)}>{category.name}</RouterLink>
          </Heading>
          {!!category.children?.length && (
            <Stack as="ul" gap="1" listStyleType="none">
              {category.children.map((child) => (
                <li key={child.id}>
                  <RouterLink to={linkTo(child.url)} color="fg.muted">
                    {child.name}
                  </RouterLink>
                </li>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
