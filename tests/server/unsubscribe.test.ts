import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import { storefrontBundle } from './storefront-bundle.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Leaving the newsletter (CONTRACT §13): the link in the letter, and the mail program's own one-click button. */
let app: TestApp;
let bundle: Awaited<ReturnType<typeof storefrontBundle>>;
beforeAll(async () => {
  bundle = await storefrontBundle();
  app = await startTestApp({}, { clientDir: bundle.clientDir, renderPage: bundle.renderPage });
}, 120_000);
afterAll(async () => {
  await app.close();
  bundle.remove();
});

const subscribe = async (email: string) => {
  const created = await app.rest('POST', '/subscribes', { body: { email, consent: true } });
  expect(created.status).toBe(201);
  return { mailId: created.body.mailId as string, letter: await app.mailbox.waitFor(email, /подписаны/) };
};
const subscribed = async (email: string) => ((await app.rest('GET', `/subscribes?email=${email}`, { as: 'Admin' })).body.length as number) > 0;

describe('a subscriber', () => {
  it('gets letters whose List-Unsubscribe a mail program posts to once, unsubscribing with 200 (and 200 again)', async () => {
    const { mailId, letter } = await subscribe('oneclick@example.ru');
    const target = `http://shop.test/api/subscribes/${mailId}/unsubscribe`;
    // unfolded: a long header is folded onto a second line
    const header = (key: string) => letter.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${target}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const post = () => fetch(`${app.base}/api/subscribes/${mailId}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Вы отписались от нашей рассылки' });
    expect(await subscribed('oneclick@example.ru')).toBe(false);
    const again = await post();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Вы уже отписаны от нашей рассылки' });
  });

  it('follows the letter’s link to a page rendered on the server that unsubscribes and says so; an unknown link says it is done', async () => {
    const { mailId, letter } = await subscribe('page@example.ru');
    const link = linkIn(letter, 'http://shop.test/unsubscribe/');
    expect(link).toBe(`http://shop.test/unsubscribe/${mailId}`);
    const page = await fetch(link.replace('http://shop.test', app.base), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Вы отписались от нашей рассылки');
    expect(await subscribed('page@example.ru')).toBe(false);

    for (const unknown of [mailId, '00000000-0000-4000-8000-000000000000', 'не-uuid']) {
      const again = await fetch(`${app.base}/unsubscribe/${encodeURIComponent(unknown)}`, { headers: { accept: 'text/html' } });
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('Вы отписались от нашей рассылки');
    }
  });
});
