import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_PER_MIN: '10', RATE_LIMIT_PER_MIN: '100' });
});
afterAll(() => app.close());

const TOO_MANY = 'Слишком много запросов с этого IP. Повторите попытку чуть позже.';

describe('rate limits', () => {
  it('refuse the 11th rapid sign-in within a minute with 429 and the Russian message, over REST and GraphQL', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await app.rest('POST', '/auth/signin', { body: { email: ADMIN.email, password: `wrong-${i}` } })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await app.rest('POST', '/auth/signin', { body: ADMIN });
    expect(eleventh).toEqual({ status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY } });
    const overGraphQL = await app.gql(`mutation { signIn(input: { email: "${ADMIN.email}", password: "x" }) { accessToken } }`);
    expect(overGraphQL.errors[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED', status: 429 } });
  });

  it('leave ordinary reading alone until the general limit, then refuse it too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await app.rest('GET', '/tags')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    let refused: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const response = await app.rest('GET', '/tags');
      if (response.status === 429) refused = response;
    }
    expect(refused).toEqual({ status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY } });
  });
});
