import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../server/core/config.js';
import { buildGraphQLSchema } from '../../server/core/graphql.js';
import { createModules } from '../../server/modules/index.js';
import { noMail } from '../../server/core/mail/mailer.js';
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
    expect(() => new RestApi().add({ method: 'get', path: '/x', tag: 'x', summary: 'x', operation: 'no.such' as Operation, response: z.null(), handle: async () => null })).toThrow(/без объявленной операции/);
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

/** Placeholder values for path parameters: well-formed, naming nothing that exists. */
const placeholders: Record<string, string> = { fileName: '00000000-0000-4000-8000-000000000000.png', mailId: '00000000-0000-4000-8000-000000000000', email: 'nobody@test.local', token: 'x', url: 'nothing' };

describe('every protected REST route', () => {
  it('answers anonymous 401, roles the table leaves out 403, and lets the others past the permission layer', async () => {
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (const route of app.routes) {
      const rule = permissions[route.operation];
      if (rule === 'anyone') continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => placeholders[name] ?? '999999');
      for (const caller of callers) {
        const { status } = await app.rest(route.method.toUpperCase(), path, { body: route.method === 'get' ? undefined : {}, as: caller === 'anonymous' ? undefined : caller });
        const want = caller === 'anonymous' ? '401' : rule === 'signedIn' || (rule as readonly Role[]).includes(caller as Role) ? 'passes' : '403';
        const got = want === 'passes' ? (status === 401 || (status === 403 && rule !== 'signedIn') ? String(status) : 'passes') : String(status);
        outcomes.push(`${route.method.toUpperCase()} ${route.path} as ${caller}: ${got}`);
        if (got !== want) wrong.push(`${route.method.toUpperCase()} ${route.path} as ${caller}: expected ${want}, got ${status}`);
      }
    }
    expect(outcomes.length).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

/** A value GraphQL accepts for a type: enough to pass validation, naming nothing that exists. */
function placeholder(type: TypeRef, inputs: Map<string, { name: string; type: TypeRef }[]>, enums: Map<string, string[]>): string {
  if (type.kind === 'NON_NULL') return placeholder(type.ofType!, inputs, enums);
  if (type.kind === 'LIST') return '[]';
  if (type.kind === 'ENUM') return enums.get(type.name!)![0];
  if (type.kind === 'INPUT_OBJECT') {
    const required = inputs.get(type.name!)!.filter((f) => f.type.kind === 'NON_NULL');
    return `{ ${required.map((f) => `${f.name}: ${placeholder(f.type, inputs, enums)}`).join(', ')} }`;
  }
  return { Int: '999999', Float: '1', Boolean: 'true', JSONObject: '{}' }[type.name!] ?? '"x"';
}

describe('every protected GraphQL mutation', () => {
  it('answers anonymous 401, roles the table leaves out 403, and lets the others past the permission layer, like REST', async () => {
    const ref = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
    const { data } = await app.gql(
      `{ __schema { mutationType { fields { name args { name type { ${ref} } } } } types { kind name enumValues { name } inputFields { name type { ${ref} } } } } }`,
    );
    const inputs = new Map<string, { name: string; type: TypeRef }[]>(data.__schema.types.filter((t: { kind: string }) => t.kind === 'INPUT_OBJECT').map((t: { name: string; inputFields: never }) => [t.name, t.inputFields]));
    const enums = new Map<string, string[]>(data.__schema.types.filter((t: { kind: string }) => t.kind === 'ENUM').map((t: { name: string; enumValues: { name: string }[] }) => [t.name, t.enumValues.map((v) => v.name)]));
    const schema = await buildGraphQLSchema(createModules(loadConfig({ DATA_DIR: '/tmp/vitrina-test-data', JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'b' }), noMail).resolvers);
    const operations = schema.getMutationType()!.getFields();
    const wrong: string[] = [];
    let checked = 0;
    for (const field of data.__schema.mutationType.fields as { name: string; args: { name: string; type: TypeRef }[] }[]) {
      const operation = operations[field.name].extensions.operation as Operation;
      const rule = permissions[operation];
      if (rule === 'anyone' || field.args.some((a) => JSON.stringify(a.type).includes('"Upload"'))) continue;
      const args = field.args.filter((a) => a.type.kind === 'NON_NULL').map((a) => `${a.name}: ${placeholder(a.type, inputs, enums)}`);
      const query = `mutation { ${field.name}${args.length ? `(${args.join(', ')})` : ''} { __typename } }`;
      for (const caller of callers) {
        const answer = await app.gql(query, {}, caller === 'anonymous' ? undefined : caller);
        const error = answer.errors?.[0]?.extensions;
        if (error?.reason) wrong.push(`${field.name}: the placeholder query is invalid: ${error.reason}`);
        const want = caller === 'anonymous' ? 401 : rule === 'signedIn' || (rule as readonly Role[]).includes(caller as Role) ? 'passes' : 403;
        const got = want === 'passes' ? (error?.status === 401 || (error?.status === 403 && rule !== 'signedIn') ? error.status : 'passes') : error?.status;
        if (got !== want) wrong.push(`${field.name} as ${caller}: expected ${want}, got ${error?.status ?? 'success'}`);
      }
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(25);
  });
});
