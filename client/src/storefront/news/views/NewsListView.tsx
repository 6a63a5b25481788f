import { useQuery } from '@apollo/client/react';
import { NewsListDocument } from '../../../generated/news/graphql';
import { useContext } from 'react';
import { PageTitle, ShopNameContext } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { Link, useSearchParams } from '../../routing';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text, linkClass } from '../../ui/Text';
import { NewsCards } from '../components/NewsCards';
import { newsUrls } from '../urls';

const PAGE_SIZE = 12;

/** `/news`: the shop's news, newest first, twelve a page, with links to newer and older ones. */
export function NewsListView() {
  const shopName = useContext(ShopNameContext);
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useQuery(NewsListDocument, { variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } });
  const pageUrl = (n: number) => (n === 1 ? newsUrls.news : `${newsUrls.news}?page=${n}`);
  return (
    <Stack gap={5}>
      <PageTitle title="Новости" description={`Новости интернет-магазина «${shopName}»: новые коллекции, скидки и события.`} />
      <Heading as="h1" size="3xl">
        Новости
      </Heading>
      {loading && !data ? (
        <Loader />
      ) : error || !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.newsPosts.rows.length === 0 ? (
        <Text tone="muted">Новостей пока нет.</Text>
      ) : (
        <>
          <NewsCards news={data.newsPosts.rows} />
          <Stack as="nav" aria-label="Страницы новостей" row justify="between">
            {page > 1 ? (
              <Link to={pageUrl(page - 1)} className={linkClass()}>
                ← Новее
              </Link>
            ) : (
              <span />
            )}
            {page * PAGE_SIZE < data.newsPosts.length && (
              <Link to={pageUrl(page + 1)} className={linkClass()}>
                Старее →
              </Link>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
