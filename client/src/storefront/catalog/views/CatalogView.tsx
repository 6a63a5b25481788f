import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSearchParams } from 'react-router-dom';
import { CatalogCategoriesDocument } from '../../../generated/storefront/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { CategoryTree } from '../../home/components/CategoryTree';
import { catalogUrls } from '../urls';

/** The catalogue's entry page: for now the categories to browse; product listings come with the catalogue issue. */
export function CatalogView() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  const { data, loading, error, refetch } = useQuery(CatalogCategoriesDocument);
  return (
    <Stack gap="6">
      <PageTitle title="Каталог" />
      <Heading as="h1" size="3xl">
        Каталог
      </Heading>
      {query ? (
        <Text color="fg.muted">Поиск по запросу «{query}» скоро заработает. А пока выберите нужную категорию.</Text>
      ) : (
        <Text color="fg.muted">Выберите категорию, чтобы посмотреть товары.</Text>
      )}
      {loading && !data && <PageLoader />}
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && <CategoryTree categories={data.categoriesTree} linkTo={catalogUrls.category} />}
    </Stack>
  );
}
