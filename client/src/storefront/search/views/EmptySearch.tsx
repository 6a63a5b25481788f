import { useQuery } from '@apollo/client/react';
import { EmptySearchDocument } from '../../../generated/search/graphql';
import { Stack, Text } from '../../ui/Text';
import { CategoryLinks } from '../../catalog/components/CategoryLinks';
import { ProductRow } from '../../catalog/components/ProductRow';
import { catalogUrls } from '../../catalog/urls';

/**
 * Where to go from a search that found nothing: the categories closest to the words (the root
 * ones when none is close) and the shop's best sellers. Only a help: while it loads, or if it
 * cannot, the page says nothing more.
 */
export function EmptySearch({ query }: { query: string }) {
  const { data } = useQuery(EmptySearchDocument, { variables: { q: query } });
  if (!data) return null;
  const closest = data.searchSuggest.categories;
  return (
    <Stack gap={8}>
      <Stack gap={3}>
        <Text weight="medium">{closest.length ? 'Возможно, вы искали в этих категориях:' : 'Загляните в категории:'}</Text>
        <CategoryLinks label="Категории" categories={closest.length ? closest : data.categoriesTree} />
      </Stack>
      <ProductRow title="Популярные товары" products={data.products.rows} allHref={catalogUrls.catalog} />
    </Stack>
  );
}
