import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionShop, signUpShopper, type Shopper } from './discussion-shop.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let productId: number;
let anna: Shopper;
let boris: Shopper;

beforeAll(async () => {
  app = await startTestApp();
  ({ productId, anna, boris } = await discussionShop(app, 'Платье льняное', 'reviews.test'));
});
afterAll(() => app.close());

const shopper = (name: string) => signUpShopper(app, name, 'reviews.test');
const review = (who: Shopper, rating: number, text = `Оценка ${rating}`) => app.rest('POST', '/reviews', { body: { productId, rating, text }, token: who.token });
const toggleNames = { review: ['toggleReviewReaction', 'reviewId'], reviewComment: ['toggleReviewCommentReaction', 'commentId'], question: ['toggleQuestionReaction', 'questionId'], questionComment: ['toggleQuestionCommentReaction', 'commentId'] } as const;
const toggle = (kind: keyof typeof toggleNames, id: number, reaction: 'Like' | 'Dislike', who: Shopper) =>
  app.gql(`mutation { ${toggleNames[kind][0]}(${toggleNames[kind][1]}: ${id}, reaction: ${reaction}) { likes dislikes myReaction } }`, {}, { token: who.token });

describe('two shoppers on one product page', () => {
  it('review, ask, comment and react over REST with counts, rating and review count always right', async () => {
    const first = await review(anna, 5, 'Отличное платье');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: anna.id, productId, rating: 5, text: 'Отличное платье', images: [], showOnMain: false, likes: 0, dislikes: 0, commentCount: 0, user: { id: anna.id, firstName: 'anna' } });
    await review(boris, 2, 'Села после стирки');
    expect((await app.rest('GET', `/products/${productId}`)).body).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const liked = await app.rest('POST', '/reviews/reaction', { body: { reviewId: first.body.id, reaction: 'Like', userId: anna.id }, token: boris.token });
    expect(liked.status).toBe(201);
    expect(liked.body).toMatchObject({ userId: boris.id, reviewId: first.body.id, reaction: 'Like', commentId: null });
    const again = await app.rest('POST', '/reviews/reaction', { body: { reviewId: first.body.id, reaction: 'Like' }, token: boris.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Такая запись уже существует.');

    const comment = await app.rest('POST', '/comments', { body: { reviewId: first.body.id, text: 'Согласна!' }, token: boris.token });
    expect(comment.body).toMatchObject({ reviewId: first.body.id, userId: boris.id, text: 'Согласна!' });
    await app.rest('POST', '/comments/reaction', { body: { commentId: comment.body.id, reviewId: first.body.id, reaction: 'Dislike' }, token: anna.token });

    const question = await app.rest('POST', '/questions', { body: { productId, text: 'Есть ли размер 52?' }, token: boris.token });
    const answer = await app.rest('POST', '/question-comments', { body: { questionId: question.body.id, text: 'Да, есть' }, token: anna.token });
    await app.rest('POST', '/questions/reaction', { body: { questionId: question.body.id, reaction: 'Like' }, token: anna.token });
    await app.rest('POST', '/question-comments/reaction', { body: { commentId: answer.body.id, reaction: 'Like' }, token: boris.token });

    const merged = (await app.rest('GET', `/reviews?productId=${productId}&merge=true&sort=rating_desc`)).body;
    expect(merged.length).toBe(2);
    expect(merged.rows[0]).toMatchObject({
      id: first.body.id,
      likes: 1,
      commentCount: 1,
      user: { id: anna.id },
      product: { id: productId, name: 'Платье льняное' },
      reactions: [{ userId: boris.id, reaction: 'Like' }],
      comments: [{ id: comment.body.id, text: 'Согласна!', dislikes: 1, user: { id: boris.id }, reactions: [{ userId: anna.id, reaction: 'Dislike', reviewId: first.body.id, commentId: comment.body.id }] }],
    });
    expect((await app.rest('GET', `/reviews?productId=${productId}`)).body.rows[0]).not.toHaveProperty('comments');
    const asked = (await app.rest('GET', `/questions/${question.body.id}`)).body;
    expect(asked).toMatchObject({ likes: 1, commentCount: 1, comments: [{ text: 'Да, есть', likes: 1, questionId: question.body.id }] });

    const removed = await app.rest('DELETE', `/reviews/reaction/${liked.body.id}`, { token: anna.token });
    expect(removed.status).toBe(403);
    expect((await app.rest('DELETE', `/questions/reaction/${liked.body.id}`, { token: boris.token })).status).toBe(404);
    expect((await app.rest('DELETE', `/reviews/reaction/${liked.body.id}`, { token: boris.token })).body).toEqual({ id: liked.body.id });
    expect((await app.rest('GET', `/reviews/${first.body.id}`)).body).toMatchObject({ likes: 0, reactions: [] });
  });

  it('cannot react to their own review: 403 with the Russian message, in both APIs', async () => {
    const own = (await review(anna, 4)).body;
    const rest = await app.rest('POST', '/reviews/reaction', { body: { reviewId: own.id, reaction: 'Like' }, token: anna.token });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Вы не можете реагировать на собственный отзыв');
    const gql = await toggle('review', own.id, 'Like', anna);
    expect(gql.errors[0]).toMatchObject({ message: 'Вы не можете реагировать на собственный отзыв', extensions: { code: 'FORBIDDEN', status: 403 } });
  });
});

