import { useQuery } from '@apollo/client/react';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useSearchParams } from 'react-router-dom';
import { NewsListDocument } from '../../../generated/shop/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage } from '../../../shared/errors/error-message';
import { NewsCards } from '../components/NewsCards';
import { newsUrls } from '../urls';

const PAGE_SIZE = 12;

/** `/news`: the shop's news, newest first, twelve a page, with links to newer and older ones. */
export function NewsListView() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useQuery(NewsListDocument, { variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } });
  const pageUrl = (n: number) => (n === 1 ? newsUrls.news : `${newsUrls.news}?page=${n}`);
  return (
    <Stack gap="5">
      <PageTitle title="Новости" description="Новости интернет-магазина «Витрина»: новые коллекции, скидки и события." />
      <Heading as="h1" size="3xl">
        Новости
      </Heading>
      {loading && !data ? (
        <PageLoader />
      ) : error || !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.newsPosts.rows.length === 0 ? (
        <Text color="fg.muted">Новостей пока нет.</Text>
      ) : (
        <>
          <NewsCards news={data.newsPosts.rows} />
          <HStack as="nav" aria-label="Страницы новостей" justify="space-between">
            {page > 1 ? <RouterLink to={pageUrl(page - 1)}>← Новее</RouterLink> : <span />}
            {page * PAGE_SIZE < data.newsPosts.length && <RouterLink to={pageUrl(page + 1)}>Старее →</RouterLink>}
          </HStack>
        </>
      )}
    </Stack>
  );
}
