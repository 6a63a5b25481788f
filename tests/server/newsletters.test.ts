import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

/** CONTRACT §15: newsletters to every subscriber through the mail outbox, at a bounded rate, each once. */

let app: TestApp;
const PER_MINUTE = 250;

beforeAll(async () => {
  app = await startTestApp({ NEWSLETTER_PER_MINUTE: String(PER_MINUTE) });
  // A thousand confirmed subscribers, written straight in (through the API each would confirm by letter).
  await app.orm.em.getConnection().execute(`INSERT INTO subscriber (email, status) SELECT 'reader' || n || '@example.ru', 'confirmed' FROM generate_series(1, 1000) n`);
});
// The thousands of letters need not all cross the test's SMTP server before it closes.
afterAll(async () => {
  await app.orm.em.getConnection().execute(`UPDATE mail_message SET status = 'sent' WHERE status = 'pending'`);
  await app.close();
});

const pass = () => app.services.campaigns.pass(app.orm.em.fork());
/** As if a minute had gone by since the letters already queued. */
const minuteLater = () => app.orm.em.getConnection().execute(`UPDATE campaign_recipient SET queued_at = queued_at - interval '61 seconds' WHERE queued_at IS NOT NULL`);
const outbox = async (subject: string) =>
  (await app.orm.em.getConnection().execute<{ to: string; n: number }[]>('SELECT "to", count(*)::int AS n FROM mail_message WHERE subject = ? GROUP BY "to"', [subject]));

