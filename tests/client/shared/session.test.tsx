import { CombinedGraphQLErrors } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminMeDocument } from '../../../client/src/generated/admin/graphql';
import { AccountMeDocument, SignInDocument } from '../../../client/src/generated/account/graphql';
import { createApolloClient } from '../../../client/src/shared/apollo/create-apollo-client';
import { getSession, subscribeSession } from '../../../client/src/shared/auth/session';
import { checkSession, SessionRejectedError } from '../../../client/src/shared/auth/session-check';
import { readTokens, saveTokens } from '../../../client/src/shared/auth/token-storage';
import { renderApp, TEST_TOKENS } from '../support/render';
import { adminUser, graphQLError, server, sessionOf, shopper } from '../support/server';

const NEW_TOKENS = { accessToken: 'access-token-2', refreshToken: 'refresh-token-2' };
const noWait = { delays: [0, 0, 0], wait: () => Promise.resolve() };

const newClient = () => createApolloClient({ uri: 'http://localhost/graphql' });

/** The session check answers with `answer(token)` and records the access tokens it was given. */
function serveCheck(answer: (token: string, call: number) => Response | Promise<Response>) {
  const tokens: string[] = [];
  server.use(
    graphql.mutation('CheckSession', ({ variables }) => {
      tokens.push(variables.token as string);
      return answer(variables.token as string, tokens.length);
    }),
  );
  return tokens;
}

/** The refresh answers with `answer` (new tokens by default) and records the refresh tokens presented. */
function serveRefresh(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ data: { refreshToken: { __typename: 'TokenPair', ...NEW_TOKENS } } }),
) {
  const presented: string[] = [];
  server.use(
    graphql.mutation('RefreshToken', ({ variables }) => {
      presented.push(variables.token as string);
      return answer();
    }),
  );
  return presented;
}

/** A protected query that is UNAUTHENTICATED unless it carries the new access token. */
const protectedAnswer = (request: Request, data: Record<string, unknown>): Response =>
  request.headers.get('authorization') === `Bearer ${NEW_TOKENS.accessToken}`
    ? HttpResponse.json({ data })
    : graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.');

