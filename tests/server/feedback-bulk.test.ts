import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionShop, type Shopper } from './discussion-shop.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Issue 47: staff hide and show several reviews or questions at once from the back office's lists. */

let app: TestApp;
let productId: number;
let anna: Shopper;
let boris: Shopper;

beforeAll(async () => {
  app = await startTestApp();
  ({ productId, anna, boris } = await discussionShop(app, 'Платье для модерации списком', 'feedback-bulk.test'));
});
afterAll(() => app.close());

const review = async (token: string, rating: number, text: string) => (await app.rest('POST', '/reviews', { body: { productId, rating, text }, token })).body.id as number;
const question = async (token: string, text: string) => (await app.rest('POST', '/questions', { body: { productId, text }, token })).body.id as number;
const product = async () => (await app.rest('GET', `/products/${productId}`)).body;
const audit = async (entity: string, entityId: number) => (await app.rest('GET', `/audit?entity=${entity}&entityId=${entityId}`, { as: 'Admin' })).body.rows;

describe('hiding and showing reviews and questions in bulk', () => {
  it('hides several reviews over REST, names an unknown one as refused, keeps the rating true and audits each change', async () => {
    const good = await review(anna.token, 5, 'Отличное платье');
    const rude = await review(boris.token, 1, 'Грубый отзыв');
    const spam = await review(anna.token, 1, 'Реклама');
    expect(await product()).toMatchObject({ reviewCount: 3 });

    const answer = await app.rest('POST', '/reviews/bulk', { body: { ids: [rude, spam, 999999], action: 'hide' }, as: 'SuperUser' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ done: [rude, spam], failed: [{ id: 999999, message: 'Отзыв не найден' }] });
    const shown = (await app.rest('GET', `/reviews?productId=${productId}`)).body.rows.map((row: { id: number }) => row.id);
    expect(shown).toEqual([good]);
    expect(await product()).toMatchObject({ rating: 5, reviewCount: 1 });
    const [hidden] = await audit('review', rude);
    expect(hidden).toMatchObject({ action: 'update', user: { email: 'superuser@test.local' }, changes: { published: [true, false] } });

    const back = await app.rest('POST', '/reviews/bulk', { body: { ids: [rude], action: 'show' }, as: 'Admin' });
    expect(back.body).toEqual({ done: [rude], failed: [] });
    expect(await product()).toMatchObject({ reviewCount: 2 });
  });

  it('hides and shows questions over GraphQL with the refused id named', async () => {
    const asked = await question(anna.token, 'Есть ли размер 52?');
    const hidden = await app.gql(
      `mutation($input: ThreadBulkInput!) { bulkQuestions(input: $input) { done failed { id message } } }`,
      { input: { ids: [asked, 888888], action: 'hide' } },
      'Admin',
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data.bulkQuestions).toEqual({ done: [asked], failed: [{ id: 888888, message: 'Вопрос не найден' }] });
    expect((await app.rest('GET', `/questions/${asked}`)).status).toBe(404);

    const reviewed = await review(boris.token, 4, 'Хорошо сидит');
    const reviews = await app.gql(`mutation { bulkReviews(input: { ids: [${reviewed}], action: hide }) { done failed { id } } }`, {}, 'SuperUser');
    expect(reviews.data.bulkReviews).toEqual({ done: [reviewed], failed: [] });
    const questions = await app.gql(`mutation { bulkQuestions(input: { ids: [${asked}], action: show }) { done } }`, {}, 'SuperUser');
    expect(questions.data.bulkQuestions.done).toEqual([asked]);
    expect((await app.rest('GET', `/questions/${asked}`)).status).toBe(200);
  });

  it('refuses a shopper, even the author, in both APIs and changes nothing', async () => {
    const own = await review(anna.token, 2, 'Мой отзыв');
    expect((await app.rest('POST', '/reviews/bulk', { body: { ids: [own], action: 'hide' }, token: anna.token })).status).toBe(403);
    expect((await app.rest('POST', '/questions/bulk', { body: { ids: [own], action: 'hide' }, as: 'User' })).status).toBe(403);
    const denied = await app.gql(`mutation { bulkReviews(input: { ids: [${own}], action: hide }) { done } }`, {}, 'User');
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await app.rest('GET', `/reviews/${own}`)).status).toBe(200);
  });

  it('refuses an empty selection and an unknown action', async () => {
    expect((await app.rest('POST', '/reviews/bulk', { body: { ids: [], action: 'hide' }, as: 'Admin' })).status).toBe(400);
    expect((await app.rest('POST', '/questions/bulk', { body: { ids: [1], action: 'delete' }, as: 'Admin' })).status).toBe(400);
  });
});
