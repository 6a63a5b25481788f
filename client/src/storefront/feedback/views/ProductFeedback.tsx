import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { ProductQuestionsDocument, ProductReviewsDocument, type QuestionSort, type ReviewSort } from '../../../generated/feedback/graphql';
import { useSession } from '../../../shared/auth/session';
import { errorMessage } from '../../../shared/errors/error-message';
import { accountUrls } from '../../account/urls';
import { Link } from '../../routing';
import { SortSelect } from '../../shop/components/SortSelect';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text, linkClass } from '../../ui/Text';
import styles from '../components/Feedback.module.css';
import { ThreadCard } from '../components/ThreadCard';
import { questionKind, reviewKind, type FeedbackKind, type Thread } from '../feedback-kinds';
import { lazyNamed } from '../../../shared/routing/lazy-screen';

const PAGE = 10;

/** The writing form arrives when a shopper opens it: most visitors only read. */
const ThreadForm = lazyNamed(() => import('../components/ThreadForm'), (module) => module.ThreadForm);

/** The reviews or the questions of a product, sorted on the server, ten more at a time. */
function ThreadList({ kind, productId }: { kind: FeedbackKind; productId: number }) {
  const { user } = useSession();
  const [sort, setSort] = useState<string>('new');
  const [limit, setLimit] = useState(PAGE);
  const [writing, setWriting] = useState(false);
  const variables = { productId, limit, offset: 0 };
  const reviews = useQuery(ProductReviewsDocument, {
    variables: { ...variables, sort: sort as ReviewSort },
    skip: kind.kind !== 'review',
  });
  const questions = useQuery(ProductQuestionsDocument, {
    variables: { ...variables, sort: sort as QuestionSort },
    skip: kind.kind !== 'question',
  });
  const { data, loading, error, refetch } = kind.kind === 'review' ? reviews : questions;
  const page = data && ('reviews' in data ? data.reviews : data.questions);
  const rows: Thread[] = page?.rows ?? [];
  return (
    <Stack gap={4}>
      <Stack row wrap justify="between" align="center" gap={3}>
        <SortSelect
          value={sort}
          options={kind.sorts}
          onChange={(next) => {
            setSort(next);
            setLimit(PAGE);
          }}
        />
        {user ? (
          !writing && <Button onClick={() => setWriting(true)}>{kind.write}</Button>
        ) : (
          <Text size="sm">
            <Link to={accountUrls.signIn} className={linkClass()}>
              Войдите
            </Link>
            , чтобы {kind.kind === 'review' ? 'написать отзыв' : 'задать вопрос'}.
          </Text>
        )}
      </Stack>
      {writing && (
        <Suspense fallback={<Loader />}>
          <ThreadForm kind={kind} productId={productId} onDone={() => setWriting(false)} />
        </Suspense>
      )}
      {loading && !page && <Loader />}
      {error && !page && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {page && !rows.length && <Text tone="muted">{kind.empty}</Text>}
      {rows.map((thread) => (
        <ThreadCard key={thread.id} thread={thread} kind={kind} />
      ))}
      {page && page.length > rows.length && (
        <Button variant="outline" className={styles.center} loading={loading} onClick={() => setLimit(limit + PAGE)}>
          Показать ещё
        </Button>
      )}
    </Stack>
  );
}

/** The product page's «Отзывы» and «Вопросы» (SPEC §3, §4): two tabs over one list component. */
export function ProductFeedback({ productId, reviewCount }: { productId: number; reviewCount: number }) {
  const [kind, setKind] = useState<FeedbackKind>(reviewKind);
  return (
    <Stack as="section" gap={4} aria-labelledby="product-feedback">
      <Heading as="h2" size="lg" id="product-feedback">
        Отзывы и вопросы
      </Heading>
      <Stack row wrap gap={2} role="tablist">
        {[reviewKind, questionKind].map((option) => (
          <Button key={option.kind} role="tab" aria-selected={kind === option} variant={kind === option ? 'solid' : 'outline'} size="sm" onClick={() => setKind(option)}>
            {option.kind === 'review' ? `Отзывы (${reviewCount})` : 'Вопросы'}
          </Button>
        ))}
      </Stack>
      <ThreadList key={kind.kind} kind={kind} productId={productId} />
    </Stack>
  );
}
