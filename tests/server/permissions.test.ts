import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Operation, type Role } from '../../server/core/permissions.js';
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

/** Users and consents: the roles of the permission table, then ownership in the service. */
describe('user and consent operations', () => {
  const calls: { name: string; call: (as: Role | undefined, targetId: number) => Promise<{ status: number }>; expected: (number | 'allowed')[] }[] = [
    { name: 'GET /users', call: (as) => app.rest('GET', '/users', { as }), expected: [401, 403, 403, 'allowed'] },
    { name: 'POST /users', call: (as) => app.rest('POST', '/users', { body: { email: `made-by-${as}@test.local`, firstName: 'Новый' }, as }), expected: [401, 403, 403, 'allowed'] },
    { name: 'GET /users/get-by-email', call: (as) => app.rest('GET', '/users/get-by-email/target@test.local', { as }), expected: [401, 403, 403, 'allowed'] },
    { name: "GET another's profile", call: (as, id) => app.rest('GET', `/users/user/${id}`, { as }), expected: [401, 403, 403, 'allowed'] },
    { name: "PUT another's profile", call: (as, id) => app.rest('PUT', `/users/user/${id}`, { body: { firstName: 'Цель' }, as }), expected: [401, 403, 403, 'allowed'] },
    { name: "PUT another's password", call: (as, id) => app.rest('PUT', `/users/changepsw/${id}`, { body: { password: 'target-password-2' }, as }), expected: [401, 403, 403, 'allowed'] },
    { name: 'GET /consents', call: (as) => app.rest('GET', '/consents', { as }), expected: [401, 403, 'allowed', 'allowed'] },
    { name: 'GET /auth/me', call: (as) => app.rest('GET', '/auth/me', { as }), expected: [401, 'allowed', 'allowed', 'allowed'] },
  ];

  it.each(calls)('$name answers anonymous, User, SuperUser and Admin as the permission table says', async ({ call, expected: wanted }) => {
    const target = await app.rest('POST', '/users', { body: { email: `target-${Math.random()}@test.local`, firstName: 'Цель' }, as: 'Admin' });
    await app.rest('POST', '/users', { body: { email: 'target@test.local', firstName: 'Цель' }, as: 'Admin' });
    const outcomes = [];
    for (const caller of callers) {
      const { status } = await call(caller === 'anonymous' ? undefined : caller, target.body.id);
      outcomes.push(status < 300 ? 'allowed' : status);
    }
    expect(outcomes).toEqual(wanted);
  });

  it('deletes a profile only for its owner or an Admin', async () => {
    const target = await app.rest('POST', '/users', { body: { email: 'doomed@test.local', firstName: 'Удаляемый' }, as: 'Admin' });
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`)).status).toBe(401);
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`, { as: 'SuperUser' })).status).toBe(403);
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`, { as: 'Admin' })).body).toEqual({ id: target.body.id });
  });
});
