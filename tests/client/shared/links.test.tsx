import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminMeDocument } from '../../../client/src/generated/admin/graphql';
import { createApolloClient } from '../../../client/src/shared/apollo/create-apollo-client';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../client/src/shared/auth/token-storage';
import { adminUser, server } from '../support/server';

/** Runs one query through the app's link chain and returns the headers the server received. */
async function headersSent(): Promise<Headers> {
  let received: Headers | undefined;
  server.use(
    graphql.query('AdminMe', ({ request }) => {
      received = request.headers;
      return HttpResponse.json({ data: { me: adminUser } });
    }),
  );
  await createApolloClient({ uri: 'http://localhost/graphql' }).query({ query: AdminMeDocument });
  return received!;
}

describe('Apollo link chain', () => {
  it('sends the bearer access token when both tokens are stored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    expect((await headersSent()).get('authorization')).toBe('Bearer access-1');
  });

  it('sends no authorization header when only the access token is stored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    expect((await headersSent()).get('authorization')).toBeNull();
  });

  it('sends no authorization header when only the refresh token is stored', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    expect((await headersSent()).get('authorization')).toBeNull();
  });

  it('sends no authorization header to a visitor without tokens', async () => {
    expect((await headersSent()).get('authorization')).toBeNull();
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-value-1; path=/';
    try {
      expect((await headersSent()).get('x-xsrf-token')).toBe('csrf-value-1');
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('sends no X-XSRF-TOKEN header when the page has no token cookie', async () => {
    expect((await headersSent()).get('x-xsrf-token')).toBeNull();
  });
});
