import { graphql, HttpResponse } from 'msw';
import { server } from './server';

const author = (id: number, firstName: string, lastName: string) => ({ __typename: 'Author', id, firstName, lastName });

export const anna = author(7, 'Анна', 'Смирнова');
export const shopManager = author(1, 'Администратор', '');

const product = { __typename: 'DiscussedProduct', id: 3, name: 'Платье летнее', url: 'plate-letnee' };

const counters = { likes: 4, dislikes: 1, createdAt: '2026-03-05T10:00:00.000Z', user: anna, product };

export const comment = (typename: 'ReviewComment' | 'QuestionComment', id: number, text: string, user = shopManager) => ({
  __typename: typename,
  id,
  text,
  likes: 0,
  dislikes: 0,
  createdAt: '2026-03-06T09:30:00.000Z',
  user,
});

/** Анна's five-star review of the summer dress, with its comments. */
export const review = (id: number, { text = 'Отличное платье, ткань приятная.', showOnMain = false, published = true, comments = [] as ReturnType<typeof comment>[], images = [] as string[] } = {}) => ({
  __typename: 'Review',
  id,
  published,
  userId: 7,
  productId: 3,
  rating: 5,
  text,
  images,
  showOnMain,
  commentCount: comments.length,
  comments,
  ...counters,
});

/** Анна's question about the summer dress, with its answers. */
export const question = (id: number, { text = 'Какой рост у модели на фото?', published = true, comments = [] as ReturnType<typeof comment>[] } = {}) => ({
  __typename: 'Question',
  id,
  published,
  userId: 7,
  productId: 3,
  text,
  commentCount: comments.length,
  comments,
  ...counters,
});

/** A list query (`AdminReviews`, `AdminQuestions`) answers with these rows and records the variables of each request. */
export function serveThreads(operation: 'AdminReviews' | 'AdminQuestions', rows: object[]) {
  const requests: Record<string, unknown>[] = [];
  const typename = operation === 'AdminReviews' ? 'ReviewList' : 'QuestionList';
  server.use(
    graphql.query(operation, ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: typename, rows, length: rows.length } } });
    }),
  );
  return requests;
}

/** A thread query (`AdminReview`, `AdminQuestion`) answers with what `current` returns at the time of the request. */
export function serveThread(operation: 'AdminReview' | 'AdminQuestion', current: () => object) {
  server.use(graphql.query(operation, () => HttpResponse.json({ data: { record: current() } })));
}
