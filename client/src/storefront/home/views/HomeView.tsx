import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { HomePageDocument } from '../../../generated/storefront/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogUrls } from '../../catalog/urls';
import { BrandList } from '../components/BrandList';
import { CategoryTree } from '../components/CategoryTree';

/** The home page: a greeting, the category tree and the brands flagged to show on main (SPEC §1, §9). */
export function HomeView() {
  const { data, loading, error, refetch } = useQuery(HomePageDocument);
  return (
    <Stack gap="12">
      <PageTitle />
      <Box borderRadius="l3" bg="colorPalette.subtle" px={{ base: '6', md: '10' }} py={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="3">
          Одежда и обувь для всей семьи
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="2xl">
          Новые коллекции каждую неделю, доставка по всей России и 14 дней на возврат.
        </Text>
      </Box>
      {loading && !data && <PageLoader />}
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Stack as="section" gap="4" aria-labelledby="home-categories">
            <Heading as="h2" size="2xl" id="home-categories">
              Категории
            </Heading>
            {data.categoriesTree.length ? (
              <CategoryTree categories={data.categoriesTree} linkTo={catalogUrls.category} />
            ) : (
              <Text color="fg.muted">Категории скоро появятся.</Text>
            )}
          </Stack>
          {data.brands.rows.length > 0 && (
            <Stack as="section" gap="4" aria-labelledby="home-brands">
              <Heading as="h2" size="2xl" id="home-brands">
                Популярные бренды
              </Heading>
              <BrandList brands={data.brands.rows} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
