import fc from 'fast-check';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argumentValue, encode, nastyValue, objectFor, pathSegment } from './fuzz-values.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Every REST route and every GraphQL field, fed malformed, oversized, wrongly typed, NUL-laden,
 * injection-laden and path-traversing input as anonymous and as Admin (CONTRACT §7): never a 5xx,
 * never a stack trace, a Russian message on every refusal, and a refused call changes nothing.
 */
let app: TestApp;
let database: pg.Client;
let fingerprintSql: string;
const ids: number[] = [];
const SEED = 20261124;
const RUNS_PER_ROUTE = 40;
const RUNS_PER_FIELD = 32;

beforeAll(async () => {
  app = await startTestApp();
  const make = async (path: string, body: object) => (await app.rest('POST', path, { body, as: 'Admin' })).body.id as number;
  const category = await make('/categories', { name: 'Платья', url: 'dresses' });
  const brand = await make('/brands', { name: 'Норд', url: 'nord', categoryId: category });
  const color = await make('/colors', { name: 'Красный', code: '#ff0000' });
  const size = await make('/sizes', { name: 'M' });
  const product = await make('/products', { name: 'Платье', url: 'dress', categoryId: category, brandId: brand, productVariants: [{ sku: 'DR-1', price: 1990, stock: 5, colorId: color, sizeId: size }] });
  await app.rest('POST', '/reviews', { body: { productId: product, rating: 5, text: 'Отлично' }, as: 'User' });
  ids.push(1, 2, category, product);
  database = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await database.connect();
  const tables = (await database.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'mikro_orm_migrations'`)).rows.map((r) => r.table_name as string);
  // The mail loop marks letters sent in the background: only their number says whether a call queued one.
  fingerprintSql = tables.map((t) => `SELECT '${t}' AS t, count(*)::text AS n, ${t === 'mail_message' ? "''" : `coalesce(sum(hashtext(x::text)), 0)::text`} AS h FROM "${t}" x`).join(' UNION ALL ');
}, 120_000);
afterAll(async () => {
  await database?.end();
  await app.close();
});

const fingerprint = async () => JSON.stringify((await database.query(fingerprintSql)).rows);
const STACK = /\bat\s+\S+\s+\(?[^)]*\.(?:js|ts|mjs):\d+|node_modules|Error:\s/;

interface Finding {
  request: string;
  problem: string;
}

/** Sends one request and checks its answer; returns what is wrong with it, if anything. */
async function probe(request: string, send: () => Promise<{ status: number; text: string }>, refused: (status: number, text: string) => boolean): Promise<Finding | undefined> {
  const before = await fingerprint();
  let answer: { status: number; text: string };
  try {
    answer = await send();
  } catch (error) {
    return { request, problem: `no answer: ${error}` };
  }
  if (answer.status >= 500) return { request, problem: `status ${answer.status}: ${answer.text.slice(0, 300)}` };
  if (STACK.test(answer.text)) return { request, problem: `internals in the answer: ${answer.text.slice(0, 300)}` };
  if (refused(answer.status, answer.text)) {
    if (!/[А-Яа-яЁё]/.test(answer.text)) return { request, problem: `refusal ${answer.status} without a Russian message: ${answer.text.slice(0, 300)}` };
    if ((await fingerprint()) !== before) return { request, problem: `refused with ${answer.status} yet the database changed` };
  }
  return undefined;
}

const callers = ['anonymous', 'Admin'] as const;

describe('the fuzz test', () => {
  it('sends thousands of hostile requests to every REST route and gets no 5xx, no internals, and no change from a refusal', async () => {
    const findings: Finding[] = [];
    const tokens = { anonymous: undefined, Admin: await app.tokenFor('Admin') };
    let sent = 0;
    for (const route of app.routes) {
      const shape = fc.record({
        segments: fc.array(pathSegment(ids), { minLength: 4, maxLength: 4 }),
        query: objectFor(route.query, ids),
        body: fc.oneof(
          { weight: 8, arbitrary: objectFor(route.body, ids).map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.constantFrom('{"name": ', '{"a":1}}', '\u0000', '[', 'name=x', '{"__proto__": {"admin": true}}', `{"x": "${'a'.repeat(1_100_000)}"}`) },
        ),
        contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/json; charset=koi8-r', 'multipart/form-data; boundary=x'),
      });
      for (const [index, sample] of fc.sample(shape, { numRuns: RUNS_PER_ROUTE, seed: SEED + sent }).entries()) {
        const caller = callers[index % 2];
        let segment = 0;
        const path = route.path.replace(/\{\w+\}/g, () => sample.segments[segment++]);
        const query = Object.entries(sample.query)
          .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`))
          .join('&');
        const url = `${app.base}/api${path}${query ? `?${query}` : ''}`;
        const method = route.method.toUpperCase();
        const hasBody = method !== 'GET';
        const finding = await probe(
          `${caller} ${method} ${url.slice(0, 300)} ${hasBody ? sample.body.slice(0, 200) : ''}`,
          async () => {
            const response = await fetch(url, {
              method,
              headers: { ...(hasBody ? { 'content-type': sample.contentType } : {}), ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}) },
              body: hasBody ? sample.body : undefined,
            });
            const type = response.headers.get('content-type') ?? '';
            return { status: response.status, text: /json|text/.test(type) ? await response.text() : `(${type})` };
          },
          (status) => status >= 400,
        );
        sent++;
        if (finding) findings.push(finding);
      }
    }
    console.info(`fuzz REST: ${app.routes.length} routes, ${sent} requests, ${findings.length} findings`, [...new Set(findings.map((f) => f.problem.slice(0, 60)))]);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(app.routes.length * RUNS_PER_ROUTE);
  }, 600_000);

  it('sends hostile arguments to every GraphQL query and mutation and gets no 5xx, no internals, and no change from a refusal', async () => {
    const findings: Finding[] = [];
    let sent = 0;
    const fields = [app.schema.getQueryType()!, app.schema.getMutationType()!].flatMap((type) => Object.values(type.getFields()).map((field) => [type.name === 'Query' ? 'query' : 'mutation', field] as const));
    for (const [kind, field] of fields as [string, GraphQLField<unknown, unknown>][]) {
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, fc.option(argumentValue(arg.type, ids), { nil: undefined, freq: 4 })])));
      const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const query = `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
      for (const [index, sample] of fc.sample(variables, { numRuns: RUNS_PER_FIELD, seed: SEED + sent }).entries()) {
        const caller = callers[index % 2];
        const finding = await probe(
          `${caller} ${query} ${JSON.stringify(sample).slice(0, 300)}`,
          async () => {
            const token = caller === 'Admin' ? await app.tokenFor('Admin') : undefined;
            const response = await fetch(`${app.base}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify({ query, variables: sample }),
            });
            const text = await response.text();
            const worst = Math.max(response.status, ...((JSON.parse(text) as { errors?: { extensions?: { status?: number } }[] }).errors ?? []).map((e) => e.extensions?.status ?? 500));
            return { status: worst, text };
          },
          (status, text) => status >= 400 && (JSON.parse(text) as { data?: Record<string, unknown> | null }).data?.[field.name] == null,
        );
        sent++;
        if (finding) findings.push(finding);
      }
    }
    console.info(`fuzz GraphQL: ${fields.length} fields, ${sent} requests, ${findings.length} findings`);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(fields.length * RUNS_PER_FIELD);
  }, 600_000);
});
