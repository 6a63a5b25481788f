import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { getIntrospectionQuery, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlGate } from '../../server/core/graphql-gate.js';
import { graphqlErrorHandler } from '../../server/core/http-errors.js';
import { defaultLimits, measureOperation } from '../../server/core/graphql-limits.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Every operation the storefront and the back office send, with the fragments they spread. */
function clientOperations() {
  const files = readdirSync('client/src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join('client/src', file));
  const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return { document, operations };
}

/** Pages of 100 through every `limit` variable: the largest product page, five times the back office's. */
const largePages = (operation: OperationDefinitionNode) =>
  Object.fromEntries((operation.variableDefinitions ?? []).filter((v) => /limit/i.test(v.variable.name.value)).map((v) => [v.variable.name.value, 100]));

const TOO_COMPLEX = { message: 'Запрос слишком сложный.', extensions: { code: 'QUERY_TOO_COMPLEX', status: 400, reason: expect.stringMatching(/[а-я]/) } };

async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: any[] } };
}

describe('the shop’s own GraphQL documents', () => {
  it('all pass the depth, alias and cost limits with room to spare, even asking for pages of 100', async () => {
    const { schema } = app;
    const { document, operations } = clientOperations();
    expect(operations.length).toBeGreaterThan(50);
    const worst = { depth: 0, aliases: 0, cost: 0 };
    for (const operation of operations) {
      const measure = measureOperation(schema, document, largePages(operation), operation.name!.value);
      if (!measure || 'refused' in measure) throw new Error(`${operation.name?.value} не измерен`);
      worst.depth = Math.max(worst.depth, measure.depth);
      worst.aliases = Math.max(worst.aliases, measure.aliases);
      worst.cost = Math.max(worst.cost, measure.cost);
      expect(measure.depth, operation.name!.value).toBeLessThanOrEqual(defaultLimits.maxDepth - 3);
      expect(measure.aliases, operation.name!.value).toBeLessThanOrEqual(defaultLimits.maxAliases / 2);
      expect(measure.cost, operation.name!.value).toBeLessThanOrEqual(defaultLimits.maxCost * 0.7);
    }
    console.info(`client documents: ${operations.length}, deepest ${worst.depth}, most aliases ${worst.aliases}, costliest ${worst.cost}`);
  });
});

/** `category → children → parent → children …`, `levels` fields deep: 189 bytes at eight. */
const nested = (levels: number) => {
  let selection = 'id';
  for (let i = 0; i < levels; i++) selection = `${i % 2 ? 'parent' : 'children'} { ${selection} }`;
  return `{ category(id: 1) { ${selection} } }`;
};

const fragmentChain = (count: number) =>
  `{ ...F0 } ${Array.from({ length: count }, (_, i) => `fragment F${i} on Query { ${i === count - 1 ? 'categories { rows { id } }' : `...F${i + 1} a${i}: categories { rows { ...R${i} } }`} }`).join(' ')} ${Array.from({ length: count - 1 }, (_, i) => `fragment R${i} on Category { id children { id } }`).join(' ')}`;

const hostile: Record<string, string> = {
  'eight levels of children and parents': nested(8),
  'twelve levels of children and parents': nested(12),
  'a thousand aliases of a page of 100 products': `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: products(limit: 100) { rows { id name } }`).join(' ')} }`,
  'sixty aliases of a small list': `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: tags(limit: 1) { length }`).join(' ')} }`,
  'a page of a million products': '{ products(limit: 1000000) { rows { id productVariants { id } } } }',
  'a limit passed as a variable': 'query ($n: Int) { brands(limit: $n) { rows { id category { id } } } categories(limit: $n) { rows { id children { id } } } }',
  'fragments spreading fragments forty times': fragmentChain(40),
  'fragments spreading each other in a circle': '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  'introspection expanding types inside types': '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
  'forty aliases of the whole schema': `{ ${Array.from({ length: 40 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`,
  'a wide tree of every category’s children': '{ categoriesTree { children { children { children { children { children { children { id } } } } } } } }',
};

describe('a list asked without a limit', () => {
  it('is measured at its own default page, which its module declares: 24 products, 100 brands', () => {
    const cost = (query: string) => {
      const measure = measureOperation(app.schema, parse(query));
      if (!measure || 'refused' in measure) throw new Error(query);
      return measure.cost;
    };
    expect(cost('{ products { rows { id } } }')).toBe(cost('{ products(limit: 24) { rows { id } } }'));
    expect(cost('{ products { rows { id } } }')).toBeLessThan(cost('{ products(limit: 25) { rows { id } } }'));
    expect(cost('{ brands { rows { id } } }')).toBe(cost('{ brands(limit: 100) { rows { id } } }'));
  });
});

