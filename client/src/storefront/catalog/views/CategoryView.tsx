import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useParams } from 'react-router-dom';
import { CategoryPageDocument } from '../../../generated/storefront/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage, errorStatus } from '../../../shared/errors/error-message';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { catalogUrls } from '../urls';

/** One category by its url: description, parent and subcategories. Its products come with the catalogue issue. */
export function CategoryView() {
  const { url = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CategoryPageDocument, { variables: { url } });
  if (loading && !data) return <PageLoader />;
  if (error && errorStatus(error) === 404) return <NotFoundView />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const category = data.categoryByUrl;
  return (
    <Stack gap="5">
      <PageTitle title={category.name} />
      <Text fontSize="sm" color="fg.muted">
        <RouterLink to={catalogUrls.catalog}>Каталог</RouterLink>
        {category.parent && (
          <>
            {' / '}
            <RouterLink to={catalogUrls.category(category.parent.url)}>{category.parent.name}</RouterLink>
          </>
        )}
      </Text>
      <Heading as="h1" size="3xl">
        {category.name}
      </Heading>
      {category.desc && <Text fontSize="lg">{category.desc}</Text>}
      {category.children.length > 0 && (
        <Stack as="ul" direction="row" wrap="wrap" gap="3" listStyleType="none">
          {category.children.map((child) => (
            <li key={child.id}>
              <RouterLink to={catalogUrls.category(child.url)}>{child.name}</RouterLink>
            </li>
          ))}
        </Stack>
      )}
      <Text color="fg.muted">Товары этой категории скоро появятся в каталоге.</Text>
    </Stack>
  );
}
