import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Operation, Role } from '../../server/core/permissions.js';
import { RestApi } from '../../server/core/rest.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Who may call each operation is checked against a matrix written by hand from CONTRACT §3 in
 * permission-matrix.test.ts. Here: what the permission layer does beside the role of the caller —
 * an undeclared route, and ownership of a profile.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Caller = 'anonymous' | Role;
const callers: Caller[] = ['anonymous', 'User', 'SuperUser', 'Admin'];

describe('the permission layer', () => {
  it('refuses to register a REST route whose operation is not declared', () => {
    expect(() => new RestApi().add({ method: 'get', path: '/x', tag: 'x', summary: 'x', operation: 'no.such' as Operation, response: z.null(), handle: async () => null })).toThrow(/без объявленной операции/);
  });
});

/** Users and consents: the role, then ownership in the service (CONTRACT §3: own profile and password; Admin manages users). */
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

  it.each(calls)('$name answers anonymous, User, SuperUser and Admin as CONTRACT §3 says', async ({ call, expected: wanted }) => {
    const target = await app.rest('POST', '/users', { body: { email: `target-${Math.random()}@test.local`, firstName: 'Цель' }, as: 'Admin' });
    await app.rest('POST', '/users', { body: { email: 'target@test.local', firstName: 'Цель' }, as: 'Admin' });
    const outcomes = [];
    for (const caller of callers) {
      const { status } = await call(caller === 'anonymous' ? undefined : caller, target.body.id);
      outcomes.push(status < 300 ? 'allowed' : status);
    }
    expect(outcomes).toEqual(wanted);
  });

  it("refuses another's profile and password over GraphQL to everyone but Admin, as over REST", async () => {
    const target = await app.rest('POST', '/users', { body: { email: `gql-target-${Math.random()}@test.local`, firstName: 'Цель' }, as: 'Admin' });
    const documents = [
      `{ user(id: ${target.body.id}) { email } }`,
      `mutation { updateUser(id: ${target.body.id}, input: { firstName: "Цель" }) { firstName } }`,
      `mutation { changePassword(userId: ${target.body.id}, input: { password: "target-password-3" }) { message } }`,
    ];
    for (const document of documents) {
      const outcomes = [];
      for (const caller of callers) {
        const answer = await app.gql(document, {}, caller === 'anonymous' ? undefined : caller);
        outcomes.push(answer.errors ? answer.errors[0].extensions.status : 'allowed');
      }
      expect(outcomes, document).toEqual([401, 403, 403, 'allowed']);
    }
    const deleted = [];
    for (const caller of callers) {
      const answer = await app.gql(`mutation { deleteUser(id: ${target.body.id}) { id } }`, {}, caller === 'anonymous' ? undefined : caller);
      deleted.push(answer.errors ? answer.errors[0].extensions.status : answer.data.deleteUser);
    }
    expect(deleted).toEqual([401, 403, 403, { id: target.body.id }]);
  });

  it('deletes a profile only for its owner or an Admin', async () => {
    const target = await app.rest('POST', '/users', { body: { email: 'doomed@test.local', firstName: 'Удаляемый' }, as: 'Admin' });
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`)).status).toBe(401);
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`, { as: 'SuperUser' })).status).toBe(403);
    expect((await app.rest('DELETE', `/users/user/${target.body.id}`, { as: 'Admin' })).body).toEqual({ id: target.body.id });
  });
});
