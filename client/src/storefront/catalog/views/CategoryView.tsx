import { useQuery } from '@apollo/client/react';
import { CategoryPageDocument } from '../../../generated/catalog/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { useParams } from '../../routing';
import { ProductGridSkeleton } from '../../shop/components/ProductSkeletons';
import { ErrorState } from '../../ui/ErrorState';
import { Heading, Stack, Text } from '../../ui/Text';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { CategoryLinks } from '../components/CategoryLinks';
import { catalogUrls } from '../urls';
import { ProductListing } from './ProductListing';

/**
 * One category by its url: the way back up, its description and subcategories, then its products
 * and those of its subcategories. The brands to filter by are those of the parent's subtree, where
 * the brands of a subcategory's products belong.
 */
export function CategoryView() {
  const { url = '' } = useParams<{ url: string }>();
  const { data, loading, error, refetch } = useQuery(CategoryPageDocument, { variables: { url } });
  if (loading && !data) return <ProductGridSkeleton />;
  if (error && errorCode(error) === 'NOT_FOUND') return <NotFoundView />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const category = data.categoryByUrl;
  const crumbs: Crumb[] = [{ label: 'Каталог', to: catalogUrls.catalog }];
  if (category.parent) crumbs.push({ label: category.parent.name, to: catalogUrls.category(category.parent.url) });
  return (
    <Stack gap={5}>
      <PageTitle title={category.name} description={category.desc} />
      <Breadcrumbs crumbs={crumbs} current={category.name} />
      <Heading as="h1" size="3xl">
        {category.name}
      </Heading>
      {category.desc && <Text tone="muted">{category.desc}</Text>}
      <CategoryLinks label="Подкатегории" categories={category.children} />
      <ProductListing categoryId={category.id} />
    </Stack>
  );
}
