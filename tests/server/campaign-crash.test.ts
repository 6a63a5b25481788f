import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, builtServer, type BuiltServer } from './built-server.js';

/**
 * CONTRACT §15: a newsletter reaches each subscriber once, whatever stops the shop. The shop is
 * killed with SIGKILL while a campaign to 1 000 subscribers is part way out (300 a minute); after
 * the restart it goes on from where it stopped, and nobody gets the letter twice.
 */

let built: BuiltServer;
const PER_MINUTE = 300;

beforeAll(async () => {
  built = await builtServer('campaign-crash', { NEWSLETTER_PER_MINUTE: String(PER_MINUTE) });
}, 120_000);

afterAll(() => built.remove());

const count = async (sql: string) => (await built.query<{ n: number }>(sql))[0].n;
const queued = () => count('SELECT count(*)::int AS n FROM campaign_recipient WHERE queued_at IS NOT NULL');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a newsletter whose shop is killed part way', () => {
  it('goes on after the restart and reaches each of 1 000 subscribers exactly once', async () => {
    let server = built.start();
    await built.healthyWithin(server, 60_000);
    const token = (await built.api('POST', '/auth/signin', ADMIN)).body.accessToken;
    // confirmed subscribers (CONTRACT §18): only they get campaigns
    await built.query(`INSERT INTO subscriber (email, status) SELECT 'reader' || n || '@example.ru', 'confirmed' FROM generate_series(1, 1000) n`);
    const campaign = (await built.api('POST', '/campaigns', { subject: 'Зимняя распродажа', text: 'Скидки на всё.' }, token)).body;
    expect((await built.api('POST', `/campaigns/${campaign.id}/send`, undefined, token)).body.total).toBe(1000);

    // The sender looks every 5 s: the first minute's letters go, then the shop dies.
    const deadline = Date.now() + 20_000;
    while ((await queued()) === 0 && Date.now() < deadline) await sleep(100);
    await built.stop(server, 'SIGKILL');
    expect(await queued()).toBe(PER_MINUTE);

    server = built.start();
    await built.healthyWithin(server, 30_000);
    const finish = Date.now() + 60_000;
    while ((await queued()) < 1000 && Date.now() < finish) {
      // As if the minute had passed: the rate is what holds the rest back, not the restart.
      await built.query(`UPDATE campaign_recipient SET queued_at = queued_at - interval '61 seconds' WHERE queued_at IS NOT NULL`);
      await sleep(1000);
    }
    expect(await queued()).toBe(1000);
    const letters = await built.query<{ to: string; n: number }>(`SELECT "to", count(*)::int AS n FROM mail_message WHERE subject = 'Зимняя распродажа' GROUP BY "to"`);
    expect(letters).toHaveLength(1000);
    expect(letters.filter((letter) => letter.n !== 1)).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM campaign_recipient WHERE mail_message_id IS NULL')).toBe(0);
    await built.stop(server, 'SIGTERM');
  }, 180_000);
});
