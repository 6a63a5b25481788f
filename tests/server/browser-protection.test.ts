import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('cross-site request protection', () => {
  it('refuses a state-changing call that carries the token cookie without echoing it', async () => {
    const refused = await app.rest('POST', '/tags', { body: { name: 'Без заголовка' }, as: 'Admin', headers: { cookie: 'XSRF-TOKEN=abc123' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/токен защиты/);
    const wrong = await app.rest('POST', '/tags', { body: { name: 'Чужой заголовок' }, as: 'Admin', headers: { cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'other' } });
    expect(wrong.status).toBe(403);
  });

  it('accepts the call when the header echoes the cookie, and calls without cookies are not affected', async () => {
    const echoed = await app.rest('POST', '/tags', { body: { name: 'С заголовком' }, as: 'Admin', headers: { cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' } });
    expect(echoed.status).toBe(201);
    const apiTool = await app.rest('POST', '/tags', { body: { name: 'Из API' }, as: 'Admin' });
    expect(apiTool.status).toBe(201);
    expect((await app.rest('GET', '/tags', { headers: { cookie: 'XSRF-TOKEN=abc123' } })).status).toBe(200);
  });

  it('guards GraphQL mutations the same way', async () => {
    const response = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc123', authorization: `Bearer ${await app.tokenFor('Admin')}` },
      body: JSON.stringify({ query: 'mutation { createTag(input: { name: "Через GraphQL" }) { id } }' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that allows only the shop itself', async () => {
    const response = await fetch(`${app.base}/api/health`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
