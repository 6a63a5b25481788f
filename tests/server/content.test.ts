import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('news', () => {
  it('are created by staff with a url made from the title, found by url and filtered for the home page', async () => {
    const created = await app.rest('POST', '/news', { body: { title: 'Открытие нового склада', text: 'Доставка стала быстрее.', showOnMain: true }, as: 'SuperUser' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Открытие нового склада', url: 'otkrytie-novogo-sklada', showOnMain: true });
    await app.rest('POST', '/news', { body: { title: 'Скидки недели' }, as: 'Admin' });
    expect((await app.rest('GET', '/news/by-url/otkrytie-novogo-sklada')).body.id).toBe(created.body.id);
    expect((await app.rest('GET', '/news?showOnMain=true')).body).toEqual({ rows: [expect.objectContaining({ id: created.body.id })], length: 1 });
    const overGraphQL = await app.gql('{ newsPosts(showOnMain: true) { length rows { title } } newsPostByUrl(url: "otkrytie-novogo-sklada") { text } }');
    expect(overGraphQL.data).toEqual({ newsPosts: { length: 1, rows: [{ title: 'Открытие нового склада' }] }, newsPostByUrl: { text: 'Доставка стала быстрее.' } });
    expect((await app.rest('POST', '/news', { body: { title: 'Взлом' }, as: 'User' })).status).toBe(403);
    expect((await app.rest('POST', '/news', { body: { title: 'Скидки недели' }, as: 'Admin' })).status).toBe(409);
  });
});

describe('slides', () => {
  it('are added at the end and replaced as a whole ordered list', async () => {
    const first = await app.rest('POST', '/slides', { body: { image: 'a.webp', link: '/catalog' }, as: 'Admin' });
    const second = await app.rest('POST', '/slides', { body: { image: 'b.webp', link: '/discount' }, as: 'Admin' });
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ position: 0 });
    expect(second.body.position).toBe(1);
    const replaced = await app.rest('PUT', '/slides', { body: [{ id: second.body.id, image: 'b2.webp', link: '/discount' }, { image: 'c.webp', link: '/news' }], as: 'Admin' });
    expect(replaced.body.rows.map((s: { image: string; position: number }) => [s.image, s.position])).toEqual([
      ['b2.webp', 0],
      ['c.webp', 1],
    ]);
    expect((await app.rest('GET', `/slides/${first.body.id}`)).status).toBe(404);
    expect((await app.rest('PUT', '/slides', { body: [], as: 'User' })).status).toBe(403);
    expect((await app.rest('PUT', '/slides', { body: { image: 'not-a-list' }, as: 'Admin' })).status).toBe(400);
  });
});

describe('the advertisement', () => {
  it('always exists as record 1 and is edited by staff', async () => {
    expect((await app.rest('GET', '/advertisements/1')).body).toMatchObject({ id: 1, title: '', description: '' });
    const edited = await app.rest('PUT', '/advertisements/1', { body: { title: 'Распродажа', description: 'До −50% на зимнюю коллекцию' }, as: 'Admin' });
    expect(edited.body).toMatchObject({ title: 'Распродажа', description: 'До −50% на зимнюю коллекцию' });
    expect((await app.rest('GET', '/advertisements')).body).toEqual({ rows: [expect.objectContaining({ id: 1, title: 'Распродажа' })], length: 1 });
    expect((await app.rest('PUT', '/advertisements/1', { body: { title: 'x' } })).status).toBe(401);
  });
});

describe('subscribers', () => {
  it('subscribe with consent, confirm by the letter, get a letter with the unsubscribe link, and unsubscribe by mailId', async () => {
    const subscribed = await app.rest('POST', '/subscribes', { body: { email: 'Reader@Example.ru', consent: true } });
    expect(subscribed).toEqual({ status: 201, body: { email: 'reader@example.ru', status: 'pending' } });
    expect(await app.rest('POST', '/subscribes', { body: { email: 'reader@example.ru', consent: true } })).toEqual(subscribed);
    expect((await app.rest('POST', '/subscribes', { body: { email: 'nobody@example.ru' } })).body.details).toEqual({ consent: 'Нужно согласие на обработку персональных данных' });

    const token = linkIn(await app.mailbox.waitFor('reader@example.ru', /Подтвердите подписку/), 'http://shop.test/subscribe/').split('/').pop()!;
    expect((await app.rest('POST', '/subscribes/confirm', { body: { token } })).status).toBe(200);
    const letter = await app.mailbox.waitFor('reader@example.ru', /подписаны/);
    const mailId = linkIn(letter, 'http://shop.test/unsubscribe/').split('/').pop()!;
    expect((await app.rest('GET', `/subscribes/${mailId}`)).body).toMatchObject({ email: 'reader@example.ru', status: 'confirmed' });
    const consents = await app.rest('GET', '/consents?purpose=subscription', { as: 'Admin' });
    expect(consents.body.rows).toEqual([expect.objectContaining({ email: 'reader@example.ru' })]);
    const { id } = (await app.rest('GET', '/subscribes?email=reader', { as: 'Admin' })).body.rows[0];

    const file = await fetch(`${app.base}/api/subscribes/files`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="?subscribers-\d{4}-\d{2}-\d{2}\.json"?/);
    expect(await file.json()).toEqual([expect.objectContaining({ email: 'reader@example.ru', mailId, status: 'confirmed' })]);
    expect((await app.rest('GET', '/subscribes', { as: 'User' })).status).toBe(403);

    // CSV for Russian Excel and .xlsx beside the JSON: the address and the day, never the secret mailId
    const csv = await fetch(`${app.base}/api/subscribes/files?format=csv`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    expect(csv.headers.get('content-disposition')).toMatch(/subscribers-\d{4}-\d{2}-\d{2}\.csv/);
    const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(csvText).toMatch(/^\uFEFFEmail;Дата подписки;Статус\r\nreader@example\.ru;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Подтверждён\r\n$/);
    expect(csvText).not.toContain(mailId);
    const xlsx = await fetch(`${app.base}/api/subscribes/files?format=xlsx`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.getWorksheet('Подписчики')!.getRow(2).getCell(1).value).toBe('reader@example.ru');
    expect((await app.rest('GET', '/subscribes/files?format=pdf', { as: 'Admin' })).status).toBe(400);

    const gone = await app.rest('DELETE', `/subscribes/${mailId}`);
    expect(gone.body).toEqual({ id, message: 'Вы отписались от нашей рассылки' });
    expect((await app.rest('GET', `/subscribes/${mailId}`)).status).toBe(404);
    expect((await app.rest('GET', '/subscribes/not-a-uuid')).status).toBe(400);
  });
});
