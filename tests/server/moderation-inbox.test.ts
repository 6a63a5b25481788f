import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discussionShop, type Shopper } from './discussion-shop.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let productId: number;
let anna: Shopper;
let boris: Shopper;

beforeAll(async () => {
  app = await startTestApp();
  ({ productId, anna, boris } = await discussionShop(app, 'Платье на модерации', 'moderation.test'));
});
afterAll(() => app.close());

const ids = (body: { rows: { id: number }[] }) => body.rows.map((row) => row.id);
const product = async () => (await app.rest('GET', `/products/${productId}`)).body;

describe('moderation', () => {
  it('hides a review over REST and a question over GraphQL without deleting them; they leave the lists, counts and rating', async () => {
    const kept = (await app.rest('POST', '/reviews', { body: { productId, rating: 5, text: 'Прекрасно' }, token: boris.token })).body;
    const rude = (await app.rest('POST', '/reviews', { body: { productId, rating: 1, text: 'Грубость' }, token: anna.token })).body;
    const question = (await app.rest('POST', '/questions', { body: { productId, text: 'Реклама чужого магазина' }, token: anna.token })).body;
    expect(rude.published).toBe(true);
    expect(await product()).toMatchObject({ rating: 3, reviewCount: 2 });

    const hidden = await app.rest('PUT', `/reviews/${rude.id}`, { body: { published: false }, as: 'SuperUser' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: rude.id, published: false, text: 'Грубость' });
    const hiddenQuestion = await app.gql(`mutation { updateQuestion(id: ${question.id}, input: { published: false }) { id published } }`, {}, 'SuperUser');
    expect(hiddenQuestion.data.updateQuestion).toEqual({ id: question.id, published: false });

    expect(ids((await app.rest('GET', `/reviews?productId=${productId}`)).body)).toEqual([kept.id]);
    expect((await app.rest('GET', `/questions?productId=${productId}`)).body).toEqual({ rows: [], length: 0 });
    expect((await app.rest('GET', `/reviews/${rude.id}`)).status).toBe(404);
    expect((await app.gql(`{ reviews(productId: ${productId}) { length rows { id } } }`)).data.reviews).toEqual({ length: 1, rows: [{ id: kept.id }] });
    expect(await product()).toMatchObject({ rating: 5, reviewCount: 1 });
    // another shopper does not see them either
    expect(ids((await app.rest('GET', `/reviews?productId=${productId}`, { token: boris.token })).body)).toEqual([kept.id]);

    // the author sees them, marked, and staff see all with a filter
    const mine = await app.rest('GET', `/reviews?productId=${productId}`, { token: anna.token });
    expect(mine.body.rows.map((row: { id: number; published: boolean }) => [row.id, row.published])).toEqual([
      [kept.id, true],
      [rude.id, false],
    ]);
    expect((await app.gql(`{ questions(productId: ${productId}) { rows { id published } } }`, {}, { token: anna.token })).data.questions.rows).toEqual([{ id: question.id, published: false }]);
    expect(ids((await app.rest('GET', `/reviews?productId=${productId}&published=false`, { as: 'SuperUser' })).body)).toEqual([rude.id]);

    const shown = await app.rest('PUT', `/reviews/${rude.id}`, { body: { published: true }, as: 'Admin' });
    expect(shown.body.published).toBe(true);
    expect(await product()).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('is the staff’s: an author cannot hide, publish or post hidden, another shopper gets 403', async () => {
    const own = (await app.rest('POST', '/questions', { body: { productId, text: 'Есть ли размер S?' }, token: boris.token })).body;
    expect((await app.rest('PUT', `/questions/${own.id}`, { body: { published: false }, token: boris.token })).status).toBe(403);
    expect((await app.rest('PUT', `/questions/${own.id}`, { body: { published: false }, token: anna.token })).status).toBe(403);
    expect((await app.rest('POST', '/questions', { body: { productId, text: 'Скрытый вопрос', published: false }, token: boris.token })).status).toBe(403);
    const edited = await app.rest('PUT', `/questions/${own.id}`, { body: { text: 'Есть ли размер XS?', published: true }, token: boris.token });
    expect(edited.status).toBe(200);
    await app.rest('PUT', `/questions/${own.id}`, { body: { published: false }, as: 'SuperUser' });
    expect((await app.rest('PUT', `/questions/${own.id}`, { body: { published: true }, token: boris.token })).status).toBe(403);
  });
});

describe('the inbox', () => {
  it('keeps every help-desk message and call-back request, newest first, with filters, over both APIs', async () => {
    expect((await app.rest('POST', '/users/help', { body: { name: 'Ольга', email: 'olga@example.ru', message: 'Где мой заказ?', consent: true } })).status).toBe(200);
    expect((await app.gql('mutation { requestCallBack(input: { name: "Пётр", phone: "+7 900 123-45-67", consent: true }) { message } }')).errors).toBeUndefined();
    await app.rest('POST', '/users/help', { body: { name: 'Анна', email: 'anna@moderation.test', phone: '+7 901 000-00-00', message: 'Можно вернуть платье?', consent: true }, token: anna.token });

    const all = await app.rest('GET', '/messages', { as: 'SuperUser' });
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(3);
    expect(all.body.rows.map((row: { name: string }) => row.name)).toEqual(['Анна', 'Пётр', 'Ольга']);
    expect(all.body.rows[0]).toMatchObject({ kind: 'help', status: 'new', email: 'anna@moderation.test', phone: '+79010000000', text: 'Можно вернуть платье?', userId: anna.id });
    expect(all.body.rows[1]).toMatchObject({ kind: 'callback', status: 'new', email: null, phone: '+79001234567', text: null, userId: null });

    expect((await app.rest('GET', '/messages?kind=callback', { as: 'Admin' })).body.rows.map((row: { name: string }) => row.name)).toEqual(['Пётр']);
    const callBack = all.body.rows[1].id;
    const done = await app.rest('PUT', `/messages/${callBack}`, { body: { status: 'done' }, as: 'SuperUser' });
    expect(done.body).toMatchObject({ id: callBack, status: 'done' });
    const fresh = await app.gql('{ messages(status: new) { length rows { name status } } }', {}, 'SuperUser');
    expect(fresh.data.messages).toEqual({ length: 2, rows: [{ name: 'Анна', status: 'new' }, { name: 'Ольга', status: 'new' }] });
    const back = await app.gql(`mutation { setMessageStatus(id: ${callBack}, input: { status: new }) { status } }`, {}, 'Admin');
    expect(back.data.setMessageStatus).toEqual({ status: 'new' });
  });

  it('answers a help-desk message by letter over both APIs, keeps the answers and shows who handled the message and when', async () => {
    await app.rest('POST', '/users/help', { body: { name: 'Вера', email: 'vera@example.ru', message: 'Придёт ли платье к пятнице?', consent: true } });
    const [asked] = (await app.rest('GET', '/messages?kind=help&status=new', { as: 'SuperUser' })).body.rows;
    expect(asked).toMatchObject({ name: 'Вера', handledBy: null, handledAt: null, replies: [] });

    const answered = await app.rest('POST', `/messages/${asked.id}/replies`, { body: { text: '  Да, курьер привезёт его в четверг.\n\nХорошего дня!  ' }, as: 'SuperUser' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ id: asked.id, status: 'done', handledBy: 'SuperUser', replies: [{ text: 'Да, курьер привезёт его в четверг.\n\nХорошего дня!', author: 'SuperUser' }] });
    expect(Date.parse(answered.body.handledAt)).toBeGreaterThanOrEqual(Date.parse(asked.createdAt));
    const letter = await app.mailbox.waitFor('vera@example.ru', /^Ответ на ваше сообщение/);
    expect(letter.text).toContain('Здравствуйте, Вера!');
    expect(letter.text).toContain('Да, курьер привезёт его в четверг.');
    expect(letter.text).toContain('Хорошего дня!');
    expect(letter.text).toContain('Придёт ли платье к пятнице?');

    const again = await app.gql(`mutation { replyToMessage(id: ${asked.id}, input: { text: "И ещё: примерка бесплатная." }) { status handledBy handledAt replies { text author createdAt } } }`, {}, 'Admin');
    expect(again.errors).toBeUndefined();
    expect(again.data.replyToMessage.handledBy).toBe('Администратор');
    expect(again.data.replyToMessage.replies.map((reply: { text: string; author: string }) => [reply.text, reply.author])).toEqual([
      ['Да, курьер привезёт его в четверг.\n\nХорошего дня!', 'SuperUser'],
      ['И ещё: примерка бесплатная.', 'Администратор'],
    ]);
    await vi.waitFor(() => expect(app.mailbox.letters.filter((l) => l.text?.includes('примерка бесплатная'))).toHaveLength(1), { timeout: 10_000 });

    const reopened = await app.rest('PUT', `/messages/${asked.id}`, { body: { status: 'new' }, as: 'SuperUser' });
    expect(reopened.body).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect(reopened.body.replies).toHaveLength(2);
    const marked = await app.rest('PUT', `/messages/${asked.id}`, { body: { status: 'done' }, as: 'SuperUser' });
    expect(marked.body).toMatchObject({ status: 'done', handledBy: 'SuperUser' });
    expect(marked.body.handledAt).toEqual(expect.any(String));
  });

  it('cannot answer a call-back request by letter, an empty answer or a missing message, and then writes nothing', async () => {
    await app.rest('POST', '/subscribes/call', { body: { name: 'Глеб', phone: '+7 902 111-22-33', consent: true } });
    const [call] = (await app.rest('GET', '/messages?kind=callback&status=new', { as: 'SuperUser' })).body.rows;
    const refused = await app.rest('POST', `/messages/${call.id}/replies`, { body: { text: 'Перезвоним' }, as: 'SuperUser' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'NO_EMAIL', message: expect.stringMatching(/телефону/) });
    const graphqlRefused = await app.gql(`mutation { replyToMessage(id: ${call.id}, input: { text: "Перезвоним" }) { id } }`, {}, 'SuperUser');
    expect(graphqlRefused.errors[0].extensions).toMatchObject({ code: 'NO_EMAIL', status: 409 });

    const blank = await app.rest('POST', `/messages/${call.id}/replies`, { body: { text: '   ' }, as: 'SuperUser' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toHaveProperty('text');
    expect((await app.rest('POST', '/messages/999999/replies', { body: { text: 'Здравствуйте' }, as: 'SuperUser' })).status).toBe(404);
    expect((await app.rest('POST', `/messages/${call.id}/replies`, { body: { text: 'Здравствуйте' }, as: 'User' })).status).toBe(403);

    const after = (await app.rest('GET', '/messages?kind=callback', { as: 'SuperUser' })).body.rows.find((row: { id: number }) => row.id === call.id);
    expect(after).toMatchObject({ status: 'new', handledBy: null, replies: [] });
  });

  it('is closed to shoppers and strangers, and refuses an unknown message or status in Russian', async () => {
    expect((await app.rest('GET', '/messages', { as: 'User' })).status).toBe(403);
    expect((await app.rest('GET', '/messages')).status).toBe(401);
    expect((await app.rest('PUT', '/messages/999999', { body: { status: 'done' }, as: 'Admin' })).status).toBe(404);
    const wrong = await app.rest('PUT', '/messages/1', { body: { status: 'archived' }, as: 'Admin' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/[а-я]/);
    expect((await app.rest('GET', '/messages?status=old', { as: 'Admin' })).status).toBe(400);
  });
});
