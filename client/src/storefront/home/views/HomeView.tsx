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
import { NewsCards } from '../../news/components/NewsCards';
import { newsUrls } from '../../news/urls';
import { RouterLink } from '../../../shared/components/RouterLink';
import { HomeReview } from '../components/HomeReview';
import { SlideBanner } from '../components/SlideBanner';

/** A titled block of the home page. */
function HomeSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="2xl" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The home page (SPEC §1, §9): the slide banner, a greeting, the category tree, the brands, the
 * review and the news flagged to show on main.
 */
export function HomeView() {
  const { data, loading, error, refetch } = useQuery(HomePageDocument);
  return (
    <Stack gap="12">
      <PageTitle />
      {data && data.slides.rows.length > 0 && <SlideBanner slides={data.slides.rows} />}
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
          <HomeSection id="home-categories" title="Категории">
            {data.categoriesTree.length ? (
              <CategoryTree categories={data.categoriesTree} linkTo={catalogUrls.category} />
            ) : (
              <Text color="fg.muted">Категории скоро появятся.</Text>
            )}
          </HomeSection>
          {data.brands.rows.length > 0 && (
            <HomeSection id="home-brands" title="Популярные бренды">
              <BrandList brands={data.brands.rows} />
            </HomeSection>
          )}
          {data.reviews.rows.length > 0 && (
            <HomeSection id="home-review" title="Отзыв покупателя">
              <HomeReview review={data.reviews.rows[0]} />
            </HomeSection>
          )}
          {data.newsPosts.rows.length > 0 && (
            <HomeSection id="home-news" title="Новости">
              <NewsCards news={data.newsPosts.rows} />
              <RouterLink to={newsUrls.news} display="inline-block" mt="3">
                Все новости
              </RouterLink>
            </HomeSection>
          )}
        </>
      )}
    </Stack>
  );
}
