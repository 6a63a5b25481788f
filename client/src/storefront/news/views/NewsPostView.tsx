import { useQuery } from '@apollo/client/react';
import { NewsPostPageDocument } from '../../../generated/news/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { formatDate, imageUrl } from '../../../shared/format/format';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { Link, useParams } from '../../routing';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text, linkClass } from '../../ui/Text';
import { newsUrls } from '../urls';
import styles from './NewsPostView.module.css';

/** `/news/:url`: one post with its picture and text (plain text), or the 404 page. */
export function NewsPostView() {
  const { url = '' } = useParams<{ url: string }>();
  const { data, loading, error, refetch } = useQuery(NewsPostPageDocument, { variables: { url } });
  if (loading && !data) return <Loader />;
  if (error && errorCode(error) === 'NOT_FOUND') return <NotFoundView />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const post = data.newsPostByUrl;
  return (
    <Stack as="article" gap={4} className={styles.post}>
      <PageTitle title={post.title} description={post.text} image={post.image ? imageUrl(post.image) : undefined} type="article" />
      <Link to={newsUrls.news} className={linkClass(false, styles.back)}>
        ← Все новости
      </Link>
      <Text size="sm" tone="muted">
        {formatDate(post.createdAt)}
      </Text>
      <Heading as="h1" size="3xl">
        {post.title}
      </Heading>
      {post.image && <img className={styles.picture} src={imageUrl(post.image)} alt="" />}
      <p className={styles.text}>{post.text}</p>
    </Stack>
  );
}
