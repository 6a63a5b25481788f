import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/modules/identity/auth.service.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The errors of a GraphQL answer. */
const errorsOf = async (response: Response) => ((await response.json()) as { errors: any[] }).errors;
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
const TOO_DEEP = { statusCode: 400, code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { body: 'Вложенность глубже 64 уровней' } };

describe('a JSON body nested deeper than 64 levels', () => {
  it('is 400 on REST, however deep, and a body of 64 levels is read as usual', async () => {
    for (const levels of [65, 1000, 100_000]) {
      const reply = await app.rest('POST', '/subscribes', { raw: `{"email":"a@b.ru","consent":true,"extra":${nested(levels - 1)}}`, as: 'Admin' });
      expect(reply, `${levels} levels`).toEqual({ status: 400, body: TOO_DEEP });
    }
    const fine = await app.rest('POST', '/subscribes', { raw: `{"email":"deep@b.ru","consent":true,"extra":${nested(63)}}` });
    expect(fine.status).toBe(201);
    expect((await app.rest('GET', '/health')).status).toBe(200);
  });

  it('is 400 in GraphQL variables, posted or in the address, before the cache or a resolver reads them', async () => {
    const query = 'query ($filter: JSON) { __typename }';
    const posted = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query":${JSON.stringify(query)},"variables":{"filter":${nested(100_000)}}}` });
    expect(posted.status).toBe(400);
    expect((await errorsOf(posted))[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: TOO_DEEP.details } });
    const address = new URLSearchParams({ query: '{ __typename }', variables: `{"filter":${nested(200)}}` });
    const got = await fetch(`${app.base}/graphql?${address}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(got.status).toBe(400);
    expect((await errorsOf(got))[0]).toMatchObject({ extensions: { code: 'VALIDATION', details: { variables: 'Вложенность глубже 64 уровней' } } });
  });
});

describe('a persisted query', () => {
  it('is 400 PERSISTED_QUERY_NOT_SUPPORTED, with or without the document, posted or in the address', async () => {
    const persistedQuery = { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' };
    const bodies = [{ extensions: { persistedQuery } }, { query: '{ __typename }', extensions: { persistedQuery } }];
    for (const body of bodies) {
      const reply = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(reply.status).toBe(400);
      expect((await errorsOf(reply))[0].extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_SUPPORTED', status: 400 });
    }
    const address = new URLSearchParams({ extensions: JSON.stringify({ persistedQuery }) });
    const got = await fetch(`${app.base}/graphql?${address}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(got.status).toBe(400);
    expect((await errorsOf(got))[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });
});

describe('the last Admin', () => {
  /** Two more Admins, signed in. */
  async function twoAdmins(round: number) {
    const em = app.orm.em.fork();
    const made = [1, 2].map((n) => em.create(User, { email: `admin${round}-${n}@test.local`, role: 'Admin', firstName: 'Админ', passwordHash: '' }));
    const passwordHash = await hashPassword('admin-password-2');
    for (const user of made) user.passwordHash = passwordHash;
    await em.flush();
    const tokens = await Promise.all(made.map(async (user) => (await app.rest('POST', '/auth/signin', { body: { email: user.email, password: 'admin-password-2' } })).body.accessToken as string));
    return made.map((user, i) => ({ id: user.id, token: tokens[i] }));
  }

  const admins = async () => app.orm.em.fork().count(User, { role: 'Admin' });

  it('stays when two Admins demote each other at the same moment, through either API', async () => {
    // the Admin of test-app steps down first, so the two are the only ones
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins(round);
      await app.orm.em.fork().nativeUpdate(User, { role: 'Admin', id: { $nin: [a.id, b.id] } }, { role: 'User' });
      const demote = (by: { token: string }, whom: { id: number }) =>
        round % 2
          ? app.rest('PUT', `/users/user/${whom.id}`, { body: { role: 'User' }, token: by.token })
          : app.gql('mutation ($id: Int!) { updateUser(id: $id, input: { role: User }) { id } }', { id: whom.id }, by);
      await Promise.all([demote(a, b), demote(b, a)]);
      expect(await admins(), `round ${round}`).toBe(1);
    }
  });

  it('stays when two Admins delete each other at the same moment', async () => {
    for (let round = 5; round < 10; round++) {
      const [a, b] = await twoAdmins(round);
      await app.orm.em.fork().nativeUpdate(User, { role: 'Admin', id: { $nin: [a.id, b.id] } }, { role: 'User' });
      const replies = await Promise.all([app.rest('DELETE', `/users/user/${b.id}`, { token: a.token }), app.rest('DELETE', `/users/user/${a.id}`, { token: b.token })]);
      expect(replies.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await admins()).toBe(1);
    }
  });
});
