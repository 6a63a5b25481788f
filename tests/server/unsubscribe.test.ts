import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import { storefrontBundle } from './storefront-bundle.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The links of the newsletter's letters (CONTRACT §18): `/subscribe/{token}` confirms and
 * `/unsubscribe/{mailId}` unsubscribes, each only when its button is pressed — a GET, which mail
 * scanners make, changes nothing — with JavaScript or without; the mail program's own one-click
 * «Отписаться» (RFC 8058); both pages private (noindex).
 */
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

/** The path of a link from a letter, on the test's server. */
const local = (link: string) => link.replace('http://shop.test', app.base);
const subscribed = async (email: string) => ((await app.rest('GET', `/subscribes?email=${email}`, { as: 'Admin' })).body.rows as { status: string }[])[0]?.status;

/** Subscribes and confirms through the API; the welcome letter, whose links a reader follows. */
async function subscriber(email: string) {
  expect((await app.rest('POST', '/subscribes', { body: { email, consent: true } })).status).toBe(201);
  const token = linkIn(await app.mailbox.waitFor(email, /Подтвердите подписку/), 'http://shop.test/subscribe/').split('/').pop()!;
  expect((await app.rest('POST', '/subscribes/confirm', { body: { token } })).status).toBe(200);
  const letter = await app.mailbox.waitFor(email, /Вы подписаны/);
  const link = linkIn(letter, 'http://shop.test/unsubscribe/');
  return { letter, link, mailId: link.split('/').pop()! };
}

/**
 * A browser without JavaScript: it opens the page (keeping the cookies the shop sets, the CSRF one
 * among them), reads the form's action and method from the HTML and sends it as a form does,
 * following the answer's redirect to the page it then shows.
 */
async function openAndPress(path: string) {
  const page = await fetch(`${app.base}${path}`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = (html.match(/<form\b[^>]*>/g) ?? []).find((tag) => /\bmethod="post"/i.test(tag));
  expect(form, 'the page holds a form sent by POST').toBeDefined();
  const action = /\baction="([^"]+)"/.exec(form!)![1].replace(/&amp;/g, '&');
  const sent = await fetch(`${app.base}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie, origin: app.base },
    body: '',
  });
  const location = sent.headers.get('location');
  const after = location ? await fetch(new URL(location, app.base), { headers: { accept: 'text/html', cookie } }) : undefined;
  return { page, html, action, sent, location, after, afterHtml: (await after?.text()) ?? '' };
}

/** What a private page must say to search engines, in its header and its head. */
function expectNoindex(response: Response, html: string) {
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"\/?>[\s\S]*<\/head>/);
}

describe('the unsubscribe link', () => {
  it('opens a private page that asks «Отписаться от рассылки?» and unsubscribes nobody', async () => {
    const { link } = await subscriber('asked@example.ru');
    for (let visit = 0; visit < 3; visit++) {
      const page = await fetch(local(link), { headers: { accept: 'text/html' } });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('Отписаться от рассылки?');
      expect(html).not.toContain('Вы отписались от нашей рассылки');
      expectNoindex(page, html);
    }
    expect(await subscribed('asked@example.ru')).toBe('confirmed');
  });

  it('works without JavaScript: its form, sent as a browser sends it, unsubscribes and the page then says «Вы отписались от нашей рассылки»', async () => {
    const { link, mailId } = await subscriber('no-script@example.ru');
    const pressed = await openAndPress(new URL(link).pathname);
    expect(pressed.action).toBe(`/unsubscribe/${mailId}`);
    expect(pressed.sent.status).toBe(303);
    expect(pressed.location).toBe(`/unsubscribe/${mailId}?result=unsubscribed`);
    expect(pressed.after!.status).toBe(200);
    expect(pressed.afterHtml).toContain('Вы отписались от нашей рассылки');
    expectNoindex(pressed.after!, pressed.afterHtml);
    expect(await subscribed('no-script@example.ru')).toBeUndefined();

    // again, or with a link that was never one: there is nothing left to do, and the page says it is done
    for (const unknown of [mailId, '00000000-0000-4000-8000-000000000000', 'не-uuid']) {
      const again = await openAndPress(`/unsubscribe/${encodeURIComponent(unknown)}`);
      expect(again.sent.status).toBe(303);
      expect(again.afterHtml).toContain('Вы отписались от нашей рассылки');
    }
  });

  it('of the List-Unsubscribe header: a GET leads to that page and unsubscribes nobody, a POST (one click, RFC 8058) unsubscribes with 200, and 200 again', async () => {
    const { letter, mailId } = await subscriber('oneclick@example.ru');
    const target = `http://shop.test/api/subscribes/${mailId}/unsubscribe`;
    // unfolded: a long header is folded onto a second line
    const header = (key: string) => letter.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${target}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const opened = await fetch(local(target), { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe/${mailId}`);
    const followed = await fetch(local(target), { headers: { accept: 'text/html' } });
    expect(await followed.text()).toContain('Отписаться от рассылки?');
    expect(await subscribed('oneclick@example.ru')).toBe('confirmed');

    const post = () => fetch(local(target), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Вы отписались от нашей рассылки' });
    expect(await subscribed('oneclick@example.ru')).toBeUndefined();
    const again = await post();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Вы уже отписаны от нашей рассылки' });
  });

  it('with JavaScript, the page’s button calls the API that unsubscribes', async () => {
    const { mailId } = await subscriber('with-js@example.ru');
    const answer = await app.rest('POST', `/subscribes/${mailId}/unsubscribe`);
    expect(answer).toEqual({ status: 200, body: { message: 'Вы отписались от нашей рассылки' } });
    expect(await subscribed('with-js@example.ru')).toBeUndefined();
  });
});

describe('the confirmation link', () => {
  it('opens a private page «Подтвердите подписку на новости магазина» that confirms nothing; its button, without JavaScript, confirms and says so', async () => {
    const email = 'confirm-page@example.ru';
    await app.rest('POST', '/subscribes', { body: { email, consent: true } });
    const link = linkIn(await app.mailbox.waitFor(email, /Подтвердите подписку/), 'http://shop.test/subscribe/');
    const path = new URL(link).pathname;

    const page = await fetch(local(link), { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Подтвердите подписку на новости магазина');
    expect(html).toMatch(/<button type="submit"[^>]*>Подтвердить<\/button>/);
    expectNoindex(page, html);
    expect(await subscribed(email)).toBe('pending');

    const pressed = await openAndPress(path);
    expect(pressed.action).toBe(path);
    expect(pressed.sent.status).toBe(303);
    expect(pressed.location).toBe(`${path}?result=confirmed`);
    expect(pressed.afterHtml).toContain('Подписка подтверждена');
    expectNoindex(pressed.after!, pressed.afterHtml);
    expect(await subscribed(email)).toBe('confirmed');
    await app.mailbox.waitFor(email, /Вы подписаны/);

    // the link works once: pressed again, the page says it is no longer valid
    const again = await openAndPress(path);
    expect(again.location).toBe(`${path}?result=invalid`);
    expect(again.afterHtml).toContain('Ссылка недействительна');
  });

  it('that was never one says the link is not valid', async () => {
    const pressed = await openAndPress('/subscribe/no-such-token');
    expect(pressed.sent.status).toBe(303);
    expect(pressed.afterHtml).toContain('Ссылка недействительна');
    expect((await app.rest('POST', '/subscribes/confirm', { body: { token: 'no-such-token' } })).status).toBe(404);
  });

  it('leaves public pages public', async () => {
    const home = await fetch(`${app.base}/`, { headers: { accept: 'text/html' } });
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(await home.text()).not.toContain('content="noindex"');
  });
});