describe('the reaction toggle', () => {
  async function targets() {
    const reviewId = (await review(anna, 3)).body.id;
    const reviewCommentId = (await app.rest('POST', '/comments', { body: { reviewId, text: 'Комментарий' }, token: anna.token })).body.id;
    const questionId = (await app.rest('POST', '/questions', { body: { productId, text: 'Вопрос' }, token: anna.token })).body.id;
    const questionCommentId = (await app.rest('POST', '/question-comments', { body: { questionId, text: 'Ответ' }, token: anna.token })).body.id;
    return { review: reviewId, reviewComment: reviewCommentId, question: questionId, questionComment: questionCommentId };
  }

  it.each(['review', 'reviewComment', 'question', 'questionComment'] as const)('on a %s adds, replaces with the opposite, and removes on repeat', async (kind) => {
    const id = (await targets())[kind];
    const name = toggleNames[kind][0];
    expect((await toggle(kind, id, 'Like', boris)).data[name]).toEqual({ likes: 1, dislikes: 0, myReaction: 'Like' });
    expect((await toggle(kind, id, 'Dislike', boris)).data[name]).toEqual({ likes: 0, dislikes: 1, myReaction: 'Dislike' });
    expect((await toggle(kind, id, 'Dislike', boris)).data[name]).toEqual({ likes: 0, dislikes: 0, myReaction: null });
    expect((await toggle(kind, id, 'Like', boris)).data[name]).toEqual({ likes: 1, dislikes: 0, myReaction: 'Like' });
    if (kind !== 'review') expect((await toggle(kind, id, 'Dislike', anna)).data[name]).toEqual({ likes: 1, dislikes: 1, myReaction: 'Dislike' });
  });

  it('ten concurrent toggles by one user leave at most one reaction and counts that match it', async () => {
    const { question } = await targets();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => toggle('question', question, i % 3 ? 'Like' : 'Dislike', boris)));
    expect(answers.every((a) => !a.errors)).toBe(true);
    const [row] = await app.orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM reaction WHERE user_id = ? AND question_id = ? AND question_comment_id IS NULL', [boris.id, question]);
    expect(row.n).toBeLessThanOrEqual(1);
    const stored = (await app.rest('GET', `/questions/${question}`)).body;
    expect(stored.likes + stored.dislikes).toBe(row.n);
  });

  it('refuses anonymous callers and unknown targets', async () => {
    expect((await app.gql('mutation { toggleQuestionReaction(questionId: 1, reaction: Like) { likes } }')).errors[0].extensions.status).toBe(401);
    expect((await toggle('question', 999999, 'Like', boris)).errors[0].extensions.status).toBe(404);
    expect((await app.rest('POST', '/questions/reaction', { body: { questionId: 1, reaction: 'Love' }, token: boris.token })).body.details).toHaveProperty('reaction');
  });
});

