import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ormConfig } from '../../server/core/database.js';
import { createLogger } from '../../server/core/logger.js';
import { databaseSchema } from '../../server/database-schema.js';
import { campaignSender } from '../../server/modules/content/campaign-sender.js';
import { linkIn } from './mailbox.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * CONTRACT §18, double opt-in: a request to subscribe mails one letter «Подтвердите подписку» a
 * day at most; its link's «Подтвердить» makes the subscriber confirmed, records the consent with
 * the confirmation's IP and time and sends the welcome letter; only confirmed subscribers get
 * campaigns; requests never confirmed are forgotten after 7 days; subscribers of before stay.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const db = () => app.orm.em.getConnection();
const ask = (email: string, headers: Record<string, string> = {}) => app.rest('POST', '/subscribes', { body: { email, consent: true }, headers });
const confirm = (token: string, headers: Record<string, string> = {}) => app.rest('POST', '/subscribes/confirm', { body: { token }, headers });
/** Every letter the outbox took for this address, by subject (the outbox keeps each one's envelope). */
const outboxFor = async (email: string) => (await db().execute<{ subject: string }[]>('SELECT subject FROM mail_message WHERE "to" = ? ORDER BY id', [email])).map((m) => m.subject);
const tokenFrom = async (email: string) => linkIn(await app.mailbox.waitFor(email, /^Подтвердите подписку$/), 'http://shop.test/subscribe/').split('/').pop()!;
const row = async (email: string) =>
  (await db().execute<{ status: string; mailId: string; confirmedAt: string | null }[]>('SELECT status, mail_id AS "mailId", confirmed_at AS "confirmedAt" FROM subscriber WHERE email = ?', [email]))[0];
/** As if the address's last letter had gone this many hours ago. */
const letterAged = (email: string, hours: number) => db().execute(`UPDATE subscriber SET confirmation_sent_at = now() - make_interval(hours => ?) WHERE email = ?`, [hours, email]);
const pass = () => app.services.campaigns.pass(app.orm.em.fork());
/** A header of a letter as it came, unfolded. */
const header = (letter: ParsedMail, key: string) => letter.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
/** The letters that crossed SMTP to this address. */
const lettersTo = (email: string, subject?: string) => app.mailbox.letters.filter((l) => !Array.isArray(l.to) && l.to?.text.includes(email) && (subject === undefined || l.subject === subject));

describe('a request to subscribe', () => {
  it('sent 30 times for one address, 20 of them at once, mails exactly one confirmation letter and nothing else', async () => {
    const email = 'thirty@example.ru';
    const answers = [...(await Promise.all(Array.from({ length: 20 }, () => ask(email))))];
    for (let i = 0; i < 10; i++) answers.push(await ask(email.toUpperCase()));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    // the same answer every time, and never the mailId that unsubscribes
    for (const answer of answers) expect(answer.body).toEqual({ email, status: 'pending' });

    const letter = await app.mailbox.waitFor(email, /Подтвердите подписку/);
    expect(letter.subject).toBe('Подтвердите подписку');
    expect(letter.text).toMatch(/Подтвердить подписку: http:\/\/shop\.test\/subscribe\/[\w-]{43}\n/);
    // not a letter to a subscriber yet: no unsubscribe headers, nothing to unsubscribe from
    expect(header(letter, 'list-unsubscribe')).toBeUndefined();
    await app.mailer.deliver();
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку']);
    expect(lettersTo(email)).toHaveLength(1);
    expect((await row(email)).status).toBe('pending');
  });

  it('answers the same, sending nothing, for an address already confirmed; over GraphQL too', async () => {
    const email = 'already@example.ru';
    await ask(email);
    expect((await confirm(await tokenFrom(email))).status).toBe(200);
    await app.mailbox.waitFor(email, /Вы подписаны/);
    expect(await ask(email)).toEqual({ status: 201, body: { email, status: 'pending' } });
    expect((await app.gql('mutation { subscribe(input: { email: "already@example.ru", consent: true }) { email status } }')).data.subscribe).toEqual({ email, status: 'pending' });
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку', 'Вы подписаны на новости магазина «Витрина»']);
    expect((await row(email)).status).toBe('confirmed');
  });

  it('a day after its letter mails a new one, whose link replaces the old', async () => {
    const email = 'next-day@example.ru';
    await ask(email);
    const first = await tokenFrom(email);
    await letterAged(email, 23);
    await ask(email);
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку']);
    await letterAged(email, 25);
    await ask(email);
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку', 'Подтвердите подписку']);
    await vi.waitFor(() => expect(lettersTo(email, 'Подтвердите подписку')).toHaveLength(2));
    const second = linkIn(lettersTo(email, 'Подтвердите подписку')[1], 'http://shop.test/subscribe/').split('/').pop()!;
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });

  it('needs the consent and a valid address', async () => {
    expect((await app.rest('POST', '/subscribes', { body: { email: 'nobody@example.ru' } })).body.details).toEqual({ consent: 'Нужно согласие на обработку персональных данных' });
    expect((await app.rest('POST', '/subscribes', { body: { email: 'не адрес', consent: true } })).status).toBe(400);
    expect(await outboxFor('nobody@example.ru')).toEqual([]);
  });
});

