import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, permissions, type Operation, type Role } from '../../server/core/permissions.js';
import { RestApi } from '../../server/core/rest.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Caller = 'anonymous' | Role;
const callers: Caller[] = ['anonymous', 'User', 'SuperUser', 'Admin'];

/** What CONTRACT §3 promises each caller for an operation, as the HTTP status of a refusal (or 'allowed'). */
function expected(operation: Operation, caller: Caller): 'allowed' | 401 | 403 {
  if (can(caller === 'anonymous' ? null : { id: 0, role: caller }, operation)) return 'allowed';
  return caller === 'anonymous' ? 401 : 403;
}

const writes = ['brand', 'size', 'color', 'tag', 'category'].flatMap((dictionary) => (['create', 'update', 'delete'] as const).map((action) => `${dictionary}.${action}` as Operation));

describe('the permission table', () => {
  it('lets anyone read the catalogue and only SuperUser and Admin change it', () => {
    for (const operation of writes) {
      expect(callers.map((caller) => expected(operation, caller))).toEqual([401, 403, 'allowed', 'allowed']);
    }
    expect(callers.map((caller) => expected('brand.list', caller))).toEqual(['allowed', 'allowed', 'allowed', 'allowed']);
  });

  it('refuses to register a REST route whose operation is not declared', () => {
    expect(() => new RestApi().add({ method: 'get', path: '/x', tag: 'x', summary: 'x', operation: 'no.such' as Operation, handle: async () => null })).toThrow(/без объявленной операции/);
  });

});

/** Every protected REST route and GraphQL mutation, called by each kind of caller. */
describe.each(['brand', 'size', 'color', 'tag', 'category'])('writes to the %s dictionary', (dictionary) => {
  const path = `/${dictionary === 'category' ? 'categories' : `${dictionary}s`}`;
  const type = dictionary.charAt(0).toUpperCase() + dictionary.slice(1);
  const body = (caller: string) => ({ name: `${dictionary} ${caller} ${Math.random()}`, ...(dictionary === 'color' ? { code: '#123456' } : {}) });

  it.each(callers)('over REST answer %s as the permission table says', async (caller) => {
    const as = caller === 'anonymous' ? undefined : caller;
    const target = await app.rest('POST', path, { body: body('target'), as: 'Admin' });
    const outcome = (status: number) => (status < 300 ? 'allowed' : status);
    const create = await app.rest('POST', path, { body: body(caller), as });
    const update = await app.rest('PUT', `${path}/${target.body.id}`, { body: { name: `${dictionary} renamed by ${caller}` }, as });
    const remove = await app.rest('DELETE', `${path}/${target.body.id}`, { as });
    expect([outcome(create.status), outcome(update.status), outcome(remove.status)]).toEqual([
      expected(`${dictionary}.create` as Operation, caller),
      expected(`${dictionary}.update` as Operation, caller),
      expected(`${dictionary}.delete` as Operation, caller),
    ]);
    if (create.status >= 400) expect(create.body.message).toBe(caller === 'anonymous' ? 'Вы не авторизованы.' : 'У Вас недостаточно прав.');
  });

  it.each(callers)('over GraphQL answer %s as the permission table says', async (caller) => {
    const as = caller === 'anonymous' ? undefined : caller;
    const target = await app.rest('POST', path, { body: body('gql-target'), as: 'Admin' });
    const outcome = (response: { errors?: { extensions: { status: number } }[] }) => (response.errors ? response.errors[0].extensions.status : 'allowed');
    const create = await app.gql(`mutation($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input: body(`gql-${caller}`) }, as);
    const update = await app.gql(`mutation { update${type}(id: ${target.body.id}, input: { name: "${dictionary} gql renamed ${caller}" }) { id } }`, {}, as);
    const remove = await app.gql(`mutation { delete${type}(id: ${target.body.id}) { id } }`, {}, as);
    expect([outcome(create), outcome(update), outcome(remove)]).toEqual([
      expected(`${dictionary}.create` as Operation, caller),
      expected(`${dictionary}.update` as Operation, caller),
      expected(`${dictionary}.delete` as Operation, caller),
    ]);
  });
});

describe('sign-in', () => {
  it('gives an Admin tokens for the back office and refuses other roles with 403', async () => {
    await app.tokenFor('User');
    const admin = await app.rest('POST', '/auth/admin/signin', { body: { email: 'admin@test.local', password: 'admin-password-1' } });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ user: { role: 'Admin', email: 'admin@test.local' }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(admin.body.user.passwordHash).toBeUndefined();
    const user = await app.rest('POST', '/auth/admin/signin', { body: { email: 'user@test.local', password: 'user-password-1' } });
    expect(user).toEqual({ status: 403, body: { statusCode: 403, message: 'У Вас недостаточно прав.' } });
    const overGraphQL = await app.gql('mutation { adminSignIn(input: { email: "user@test.local", password: "user-password-1" }) { accessToken } }');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'У Вас недостаточно прав.', extensions: { code: 'FORBIDDEN', status: 403 } });
  });

  it('refuses a wrong password with 401 and the same answer for an unknown email', async () => {
    const wrong = await app.rest('POST', '/auth/signin', { body: { email: 'admin@test.local', password: 'nope' } });
    const unknown = await app.rest('POST', '/auth/signin', { body: { email: 'ghost@test.local', password: 'nope' } });
    expect(wrong).toEqual({ status: 401, body: { statusCode: 401, message: 'Вы не авторизованы.' } });
    expect(unknown).toEqual(wrong);
  });

  it('refreshes the access token and checks a session, refusing forged tokens with 403', async () => {
    const signedIn = await app.rest('POST', '/auth/signin', { body: { email: 'ADMIN@test.local ', password: 'admin-password-1' } });
    const refreshed = await app.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } });
    expect(refreshed.body).toEqual({ accessToken: expect.any(String) });
    const session = await app.rest('POST', '/auth/session', { body: { token: refreshed.body.accessToken } });
    expect(session.body).toMatchObject({ message: expect.any(String), user: { email: 'admin@test.local' } });
    expect((await app.rest('POST', '/auth/token', { body: { token: signedIn.body.accessToken } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/session', { body: { token: 'forged.token.value' } })).status).toBe(403);
    const me = await app.gql('{ me { email role } }', {}, 'Admin');
    expect(me.data.me).toEqual({ email: 'admin@test.local', role: 'Admin' });
  });

  it('treats a forged bearer token as no token at all', async () => {
    const response = await app.rest('POST', '/tags', { body: { name: 'Подделка' }, token: 'forged' });
    expect(response.status).toBe(401);
  });
});
