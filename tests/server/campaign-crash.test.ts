import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../until.js';
import { ADMIN, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §15: a newsletter reaches each subscriber once, whatever stops the shop. A campaign to
 * 1 000 subscribers (300 a minute) goes out through a real SMTP server in the test; the shop is
 * killed with SIGKILL while its letters are being delivered — some received, one on its way and
 * unanswered, the rest waiting — and after the restart it goes on from where it stopped: each
 * subscriber receives the letter exactly once.
 */

const SUBJECT = 'Зимняя распродажа';
const PER_MINUTE = 300;
const SUBSCRIBERS = 1000;

/**
 * The SMTP server: keeps the campaign's letters it answered (accepted) by recipient; from `holdFrom`
 * letters on it answers none and keeps the newest one waiting, for the test to let through or not.
 */
const smtp = {
  accepted: [] as string[],
  holdFrom: Infinity,
  held: undefined as { to: string; answer: () => void } | undefined,
};
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (letter) => {
        const to = letter.to && !Array.isArray(letter.to) ? letter.to.text : '';
        if (letter.subject !== SUBJECT) return callback();
        const answer = () => {
          smtp.accepted.push(to);
          callback();
        };
        if (smtp.accepted.length >= smtp.holdFrom) smtp.held = { to, answer };
        else answer();
      },
      (error) => callback(error),
    );
  },
});

let built: BuiltServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  // Pooled connections: the SMTP server waits 100 ms for early talkers on each new one.
  built = await builtServer('campaign-crash', { NEWSLETTER_PER_MINUTE: String(PER_MINUTE), SMTP_URL: `smtp://127.0.0.1:${port}/?pool=true` });
}, 120_000);

afterAll(async () => {
  await built.remove();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const count = async (sql: string) => (await built.query<{ n: number }>(sql))[0].n;
/** The campaign's letters recorded as delivered. */
const recordedSent = () => count(`SELECT count(*)::int AS n FROM mail_message WHERE subject = '${SUBJECT}' AND status = 'sent'`);

describe('a newsletter whose shop is killed while its letters are being delivered', () => {
  it('goes on after the restart, and each of 1 000 subscribers receives it exactly once', async () => {
    let shop = built.start();
    await built.healthyWithin(shop, 60_000);
    const token = (await built.api('POST', '/auth/signin', ADMIN)).body.accessToken;
    // confirmed subscribers (CONTRACT §18): only they get campaigns
    await built.query(`INSERT INTO subscriber (email, status) SELECT 'reader' || n || '@example.ru', 'confirmed' FROM generate_series(1, ${SUBSCRIBERS}) n`);
    const campaign = (await built.api('POST', '/campaigns', { subject: SUBJECT, text: 'Скидки на всё.' }, token)).body;
    smtp.holdFrom = 30;
    expect((await built.api('POST', `/campaigns/${campaign.id}/send`, undefined, token)).body.total).toBe(SUBSCRIBERS);

    // The first minute's letters are delivered one by one, each in its own transaction. The 30th is
    // held unanswered once every letter answered before it is recorded as sent: the kill then lands
    // inside the delivery (a letter on its way, its transaction open) and loses no record of a letter received.
    let held: NonNullable<typeof smtp.held>;
    for (;;) {
      held = await until('a campaign letter waiting for the SMTP server’s answer', () => smtp.held);
      if ((await recordedSent()) === smtp.accepted.length) break;
      smtp.held = undefined;
      held.answer();
    }
    const sending = (await built.api('GET', `/campaigns/${campaign.id}`, undefined, token)).body;
    expect(sending, 'the campaign is part way out').toMatchObject({ status: 'sending', total: SUBSCRIBERS, queued: PER_MINUTE, sent: smtp.accepted.length, failed: 0 });
    const delivering = await count(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND query ILIKE '%from "mail_message"%for update%'`,
    );
    expect(delivering, 'the shop’s delivery transaction is open, waiting for the SMTP server').toBe(1);
    expect(await built.stop(shop, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    smtp.holdFrom = Infinity;
    smtp.held = undefined;

    const received = smtp.accepted.length;
    console.log(`killed with ${received} letters received and the letter to ${held.to} on its way`);
    expect(received, 'some letters were received before the kill').toBeGreaterThanOrEqual(30);
    expect(smtp.accepted, 'the letter on its way at the kill was never answered').not.toContain(held.to);
    expect(await count('SELECT count(*)::int AS n FROM campaign_recipient WHERE queued_at IS NOT NULL'), 'the first minute’s letters were in the outbox').toBe(PER_MINUTE);
    expect(await recordedSent(), 'each letter received is recorded as sent').toBe(received);
    expect(await count(`SELECT count(*)::int AS n FROM mail_message WHERE subject = '${SUBJECT}' AND status = 'pending'`), 'the rest of the minute’s letters wait in the outbox').toBe(PER_MINUTE - received);

    shop = built.start();
    await built.healthyWithin(shop, 30_000);
    await until(
      'every subscriber’s letter received',
      async () => {
        // As if each minute had passed: the rate is what holds the rest back, not the restart.
        await built.query(`UPDATE campaign_recipient SET queued_at = queued_at - interval '61 seconds' WHERE queued_at IS NOT NULL`);
        return smtp.accepted.length >= SUBSCRIBERS;
      },
      { withinMs: 120_000, everyMs: 500 },
    );
    const again = (await built.api('POST', '/auth/signin', ADMIN)).body.accessToken;
    const progress = (await built.api('GET', `/campaigns/${campaign.id}`, undefined, again)).body;
    expect(progress).toMatchObject({ status: 'sent', total: SUBSCRIBERS, queued: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0 });
    const times = new Map<string, number>();
    for (const to of smtp.accepted) times.set(to, (times.get(to) ?? 0) + 1);
    expect(times.size, 'every subscriber received it').toBe(SUBSCRIBERS);
    expect([...times].filter(([, n]) => n !== 1), 'nobody received it twice').toEqual([]);
    expect(times.get(held.to), 'the letter cut on its way was delivered after the restart').toBe(1);
    expect(await built.stop(shop, 'SIGTERM')).toEqual({ code: 0, signal: null });
  }, 240_000);
});