describe('confirming', () => {
  it('makes the subscriber confirmed, records the consent with the IP and time of the confirmation, and sends the welcome letter then', async () => {
    const email = 'olga@example.ru';
    await ask(email, { 'x-forwarded-for': '198.51.100.1' });
    const pending = await row(email);
    expect((await app.rest('GET', `/subscribes/${pending.mailId}`)).body).toMatchObject({ email, status: 'pending', confirmedAt: null });
    expect((await app.gql('query ($mailId: String!) { subscriber(mailId: $mailId) { status } }', { mailId: pending.mailId })).data.subscriber).toEqual({ status: 'pending' });
    // no welcome before the confirmation, and no consent on file for a request anyone could have sent
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку']);
    expect((await app.rest('GET', `/consents?purpose=subscription&email=${email}`, { as: 'Admin' })).body.rows).toEqual([]);

    const before = Date.now();
    const confirmed = await confirm(await tokenFrom(email), { 'x-forwarded-for': '203.0.113.7' });
    expect(confirmed).toEqual({ status: 200, body: { email, status: 'confirmed', message: 'Подписка подтверждена' } });

    const now = await app.rest('GET', `/subscribes/${pending.mailId}`);
    expect(now.body).toMatchObject({ email, mailId: pending.mailId, status: 'confirmed' });
    expect(Date.parse(now.body.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [consent] = (await app.rest('GET', `/consents?purpose=subscription&email=${email}`, { as: 'Admin' })).body.rows;
    expect(consent).toMatchObject({ email, purpose: 'subscription', ip: '203.0.113.7' });
    expect(Date.parse(consent.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const welcome = await app.mailbox.waitFor(email, /Вы подписаны/);
    expect(linkIn(welcome, 'http://shop.test/unsubscribe/')).toBe(`http://shop.test/unsubscribe/${pending.mailId}`);
    expect(header(welcome, 'list-unsubscribe')).toBe(`List-Unsubscribe: <http://shop.test/api/subscribes/${pending.mailId}/unsubscribe>`);
    expect(header(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку', 'Вы подписаны на новости магазина «Витрина»']);
  });

  it('refuses an unknown, a used or an expired link with 404 and a Russian message, in both APIs', async () => {
    const unknown = await confirm('совсем-не-тот-токен');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Ссылка для подтверждения подписки недействительна: она устарела или уже использована.' });
    const overGraphQL = await app.gql('mutation { confirmSubscription(token: "совсем-не-тот-токен") { status } }');
    expect(overGraphQL.errors[0]).toMatchObject({ message: unknown.body.message, extensions: { code: 'NOT_FOUND', status: 404 } });
    expect((await app.rest('POST', '/subscribes/confirm', { body: {} })).status).toBe(400);

    await ask('used@example.ru');
    const used = await tokenFrom('used@example.ru');
    expect((await app.gql('mutation ($token: String!) { confirmSubscription(token: $token) { email status message } }', { token: used })).data.confirmSubscription).toEqual({
      email: 'used@example.ru',
      status: 'confirmed',
      message: 'Подписка подтверждена',
    });
    expect((await confirm(used)).status).toBe(404);

    await ask('late@example.ru');
    const late = await tokenFrom('late@example.ru');
    await letterAged('late@example.ru', 7 * 24 + 1);
    expect((await confirm(late)).status).toBe(404);
    expect((await row('late@example.ru')).status).toBe('pending');
  });

  it('hands a token that is no subscriber’s to another confirmation sharing the link, such as a back-in-stock address', async () => {
    app.services.subscribers.confirmAlso(async (_ctx, token) => (token === 'адрес-для-поступления' ? { email: 'waiting@example.ru', status: 'confirmed', message: 'Адрес подтверждён' } : null));
    expect(await confirm('адрес-для-поступления')).toEqual({ status: 200, body: { email: 'waiting@example.ru', status: 'confirmed', message: 'Адрес подтверждён' } });
    expect((await confirm('ничей-токен')).status).toBe(404);
  });

  it('by two clicks at once succeeds once, with one welcome letter', async () => {
    const email = 'twice@example.ru';
    await ask(email);
    const token = await tokenFrom(email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    expect(await outboxFor(email)).toEqual(['Подтвердите подписку', 'Вы подписаны на новости магазина «Витрина»']);
  });
});

describe('campaigns', () => {
  it('never reach a subscriber who does not confirm; after confirming the welcome letter arrives and campaigns reach them', async () => {
    await ask('waits@example.ru');
    const campaign = (await app.rest('POST', '/campaigns', { body: { subject: 'Только подтверждённым', text: 'Новинки недели.' }, as: 'Admin' })).body;
    const confirmedBefore = (await db().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM subscriber WHERE status = 'confirmed'`))[0].n;
    expect((await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' })).body.total).toBe(confirmedBefore);
    while ((await pass()) > 0);
    expect(await outboxFor('waits@example.ru')).toEqual(['Подтвердите подписку']);
    await app.mailbox.waitFor('olga@example.ru', /Только подтверждённым/);

    expect((await confirm(await tokenFrom('waits@example.ru'))).status).toBe(200);
    const welcome = await app.mailbox.waitFor('waits@example.ru', /Вы подписаны/);
    expect(welcome.text).toContain('Подписка подтверждена');
    // sent again, the campaign reaches those who confirmed since
    expect((await app.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' })).body.total).toBe(confirmedBefore + 1);
    while ((await pass()) > 0);
    const letter = await app.mailbox.waitFor('waits@example.ru', /Только подтверждённым/);
    expect(letter.text).toContain('Новинки недели.');
    expect(header(letter, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('requests never confirmed', () => {
  it('are forgotten 7 days after their letter by the newsletter’s periodic job, and nobody else is', async () => {
    await ask('forgotten@example.ru');
    await ask('fresh@example.ru');
    await letterAged('forgotten@example.ru', 7 * 24 + 1);
    await letterAged('fresh@example.ru', 6 * 24);
    // a confirmed subscriber of long ago stays, however old
    await db().execute(`INSERT INTO subscriber (email, status, confirmed_at, created_at, confirmation_sent_at) VALUES ('loyal@example.ru', 'confirmed', now() - interval '1 year', now() - interval '1 year', now() - interval '1 year')`);

    const job = campaignSender(app.services.campaigns, app.orm, createLogger('silent'));
    job.start();
    try {
      await vi.waitFor(async () => expect(await row('forgotten@example.ru')).toBeUndefined(), { timeout: 10_000, interval: 100 });
    } finally {
      await job.stop();
    }
    expect((await row('fresh@example.ru')).status).toBe('pending');
    expect((await row('loyal@example.ru')).status).toBe('confirmed');
    expect(await app.services.subscribers.forgetUnconfirmed(app.orm.em.fork())).toBe(0);
  });
});

describe('the staff list', () => {
  it('shows each subscriber’s status and filters by it', async () => {
    const pending = await app.rest('GET', '/subscribes?status=pending&limit=1000', { as: 'Admin' });
    expect(pending.body.rows.length).toBeGreaterThan(0);
    expect(pending.body.rows.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const both = await app.gql('{ subscribers(email: "olga@", status: confirmed) { rows { email status } } }', {}, 'Admin');
    expect(both.data.subscribers.rows).toEqual([{ email: 'olga@example.ru', status: 'confirmed' }]);
  });
});

/**
 * A subscriber written the old way (a row with nothing but the address) before the migration:
 * a database migrated up to the migration before SubscriberOptIn, the row, the rest of the migrations,
 * then the shop on it sends a campaign.
 */
describe('a subscriber from before double opt-in', () => {
  it('is confirmed by the migration and keeps getting letters, while a row added afterwards waits', async () => {
    const serverUrl = inject('postgresUrl');
    const name = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);

    const names = databaseSchema.migrationsList.map((m) => m.name);
    const previous = names[names.indexOf('Migration20261128130000_SubscriberOptIn') - 1];
    const orm = await MikroORM.init(ormConfig(databaseSchema, url));
    try {
      await orm.getMigrator().up({ to: previous });
      await orm.em.getConnection().execute(`INSERT INTO subscriber (email) VALUES ('old-reader@example.ru')`);
      const { created } = (await orm.em.getConnection().execute<{ created: string }[]>(`SELECT created_at::text AS created FROM subscriber`))[0];
      await orm.getMigrator().up();
      const [migrated] = await orm.em.getConnection().execute<{ status: string; confirmed: string }[]>(`SELECT status, confirmed_at::text AS confirmed FROM subscriber WHERE email = 'old-reader@example.ru'`);
      expect(migrated).toEqual({ status: 'confirmed', confirmed: created });
      // the old code's insert, after the migration, makes a subscriber who must confirm
      await orm.em.getConnection().execute(`INSERT INTO subscriber (email) VALUES ('raw-after@example.ru')`);
    } finally {
      await orm.close(true);
    }

    const shop = await startTestApp({}, { databaseUrl: url });
    try {
      const campaign = (await shop.rest('POST', '/campaigns', { body: { subject: 'Для давних подписчиков', text: 'Мы по-прежнему пишем вам.' }, as: 'Admin' })).body;
      expect((await shop.rest('POST', `/campaigns/${campaign.id}/send`, { as: 'Admin' })).body.total).toBe(1);
      await shop.services.campaigns.pass(shop.orm.em.fork());
      const letter = await shop.mailbox.waitFor('old-reader@example.ru', /Для давних подписчиков/);
      expect(letter.text).toContain('Мы по-прежнему пишем вам.');
      await shop.mailer.deliver();
      expect(shop.mailbox.letters.filter((l) => !Array.isArray(l.to) && l.to?.text.includes('raw-after@example.ru'))).toEqual([]);
    } finally {
      await shop.close();
    }
  }, 120_000);
});
