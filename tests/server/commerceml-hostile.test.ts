import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;

/** One call of the 1C exchange protocol. */
async function exchange(query: string, body?: string) {
  const response = await fetch(`${app.base}/api/1c-exchange?${query}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: AUTH }, body });
  return { status: response.status, text: await response.text() };
}

/**
 * Sends `/api/health` one request after another while `call` runs, and records in which order
 * things were answered: each health answer's status, and `'call'` where the call's answer came.
 * Nothing is timed: the order alone shows whether the server answered others while it worked.
 */
async function healthWhile<T>(call: Promise<T>): Promise<{ result: T; events: (number | 'call')[] }> {
  const events: (number | 'call')[] = [];
  let done = false;
  const watched = call.finally(() => {
    done = true;
    events.push('call');
  });
  while (!done) {
    const response = await fetch(`${app.base}/api/health`);
    await response.arrayBuffer();
    events.push(response.status);
  }
  return { result: await watched, events };
}

/** The health answers that came before the call's. */
const before = (events: (number | 'call')[]) => events.slice(0, events.indexOf('call'));

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08">';
/** A document whose elements nest `depth` levels, the root counted; `closed`: a well-formed one. */
const nested = (depth: number, closed = false) => HEAD + '<a>'.repeat(depth - 1) + (closed ? '</a>'.repeat(depth - 1) + '</КоммерческаяИнформация>' : '');

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a hostile 1C file', () => {
  it('nested 100 000 levels deep is refused as failure, and /api/health asked meanwhile answers 200', async () => {
    const deep = nested(100_000);
    expect(Buffer.byteLength(deep)).toBeGreaterThan(290_000);
    expect((await exchange('type=catalog&mode=init')).text).toMatch(/^zip=yes/);
    expect((await exchange('type=catalog&mode=file&filename=deep.xml', deep)).text).toBe('success');

    const { result, events } = await healthWhile(exchange('type=catalog&mode=import&filename=deep.xml'));
    expect(result).toEqual({ status: 200, text: 'failure\nФайл вложен глубже 64 уровней' });
    expect(events.filter((event) => event !== 'call'), 'every health request asked while the file was read was answered 200').toEqual(events.filter((event) => event !== 'call').map(() => 200));
    expect((await fetch(`${app.base}/api/health`)).status, 'the server is well after it').toBe(200);
  });

  it('nested exactly 64 levels deep is read, and 65 levels refused', async () => {
    await exchange('type=catalog&mode=file&filename=64.xml', nested(64, true));
    expect((await exchange('type=catalog&mode=import&filename=64.xml')).text).toBe('success');
    await exchange('type=catalog&mode=file&filename=65.xml', nested(65, true));
    expect((await exchange('type=catalog&mode=import&filename=65.xml')).text).toBe('failure\nФайл вложен глубже 64 уровней');
  });

  it('as an orders document (type=sale&mode=file) nested 100 000 deep is refused the same way, and /api/health asked meanwhile answers 200', async () => {
    const { result, events } = await healthWhile(exchange('type=sale&mode=file&filename=orders.xml', nested(100_000)));
    expect(result).toEqual({ status: 200, text: 'failure\nФайл вложен глубже 64 уровней' });
    expect(events.filter((event) => event !== 'call')).toEqual(events.filter((event) => event !== 'call').map(() => 200));
    expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
  });

  it('of several megabytes is imported while /api/health keeps answering, one request after another, before the import is', async () => {
    const products = Array.from({ length: 600 }, (_, n) => `<Товар><Ид>bulk-${n}</Ид><Наименование>Товар ${n}</Наименование><Описание>${'Подробное описание. '.repeat(150)}</Описание></Товар>`).join('');
    const xml = `${HEAD}<Каталог СодержитТолькоИзменения="true"><Ид>c</Ид><Товары>${products}</Товары></Каталог></КоммерческаяИнформация>`;
    expect(Buffer.byteLength(xml)).toBeGreaterThan(3_000_000);
    await exchange('type=catalog&mode=file&filename=big.xml', xml);
    const { result, events } = await healthWhile(exchange('type=catalog&mode=import&filename=big.xml'));
    expect(result.status).toBe(200);
    expect(result.text).toMatch(/^(success|progress)/);
    // A slow machine may be answered `progress` after a slice: 1C then calls again until `success`.
    for (let answer = result.text; answer.startsWith('progress'); ) answer = (await exchange('type=catalog&mode=import&filename=big.xml')).text;
    const meanwhile = before(events);
    console.info(`/api/health answered ${meanwhile.length} times, one after another, before the import of ${(Buffer.byteLength(xml) / 1e6).toFixed(1)} MB did`);
    // The file is read in pieces with the event loop's turn between them, and written in batches: a
    // server held by the import would answer the requests asked during it only after it.
    expect(meanwhile.length, 'health requests asked one after another were answered while the import ran').toBeGreaterThanOrEqual(5);
    expect(meanwhile).toEqual(meanwhile.map(() => 200));
    const imported = await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM product WHERE name LIKE 'Товар %'`);
    expect(imported[0].n, 'every product of the file was imported').toBe(600);
  });
});
