import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;

/** One call of the 1C exchange protocol with the time it took to answer. */
async function exchange(query: string, body?: string) {
  const started = performance.now();
  const response = await fetch(`${app.base}/api/1c-exchange?${query}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: AUTH }, body });
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

/** How long `/api/health` takes to answer at this moment. */
async function healthMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${app.base}/api/health`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08">';
/** A document whose elements nest `depth` levels, the root counted; `closed`: a well-formed one. */
const nested = (depth: number, closed = false) => HEAD + '<a>'.repeat(depth - 1) + (closed ? '</a>'.repeat(depth - 1) + '</КоммерческаяИнформация>' : '');

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a hostile 1C file', () => {
  it('nested 100 000 levels deep is refused as failure within a second, and /api/health answers within a second meanwhile', async () => {
    const deep = nested(100_000);
    expect(Buffer.byteLength(deep)).toBeGreaterThan(290_000);
    expect((await exchange('type=catalog&mode=init')).text).toMatch(/^zip=yes/);
    expect((await exchange('type=catalog&mode=file&filename=deep.xml', deep)).text).toBe('success');

    const [imported, health] = await Promise.all([exchange('type=catalog&mode=import&filename=deep.xml'), healthMs()]);
    expect(imported).toMatchObject({ status: 200, text: 'failure\nФайл вложен глубже 64 уровней' });
    expect(imported.ms).toBeLessThan(1000);
    expect(health).toBeLessThan(1000);
  });

  it('nested exactly 64 levels deep is read, and 65 levels refused', async () => {
    await exchange('type=catalog&mode=file&filename=64.xml', nested(64, true));
    expect((await exchange('type=catalog&mode=import&filename=64.xml')).text).toBe('success');
    await exchange('type=catalog&mode=file&filename=65.xml', nested(65, true));
    expect((await exchange('type=catalog&mode=import&filename=65.xml')).text).toBe('failure\nФайл вложен глубже 64 уровней');
  });

  it('as an orders document (type=sale&mode=file) nested 100 000 deep is refused the same way', async () => {
    const [received, health] = await Promise.all([exchange('type=sale&mode=file&filename=orders.xml', nested(100_000)), healthMs()]);
    expect(received).toMatchObject({ status: 200, text: 'failure\nФайл вложен глубже 64 уровней' });
    expect(received.ms).toBeLessThan(1000);
    expect(health).toBeLessThan(1000);
  });

  it('of several megabytes is imported without holding up /api/health for a second', async () => {
    const products = Array.from({ length: 600 }, (_, n) => `<Товар><Ид>bulk-${n}</Ид><Наименование>Товар ${n}</Наименование><Описание>${'Подробное описание. '.repeat(150)}</Описание></Товар>`).join('');
    const xml = `${HEAD}<Каталог СодержитТолькоИзменения="true"><Ид>c</Ид><Товары>${products}</Товары></Каталог></КоммерческаяИнформация>`;
    expect(Buffer.byteLength(xml)).toBeGreaterThan(3_000_000);
    await exchange('type=catalog&mode=file&filename=big.xml', xml);
    const importing = exchange('type=catalog&mode=import&filename=big.xml');
    const waits: number[] = [];
    let done = false;
    void importing.finally(() => (done = true));
    while (!done) waits.push(await healthMs());
    expect((await importing).text).toMatch(/^(success|progress)/);
    expect(Math.max(...waits)).toBeLessThan(1000);
  });
});