describe('session check', () => {
  it('sets the user when the check is fulfilled', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck(() => HttpResponse.json(sessionOf(shopper)));

    const user = await checkSession(newClient(), noWait);

    expect(user).toMatchObject({ id: 7, firstName: 'Анна' });
    expect(sent).toEqual([TEST_TOKENS.accessToken]);
    expect(getSession()).toMatchObject({ user: { email: 'anna@example.ru' }, loading: false, status: 'fulfilled' });
  });

  it('on 403 refreshes with the refresh token, stores both new tokens and checks again with the new access token', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck((token) =>
      token === NEW_TOKENS.accessToken ? HttpResponse.json(sessionOf(shopper)) : graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'),
    );
    const presented = serveRefresh();

    await checkSession(newClient(), noWait);

    expect(presented).toEqual([TEST_TOKENS.refreshToken]);
    expect(sent).toEqual([TEST_TOKENS.accessToken, NEW_TOKENS.accessToken]);
    expect(readTokens()).toEqual(NEW_TOKENS);
    expect(getSession().user).toMatchObject({ id: 7 });
  });

  it('on 403 with a refused refresh removes both tokens, clears the user and rejects', async () => {
    saveTokens(TEST_TOKENS);
    serveCheck(() => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    const presented = serveRefresh(() => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));

    const outcome = checkSession(newClient(), noWait);

    await expect(outcome).rejects.toBeInstanceOf(SessionRejectedError);
    await expect(outcome).rejects.toMatchObject({ reason: 'refused' });
    expect(presented).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getSession()).toMatchObject({ user: null, hasTokens: false, status: 'rejected' });
  });

  it('keeps the session when the refresh is refused because another tab refreshed first, and checks with that tab’s token', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck((token) =>
      token === 'other-tab-access' ? HttpResponse.json(sessionOf(shopper)) : graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'),
    );
    serveRefresh(() => {
      saveTokens({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
      return graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.');
    });

    await checkSession(newClient(), noWait);

    expect(readTokens()).toEqual({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
    expect(sent.at(-1)).toBe('other-tab-access');
    expect(getSession().user).toMatchObject({ id: 7 });
  });

  it('makes no refresh of its own when another tab stored new tokens while the check was on its way', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck((token) => {
      if (token === 'other-tab-access') return HttpResponse.json(sessionOf(shopper));
      saveTokens({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
      return graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.');
    });
    const presented = serveRefresh();

    await checkSession(newClient(), noWait);

    expect(presented).toEqual([]);
    expect(sent).toEqual([TEST_TOKENS.accessToken, 'other-tab-access']);
    expect(readTokens()).toEqual({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
  });

  it('retries after a 500, only stopping the loading flag meanwhile, then succeeds', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck((_token, call) =>
      call === 1 ? graphQLError(500, 'INTERNAL_SERVER_ERROR', 'Ошибка сервера.') : HttpResponse.json(sessionOf(shopper)),
    );
    const presented = serveRefresh();
    const seen: { loading: boolean; status: string }[] = [];
    const stop = subscribeSession(() => seen.push({ loading: getSession().loading, status: getSession().status }));
    const waits: number[] = [];

    await checkSession(newClient(), { delays: [5, 10, 20], wait: async (ms) => void waits.push(ms) });
    stop();

    expect(sent).toHaveLength(2);
    expect(waits).toEqual([5]);
    expect(presented).toEqual([]);
    expect(seen).toEqual([
      { loading: true, status: 'checking' },
      { loading: false, status: 'retrying' },
      { loading: true, status: 'checking' },
      { loading: false, status: 'fulfilled' },
    ]);
    expect(readTokens()).toEqual(TEST_TOKENS);
    expect(getSession().user).toMatchObject({ id: 7 });
  });

  it('retries when the server cannot be reached, and rejects as offline when the retries run out, keeping the tokens', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck(() => HttpResponse.error());

    await expect(checkSession(newClient(), noWait)).rejects.toMatchObject({ reason: 'offline' });

    expect(sent).toHaveLength(4);
    expect(readTokens()).toEqual(TEST_TOKENS);
    expect(getSession()).toMatchObject({ user: null, status: 'rejected', loading: false });
  });

  it('rejects a 401 at once, without a refresh or a retry', async () => {
    saveTokens(TEST_TOKENS);
    const sent = serveCheck(() => graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.'));
    const presented = serveRefresh();

    await expect(checkSession(newClient(), noWait)).rejects.toMatchObject({ reason: 'refused' });

    expect(sent).toHaveLength(1);
    expect(presented).toEqual([]);
    expect(getSession().user).toBeNull();
  });

  it('rejects without a request when no tokens are stored', async () => {
    const sent = serveCheck(() => HttpResponse.json(sessionOf(shopper)));
    await expect(checkSession(newClient(), noWait)).rejects.toMatchObject({ reason: 'no-token' });
    expect(sent).toEqual([]);
  });
});

describe('token refresh in the link chain', () => {
  it('refreshes once on UNAUTHENTICATED and sends the operation again with the new access token', async () => {
    saveTokens(TEST_TOKENS);
    const presented = serveRefresh();
    const bearers: (string | null)[] = [];
    server.use(
      graphql.query('AccountMe', ({ request }) => {
        bearers.push(request.headers.get('authorization'));
        return protectedAnswer(request, { me: shopper });
      }),
    );

    const { data } = await newClient().query({ query: AccountMeDocument });

    expect(data?.me.firstName).toBe('Анна');
    expect(presented).toEqual([TEST_TOKENS.refreshToken]);
    expect(bearers).toEqual([`Bearer ${TEST_TOKENS.accessToken}`, `Bearer ${NEW_TOKENS.accessToken}`]);
    expect(readTokens()).toEqual(NEW_TOKENS);
  });

  it('makes exactly one refresh call for two operations failing at the same time', async () => {
    saveTokens(TEST_TOKENS);
    const presented = serveRefresh(async () => {
      await delay(50);
      return HttpResponse.json({ data: { refreshToken: { __typename: 'TokenPair', ...NEW_TOKENS } } });
    });
    server.use(
      graphql.query('AccountMe', ({ request }) => protectedAnswer(request, { me: shopper })),
      graphql.query('AdminMe', ({ request }) => protectedAnswer(request, { me: adminUser })),
    );
    const client = newClient();

    const [account, admin] = await Promise.all([client.query({ query: AccountMeDocument }), client.query({ query: AdminMeDocument })]);

    expect(presented).toEqual([TEST_TOKENS.refreshToken]);
    expect(account.data?.me.email).toBe('anna@example.ru');
    expect(admin.data?.me.email).toBe('admin@shop.local');
    expect(readTokens()).toEqual(NEW_TOKENS);
  });

  it('removes both tokens and passes the error on when the refresh is refused', async () => {
    saveTokens(TEST_TOKENS);
    const presented = serveRefresh(() => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    let calls = 0;
    server.use(
      graphql.query('AccountMe', ({ request }) => {
        calls += 1;
        return protectedAnswer(request, { me: shopper });
      }),
    );

    const outcome = newClient().query({ query: AccountMeDocument });

    await expect(outcome).rejects.toSatisfy((error) => CombinedGraphQLErrors.is(error) && error.errors[0].message === 'Вы не авторизованы.');
    expect(presented).toHaveLength(1);
    expect(calls).toBe(1);
    expect(readTokens()).toBeNull();
  });

  it('does not refresh for a wrong password at sign-in, even with tokens stored', async () => {
    saveTokens(TEST_TOKENS);
    const presented = serveRefresh();
    server.use(graphql.mutation('SignIn', () => graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.')));

    await expect(
      newClient().mutate({ mutation: SignInDocument, variables: { input: { email: 'anna@example.ru', password: 'wrong-password' } } }),
    ).rejects.toBeTruthy();

    expect(presented).toEqual([]);
    expect(readTokens()).toEqual(TEST_TOKENS);
  });

  it('does not refresh for a visitor without tokens', async () => {
    const presented = serveRefresh();
    server.use(graphql.query('AccountMe', () => graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.')));

    await expect(newClient().query({ query: AccountMeDocument })).rejects.toBeTruthy();

    expect(presented).toEqual([]);
  });

  it('sends the back office to its sign-in page when the refresh is refused', async () => {
    serveCheck(() => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    serveRefresh(() => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.'));
    server.use(graphql.query('AdminColors', () => graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.')));

    renderApp('/admin/colors', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в панель управления' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
    expect(readTokens()).toBeNull();
  });
});
