import { PageTitle } from '../../../shared/components/PageTitle';
import { useSearchParams } from '../../routing';
import { Heading, Stack } from '../../ui/Text';
import { ProductListing } from './ProductListing';

/** `/catalog`: every product with the root categories to narrow down; `/catalog?q=…`: the search results. */
export function CatalogView() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  const title = query ? `Поиск: «${query}»` : 'Каталог';
  return (
    <Stack gap={6}>
      <PageTitle title={title} />
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      <ProductListing withCategories={!query} />
    </Stack>
  );
}
