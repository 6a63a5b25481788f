import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

/** The pages of the newsletter's links (CONTRACT §18): each asks, and only its button acts. */

const TOKEN = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b85';
const MAIL_ID = '3f2a9c1e-8b7d-4e6f-9a01-2b3c4d5e6f70';

/** Every call the page makes to the subscription API, with its body and CSRF header. */
function recordCalls(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown; csrf: string | null }[] = [];
  server.use(
    http.post('*/api/subscribes/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      calls.push({ path, body: text ? JSON.parse(text) : undefined, csrf: request.headers.get('x-xsrf-token') });
      return answer(path);
    }),
  );
  return calls;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the confirmation page', () => {
  it('asks «Подтвердите подписку на новости магазина», confirms only on «Подтвердить» through the API with the CSRF echo, and says so', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
    const calls = recordCalls(() => HttpResponse.json({ email: 'anna@example.ru', status: 'confirmed', message: 'Подписка подтверждена' }));
    const { user } = renderApp(`/subscribe/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Подтвердите подписку на новости магазина' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Подтвердить' });
    // the form a browser without JavaScript sends to the server
    const form = button.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', `/subscribe/${TOKEN}`]);
    expect(robots()).toBe('noindex');
    expect(calls).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписка подтверждена' })).toBeTruthy();
    expect(screen.getByText(/Приветственное письмо отправлено на anna@example\.ru/)).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/subscribes/confirm', body: { token: TOKEN }, csrf: 'csrf-1' }]);
  });

  it('says the link is not valid when the server does not know the token (404), with its message', async () => {
    recordCalls(() => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Ссылка для подтверждения подписки недействительна: она устарела или уже использована.' }, { status: 404 }));
    const { user } = renderApp(`/subscribe/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка недействительна' })).toBeTruthy();
    expect(screen.getByText('Ссылка для подтверждения подписки недействительна: она устарела или уже использована.')).toBeTruthy();
  });

  it('keeps the button when the shop cannot be reached, and says so', async () => {
    recordCalls(() => HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Услуга недоступна' }, { status: 503 }));
    const { user } = renderApp(`/subscribe/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Услуга недоступна'));
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeTruthy();
  });

  it('shows the outcome the server gave a browser without JavaScript: ?result=confirmed or invalid', async () => {
    const calls = recordCalls(() => HttpResponse.json({}));
    renderApp(`/subscribe/${TOKEN}?result=confirmed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписка подтверждена' })).toBeTruthy();
    expect(robots()).toBe('noindex');
    expect(calls).toEqual([]);
  });
});

describe('the unsubscribe page', () => {
  it('asks «Отписаться от рассылки?» and unsubscribes only on «Отписаться», through the API, then says «Вы отписались от нашей рассылки»', async () => {
    const calls = recordCalls(() => HttpResponse.json({ message: 'Вы отписались от нашей рассылки' }));
    const { user } = renderApp(`/unsubscribe/${MAIL_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Отписаться от рассылки?' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Отписаться' });
    const form = button.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', `/unsubscribe/${MAIL_ID}`]);
    expect(screen.getByRole('link', { name: 'Остаться подписанным' }).getAttribute('href')).toBe('/');
    expect(robots()).toBe('noindex');
    expect(calls).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Вы отписались от нашей рассылки' })).toBeTruthy();
    expect(calls).toEqual([{ path: `/api/subscribes/${MAIL_ID}/unsubscribe`, body: undefined, csrf: null }]);
  });

  it('stays on the question with the server’s message when unsubscribing fails', async () => {
    recordCalls(() => HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Слишком много запросов с этого IP. Повторите попытку чуть позже.' }, { status: 429 }));
    const { user } = renderApp(`/unsubscribe/${MAIL_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByText('Слишком много запросов с этого IP. Повторите попытку чуть позже.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Отписаться от рассылки?' })).toBeTruthy();
  });

  it('says it is done after the server answered a browser without JavaScript (?result=unsubscribed)', async () => {
    renderApp(`/unsubscribe/${MAIL_ID}?result=unsubscribed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Вы отписались от нашей рассылки' })).toBeTruthy();
  });
});
