import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useParams } from 'react-router-dom';
import { NewsPostPageDocument } from '../../../generated/shop/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage, errorStatus } from '../../../shared/errors/error-message';
import { formatDate, imageUrl } from '../../../shared/format/format';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { newsUrls } from '../urls';

/** `/news/:url`: one post with its picture and text (plain text), or the 404 page. */
export function NewsPostView() {
  const { url = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(NewsPostPageDocument, { variables: { url } });
  if (loading && !data) return <PageLoader />;
  if (error && errorStatus(error) === 404) return <NotFoundView />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const post = data.newsPostByUrl;
  return (
    <Stack as="article" gap="4" maxW="3xl">
      <PageTitle title={post.title} description={post.text} image={post.image ? imageUrl(post.image) : undefined} type="article" />
      <RouterLink to={newsUrls.news} fontSize="sm">
        ← Все новости
      </RouterLink>
      <Text fontSize="sm" color="fg.muted">
        {formatDate(post.createdAt)}
      </Text>
      <Heading as="h1" size="3xl">
        {post.title}
      </Heading>
      {post.image && <Image src={imageUrl(post.image)} alt="" borderRadius="l2" maxH="md" objectFit="cover" />}
      <Text whiteSpace="pre-line">{post.text}</Text>
    </Stack>
  );
}