describe('a newsletter', () => {
  it('is written by staff only, as a draft, and changed while it is one', async () => {
    expect((await app.rest('POST', '/campaigns', { body: { subject: 'Скидки', text: 'Текст' } })).status).toBe(401);
    expect((await app.rest('POST', '/campaigns', { body: { subject: 'Скидки', text: 'Текст' }, as: 'User' })).status).toBe(403);
    expect((await app.rest('POST', '/campaigns', { body: { subject: '', text: 'Текст' }, as: 'Admin' })).status).toBe(400);
    expect((await app.rest('POST', '/campaigns', { body: { subject: 'Скидки', text: 'Текст', newsId: 999 }, as: 'Admin' })).body.details).toEqual({ newsId: 'Новость не найдена' });
    const draft = await app.rest('POST', '/campaigns', { body: { subject: 'Черновик', text: 'Текст' }, as: 'SuperUser' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', total: 0, sent: 0, failed: 0, startedAt: null });
    const changed = await app.gql('mutation ($id: Int!) { updateCampaign(id: $id, input: { subject: "Новая тема" }) { subject status } }', { id: draft.body.id }, 'Admin');
    expect(changed.data.updateCampaign).toEqual({ subject: 'Новая тема', status: 'draft' });
    expect((await app.rest('DELETE', `/campaigns/${draft.body.id}`, { as: 'Admin' })).status).toBe(200);
  });

  it('goes to 1 000 subscribers at the configured rate, each once, even when sent twice', async () => {
    const news = await app.rest('POST', '/news', { body: { title: 'Осенняя коллекция', url: 'osen', text: 'Новинки' }, as: 'Admin' });
    const campaign = (await app.rest('POST', '/campaigns', { body: { subject: 'Осень в «Витрине»', text: 'Новая коллекция.\n\nСкидки до 30 %.', newsId: news.body.id }, as: 'Admin' })).body;
    const sent = await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sending', total: 1000, queued: 0 });
    expect((await app.gql('mutation ($id: Int!) { sendCampaign(id: $id) { total } }', { id: campaign.id }, 'Admin')).data.sendCampaign.total).toBe(1000);
    expect((await app.rest('PUT', `/campaigns/${campaign.id}`, { body: { subject: 'Поздно' }, as: 'Admin' })).status).toBe(409);

    // Within a minute no more than the rate goes, however often the sender looks.
    expect(await pass()).toBe(PER_MINUTE);
    expect(await pass()).toBe(0);
    expect((await app.rest('GET', `/campaigns/${campaign.id}`, { as: 'Admin' })).body.queued).toBe(PER_MINUTE);
    const letter = await app.mailbox.waitFor('reader1@example.ru', /Осень в «Витрине»/);
    expect(letter.text).toContain('Скидки до 30 %.');
    expect(letter.text).toContain('Подробнее: http://shop.test/news/osen');
    expect(letter.text).toMatch(/Отписаться: http:\/\/shop\.test\/unsubscribe\/[0-9a-f-]{36}/);
    const unsubscribe = letter.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ');
    expect(unsubscribe).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/api\/subscribes\/[0-9a-f-]{36}\/unsubscribe>$/);

    for (let minute = 1; minute < 4; minute++) {
      await minuteLater();
      expect(await Promise.all([pass(), pass()]).then(([a, b]) => a + b)).toBe(PER_MINUTE);
    }
    await minuteLater();
    expect(await pass()).toBe(0);

    const letters = await outbox('Осень в «Витрине»');
    expect(letters).toHaveLength(1000);
    expect(letters.every((l) => l.n === 1)).toBe(true);
    const progress = async () => (await app.gql('query ($id: Int!) { campaign(id: $id) { status total queued sent failed } }', { id: campaign.id }, 'Admin')).data.campaign;
    expect(await progress()).toMatchObject({ status: 'sending', total: 1000, queued: 1000, failed: 0 });
    // The outbox sends them meanwhile, and the campaign counts them.
    await vi.waitFor(async () => expect((await progress()).sent).toBeGreaterThan(20), { timeout: 20_000, interval: 200 });
  }, 120_000);

  it('sent again reaches only those who confirmed since', async () => {
    const campaign = (await app.rest('POST', '/campaigns', { body: { subject: 'Ещё раз', text: 'Текст' }, as: 'Admin' })).body;
    await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' });
    await app.orm.em.getConnection().execute(`INSERT INTO subscriber (email, status) VALUES ('newcomer@example.ru', 'confirmed'), ('unconfirmed@example.ru', 'pending')`);
    expect((await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' })).body.total).toBe(1001);
    while ((await pass()) > 0) await minuteLater();
    expect((await outbox('Ещё раз')).reduce((sum, l) => sum + l.n, 0)).toBe(1001);
  }, 120_000);

  it('about a promotion carries its code and when it ends', async () => {
    const promotion = (await app.rest('POST', '/promotions', { body: { name: 'Зима −15 %', code: 'WINTER15', kind: 'percent', value: 15, endsAt: '2026-12-31T20:59:00Z' }, as: 'Admin' })).body;
    expect((await app.rest('POST', '/campaigns', { body: { subject: 'Зима', text: 'Текст', promotionId: 99999 }, as: 'Admin' })).body.details).toEqual({ promotionId: 'Акция не найдена' });
    const campaign = (await app.rest('POST', '/campaigns', { body: { subject: 'Зимняя скидка', text: 'Дарим скидку.', promotionId: promotion.id }, as: 'Admin' })).body;
    expect(campaign.promotionId).toBe(promotion.id);
    await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' });
    await minuteLater();
    await pass();
    // The outbox still works through the thousands of letters before it: the letter is read from it.
    const [letter] = await app.orm.em.getConnection().execute<{ text: string }[]>(`SELECT text FROM mail_message WHERE subject = 'Зимняя скидка' ORDER BY id LIMIT 1`);
    expect(letter.text).toContain('Ваш промокод: WINTER15 — «Зима −15 %». Введите его в корзине. Действует до 31.12.2026 23:59.');
  });
});

/**
 * CONTRACT §17: staff see the letter as sent and may send it to themselves. A shop of its own: the
 * letters must arrive through SMTP, not behind the thousands above.
 */
describe("a campaign's letter as staff see it", () => {
  let shop: TestApp;
  const NO_SUBSCRIPTION = '00000000-0000-0000-0000-000000000000';
  const preview = `query ($id: Int!) { campaignPreview(id: $id) { to subject html text } }`;
  const mailIdOf = async (email: string) =>
    (await shop.orm.em.getConnection().execute<{ mailId: string }[]>('SELECT mail_id AS "mailId" FROM subscriber WHERE email = ?', [email]))[0].mailId;
  const receivers = (subject: string) => shop.mailbox.letters.filter((letter) => letter.subject === subject).map((letter) => (Array.isArray(letter.to) ? '' : letter.to?.text));
  /** A letter's body with its reader's subscription named alike, as mail carries it or the API answers it. */
  const subscriptionApart = (body: string, mailId: string) => body.replaceAll('\r\n', '\n').replaceAll(mailId, '{подписка}').trimEnd();
  const campaign = async (subject: string, body: Record<string, unknown> = {}) => (await shop.rest('POST', '/campaigns', { body: { subject, text: 'Текст письма.', ...body }, as: 'Admin' })).body;

  beforeAll(async () => {
    shop = await startTestApp();
    // The SuperUser reads the newsletter too; the Admin does not.
    await shop.orm.em.getConnection().execute(`INSERT INTO subscriber (email, status) VALUES ('olga@example.ru', 'confirmed'), ('superuser@test.local', 'confirmed')`);
  });
  afterAll(() => shop.close());

  it('is previewed as the very letter a subscriber receives: subject, greeting, text, promotion, news link and unsubscribe footer, only the address and the subscription differ', async () => {
    const news = (await shop.rest('POST', '/news', { body: { title: 'Весна', url: 'vesna', text: 'Новинки' }, as: 'Admin' })).body;
    const promotion = (await shop.rest('POST', '/promotions', { body: { name: 'Весна −10 %', code: 'SPRING10', kind: 'percent', value: 10 }, as: 'Admin' })).body;
    const { id } = await campaign('Весна в «Витрине»', { text: 'Новая коллекция.\n\nСкидки <до> 30 %.', newsId: news.id, promotionId: promotion.id });

    const seen = await shop.rest('GET', `/campaigns/${id}/preview`, { as: 'Admin' });
    expect(seen.status).toBe(200);
    expect((await shop.gql(preview, { id }, 'Admin')).data.campaignPreview).toEqual(seen.body);
    expect(seen.body).toMatchObject({ to: ADMIN.email, subject: 'Весна в «Витрине»' });
    expect(seen.body.text).toContain('Здравствуйте!');
    expect(seen.body.text).toContain('Ваш промокод: SPRING10 — «Весна −10 %». Введите его в корзине.');
    expect(seen.body.text).toContain('Подробнее: http://shop.test/news/vesna');
    expect(seen.body.html).toContain('Скидки &lt;до&gt; 30 %.');
    expect(seen.body.text).toContain(`Отписаться: http://shop.test/unsubscribe/${NO_SUBSCRIPTION}`);

    await shop.rest('POST', `/campaigns/${id}/send`, { as: 'Admin' });
    await shop.services.campaigns.pass(shop.orm.em.fork());
    const received = await shop.mailbox.waitFor('olga@example.ru', /Весна в «Витрине»/);
    const olgas = await mailIdOf('olga@example.ru');
    expect(received.subject).toBe(seen.body.subject);
    expect(subscriptionApart(received.text!, olgas)).toBe(subscriptionApart(seen.body.text, NO_SUBSCRIPTION));
    expect(subscriptionApart(received.html as string, olgas)).toBe(subscriptionApart(seen.body.html, NO_SUBSCRIPTION));
    // The preview after sending is the same letter.
    expect((await shop.rest('GET', `/campaigns/${id}/preview`, { as: 'Admin' })).body).toEqual(seen.body);
  });

  it('unsubscribes, in the preview of a subscribed staff member, their own subscription', async () => {
    const { id } = await campaign('Своя подписка');
    const seen = (await shop.gql(preview, { id }, 'SuperUser')).data.campaignPreview;
    expect(seen.to).toBe('superuser@test.local');
    expect(seen.text).toContain(`Отписаться: http://shop.test/unsubscribe/${await mailIdOf('superuser@test.local')}`);
  });

  it('«Отправить себе» sends it to the signed-in staff member only, before and after sending, and the campaign counts nobody more', async () => {
    const subject = 'Проверка перед отправкой';
    const { id } = await campaign(subject);

    const tried = await shop.rest('POST', `/campaigns/${id}/test`, { as: 'Admin' });
    expect(tried.status).toBe(200);
    expect(tried.body).toEqual({ email: ADMIN.email });
    const letter = await shop.mailbox.waitFor(ADMIN.email, new RegExp(subject));
    const seen = (await shop.rest('GET', `/campaigns/${id}/preview`, { as: 'Admin' })).body;
    expect(subscriptionApart(letter.text!, NO_SUBSCRIPTION)).toBe(subscriptionApart(seen.text, NO_SUBSCRIPTION));
    expect(receivers(subject)).toEqual([ADMIN.email]);
    expect((await shop.rest('GET', `/campaigns/${id}`, { as: 'Admin' })).body).toMatchObject({ status: 'draft', total: 0, queued: 0, sent: 0 });

    await shop.rest('POST', `/campaigns/${id}/send`, { as: 'Admin' });
    await shop.services.campaigns.pass(shop.orm.em.fork());
    const again = await shop.gql('mutation ($id: Int!) { sendCampaignToMe(id: $id) { email } }', { id }, 'Admin');
    expect(again.data.sendCampaignToMe).toEqual({ email: ADMIN.email });
    // The outbox may be busy with the campaign's letters: this one waits for its next round.
    await vi.waitFor(() => expect(receivers(subject).sort()).toEqual([ADMIN.email, ADMIN.email, 'olga@example.ru', 'superuser@test.local']), { timeout: 15_000, interval: 100 });
    expect((await shop.rest('GET', `/campaigns/${id}`, { as: 'Admin' })).body).toMatchObject({ total: 2, queued: 2 });
  });

  it('is for staff only, and a campaign that does not exist is not found', async () => {
    const { id } = await campaign('Только для сотрудников');
    for (const [method, path] of [['GET', `/campaigns/${id}/preview`], ['POST', `/campaigns/${id}/test`]]) {
      expect((await shop.rest(method, path)).status).toBe(401);
      expect((await shop.rest(method, path, { as: 'User' })).status).toBe(403);
    }
    expect((await shop.gql('mutation { sendCampaignToMe(id: 99999) { email } }', {}, 'Admin')).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await shop.rest('GET', '/campaigns/99999/preview', { as: 'Admin' })).status).toBe(404);
    expect(receivers('Только для сотрудников')).toEqual([]);
  });
});