describe('authors and staff', () => {
  it('authors edit and delete their own writing, others get 403, staff may do anything and only staff show a review on the home page', async () => {
    const mine = (await review(anna, 1, 'Плохо')).body;
    expect((await app.rest('PUT', `/reviews/${mine.id}`, { body: { text: 'Чужая правка' }, token: boris.token })).status).toBe(403);
    expect((await app.rest('DELETE', `/reviews/${mine.id}`, { token: boris.token })).status).toBe(403);
    expect((await app.rest('PUT', `/reviews/${mine.id}`, { body: { rating: 4, text: 'Передумала' }, token: anna.token })).body).toMatchObject({ rating: 4, text: 'Передумала' });
    expect((await app.rest('PUT', `/reviews/${mine.id}`, { body: { showOnMain: true }, token: anna.token })).status).toBe(403);
    expect((await app.rest('POST', '/reviews', { body: { productId, rating: 5, text: 'На главную', showOnMain: true }, token: anna.token })).status).toBe(403);
    const shown = await app.rest('PUT', `/reviews/${mine.id}`, { body: { rating: 4, text: 'Передумала', images: [], productId, userId: boris.id, showOnMain: true }, as: 'SuperUser' });
    expect(shown.body).toMatchObject({ showOnMain: true, userId: anna.id });
    const home = await app.gql('{ reviews(showOnMain: true, limit: 1) { length rows { id text user { firstName } product { name } comments { id } reactions { id } } } }');
    const dated = await app.gql(`{ review(id: ${mine.id}) { createdAt updatedAt } questions(limit: 1) { rows { createdAt comments { createdAt } } } }`);
    expect(dated.errors).toBeUndefined();
    expect(dated.data.review.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(home.data.reviews.rows).toEqual([{ id: mine.id, text: 'Передумала', user: { firstName: 'anna' }, product: { name: 'Платье льняное' }, comments: [], reactions: [] }]);

    const question = (await app.rest('POST', '/questions', { body: { productId, text: 'Вопрос Анны' }, token: anna.token })).body;
    const answer = (await app.rest('POST', '/question-comments', { body: { questionId: question.id, text: 'Ответ Бориса' }, token: boris.token })).body;
    expect((await app.rest('PUT', `/question-comments/${answer.id}`, { body: { text: 'Правка Анны' }, token: anna.token })).status).toBe(403);
    expect((await app.rest('PUT', `/question-comments/${answer.id}`, { body: { text: 'Уточнение' }, token: boris.token })).body.text).toBe('Уточнение');
    expect((await app.rest('DELETE', `/question-comments/${answer.id}`, { as: 'Admin' })).body).toEqual({ id: answer.id });
    expect((await app.rest('GET', `/questions/${question.id}`)).body.commentCount).toBe(0);
    expect((await app.rest('DELETE', `/reviews/${mine.id}`, { token: anna.token })).body).toEqual({ id: mine.id });
    expect((await app.rest('GET', `/reviews/${mine.id}`)).status).toBe(404);
  });

  it('keep text as plain text and refuse bad input in Russian', async () => {
    const html = '<img src=x onerror=alert(1)> <b>жирный</b>';
    expect((await review(anna, 3, html)).body.text).toBe(html);
    const bad = await app.rest('POST', '/reviews', { body: { productId, rating: 6, text: ' ', images: ['a', 'b', 'c', 'd', 'e'] }, token: anna.token });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ rating: 'Оценка от 1 до 5', text: 'Напишите текст', images: 'Не больше 4 изображений' });
    expect((await app.rest('POST', '/reviews', { body: { productId: 999999, rating: 3, text: 'Нет товара' }, token: anna.token })).body.details).toEqual({ productId: 'Товар не найден' });
    expect((await app.rest('POST', '/comments', { body: { reviewId: 999999, text: 'Куда?' }, token: anna.token })).body.details).toEqual({ reviewId: 'Отзыв не найден' });
    expect((await app.rest('POST', '/reviews', { body: { productId, rating: 3, text: 'Без входа' } })).status).toBe(401);
  });
});

describe('sorting on the server', () => {
  it('orders reviews and questions by each option, and a merged page costs one query', async () => {
    const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Юбки' }, as: 'Admin' })).body.id;
    const skirt = (await app.rest('POST', '/products', { body: { name: 'Юбка', categoryId, productVariants: [{ sku: 'SKIRT-1', price: 2000, stock: 1 }] }, as: 'Admin' })).body.id;
    const carla = await shopper('carla');
    const post = (who: Shopper, rating: number) => app.rest('POST', '/reviews', { body: { productId: skirt, rating, text: `${rating}` }, token: who.token }).then((r) => r.body.id as number);
    const low = await post(anna, 1);
    const high = await post(boris, 5);
    const middle = await post(carla, 3);
    await toggle('review', low, 'Like', boris);
    await toggle('review', low, 'Like', carla);
    await toggle('review', middle, 'Like', anna);
    await toggle('review', high, 'Dislike', anna);
    await app.rest('POST', '/comments', { body: { reviewId: middle, text: 'Ответ магазина' }, as: 'Admin' });
    const order = async (sort: string) => (await app.rest('GET', `/reviews?productId=${skirt}&sort=${sort}`)).body.rows.map((r: { id: number }) => r.id);
    expect(await order('new')).toEqual([middle, high, low]);
    expect(await order('liked')).toEqual([low, middle, high]);
    expect(await order('useful')).toEqual([low, middle, high]);
    expect(await order('rating_desc')).toEqual([high, middle, low]);
    expect(await order('rating_asc')).toEqual([low, middle, high]);
    expect((await order('answered'))[0]).toBe(middle);
    const answered = (await app.gql(`{ review(id: ${middle}) { user { staff } comments { user { staff } } } }`)).data.review;
    expect(answered).toEqual({ user: { staff: false }, comments: [{ user: { staff: true } }] });
    expect((await order('unanswered'))[2]).toBe(middle);
    expect(await app.countQueries(() => app.rest('GET', `/reviews?productId=${skirt}&merge=true&limit=2`))).toBe(1);

    const q1 = (await app.rest('POST', '/questions', { body: { productId: skirt, text: 'Первый' }, token: anna.token })).body.id;
    const q2 = (await app.rest('POST', '/questions', { body: { productId: skirt, text: 'Второй' }, token: anna.token })).body.id;
    await app.rest('POST', '/question-comments', { body: { questionId: q1, text: 'Ответ 1' }, token: boris.token });
    await app.rest('POST', '/question-comments', { body: { questionId: q1, text: 'Ответ 2' }, token: carla.token });
    const questions = async (sort: string) => (await app.gql(`{ questions(productId: ${skirt}, sort: ${sort}) { rows { id } } }`)).data.questions.rows.map((r: { id: number }) => r.id);
    expect(await questions('comments_desc')).toEqual([q1, q2]);
    expect(await questions('comments_asc')).toEqual([q2, q1]);
    expect(await questions('new')).toEqual([q2, q1]);
  });
});