describe('hostile GraphQL documents', () => {
  it('are refused with «Запрос слишком сложный.» before anything runs: not one SQL statement', async () => {
    await post('{ tags { length } }');
    for (const [name, query] of Object.entries(hostile)) {
      let answer: Awaited<ReturnType<typeof post>> | undefined;
      expect(await app.countQueries(async () => (answer = await post(query, { n: 1000 }))), name).toBe(0);
      expect(answer!.status, name).toBe(400);
      expect(answer!.body.errors?.[0], name).toMatchObject(TOO_COMPLEX);
      expect(answer!.body.data, name).toBeUndefined();
    }
  });

  it('leave /api/health answering while a hundred of them arrive at once, and run nothing of theirs meanwhile', async () => {
    const queries = Object.values(hostile);
    /** The statements a call made, without the time each took. */
    const statements = async (call: () => Promise<unknown>) => (await app.statements(call)).map((sql) => sql.replace(/\[took [^\]]*\]/, '').trim());
    const alone = await statements(() => fetch(`${app.base}/api/health`).then((r) => r.arrayBuffer()));
    let health: Response | undefined;
    let flood: Awaited<ReturnType<typeof post>>[] = [];
    const during = await statements(async () => {
      const sent = Promise.all(Array.from({ length: 100 }, (_, i) => post(queries[i % queries.length], { n: 1000 })));
      health = await fetch(`${app.base}/api/health`);
      await health.arrayBuffer();
      flood = await sent;
    });
    expect(health!.status).toBe(200);
    expect(during, 'the only statements made are the health check’s own').toEqual(alone);
    expect(flood).toHaveLength(100);
    expect(new Set(flood.map((r) => r.status))).toEqual(new Set([400]));
  });

  it('are refused over GET too', async () => {
    const response = await fetch(`${app.base}/graphql?query=${encodeURIComponent(nested(8))}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject(TOO_COMPLEX);
    const repeated = await fetch(`${app.base}/graphql?query=${encodeURIComponent(nested(8))}&query=${encodeURIComponent('{ tags { length } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(repeated.status, 'a repeated query parameter is refused, never run unmeasured').toBe(400);
  });

  it('leave GraphiQL’s own introspection query alone', async () => {
    const response = await post(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('leave ordinary deep-enough documents alone', async () => {
    const response = await post('{ categoriesTree { name children { name children { name } } } products(limit: 24) { rows { id productVariants { id sku } } length } }');
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('refuse a cost above GRAPHQL_MAX_COST, which a shop may lower', async () => {
    const strict = await startTestApp({ GRAPHQL_MAX_COST: '50' });
    try {
      const response = await fetch(`${strict.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ tags(limit: 60) { rows { id } } }' }) });
      expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject(TOO_COMPLEX);
      expect((await strict.gql('{ tags(limit: 40) { rows { id } } }')).errors).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});

describe('the GraphQL error reasons', () => {
  it('are Russian for documents that do not fit the schema', async () => {
    for (const query of ['{ nonsense }', '{ brands(limit: "x") { length } }', '{ brands { rows } }', '{ product { id } }', 'query ($x: Int!) { brand(id: $x) { id } }', '{ brands(']) {
      const response = await app.gql(query);
      expect(response.errors[0].extensions.reason, query).toMatch(/^[^a-z]*[А-ЯЁ]/);
    }
  });
});

describe('an operation past its deadline', () => {
  it('is answered 503 «Услуга недоступна» while it still runs, and its late result dropped', async () => {
    /** The operation: it runs until the test lets it finish, then tries to answer. */
    let finish: (() => void) | undefined;
    let late: { headersSent: boolean; abandoned: unknown } | undefined;
    const slow = express();
    slow.use(express.json());
    slow.use('/graphql', graphqlGate(app.schema, defaultLimits, 50), (_req, res) => {
      finish = () => {
        late = { headersSent: res.headersSent, abandoned: res.locals.abandoned };
        if (!res.headersSent) res.json({ data: { late: true } });
      };
    });
    slow.use('/graphql', graphqlErrorHandler);
    const server = slow.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ tags { length } }' }) });
      expect(finish, 'the operation was started').toBeDefined();
      expect(late, 'it had not finished when the answer came').toBeUndefined();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ errors: [{ message: 'Услуга недоступна', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }] });
      finish!();
      expect(late, 'its result, once there, found the request answered and was dropped').toEqual({ headersSent: true, abandoned: true });
    } finally {
      server.close();
    }
  });
});
