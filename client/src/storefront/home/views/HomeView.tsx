import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { HomePageDocument } from '../../../generated/home/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogListUrl } from '../../catalog/catalog-params';
import { ProductRow } from '../../catalog/components/ProductRow';
import { catalogUrls } from '../../catalog/urls';
import { NewsCards } from '../../news/components/NewsCards';
import { newsUrls } from '../../news/urls';
import { Link } from '../../routing';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text, linkClass } from '../../ui/Text';
import { BrandList } from '../components/BrandList';
import { CategoryTree } from '../components/CategoryTree';
import { HomeReview } from '../components/HomeReview';
import { SlideBanner } from '../components/SlideBanner';
import styles from './HomeView.module.css';

/** A titled block of the home page. */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4} aria-labelledby={id} className={styles.later}>
      <Heading as="h2" size="2xl" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The home page (SPEC §1, §9): the slide banner, the banner's text (or a greeting), rows of new, best-selling and
 * discounted products, the category tree, the brands, the review and the news flagged to show on main.
 */
export function HomeView() {
  const { data, loading, error, refetch } = useQuery(HomePageDocument);
  // the shop's own words until a manager writes the banner's title
  const banner = data?.advertisements.rows.find((advertisement) => advertisement.id === 1 && advertisement.title.trim());
  return (
    <div className={styles.home}>
      <PageTitle />
      {data && data.slides.rows.length > 0 && <SlideBanner slides={data.slides.rows} />}
      <div className={styles.hero}>
        <Heading as="h1" size="3xl" className={styles.title}>
          {banner ? banner.title : 'Одежда и обувь для всей семьи'}
        </Heading>
        <p className={styles.lead}>{banner ? banner.description : 'Новые коллекции каждую неделю, доставка по всей России и 7 дней на возврат.'}</p>
      </div>
      {loading && !data && <Loader />}
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <ProductRow title="Новинки" products={data.newProducts.rows} allHref={catalogListUrl({ sort: 'new' })} firstScreen={!data.slides.rows.length} />
          <ProductRow title="Хиты продаж" products={data.popularProducts.rows} allHref={catalogListUrl({})} />
          <ProductRow title="Скидки" products={data.discountedProducts.rows} allHref={catalogListUrl({ discounted: true })} />
          <HomeSection id="home-categories" title="Категории">
            {data.categoriesTree.length ? (
              <CategoryTree categories={data.categoriesTree} linkTo={catalogUrls.category} />
            ) : (
              <Text tone="muted">Категории скоро появятся.</Text>
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
              <Link to={newsUrls.news} className={linkClass(false, styles.more)}>
                Все новости
              </Link>
            </HomeSection>
          )}
        </>
      )}
    </div>
  );
}
