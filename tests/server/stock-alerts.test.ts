import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn } from './mailbox.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

/**
 * CONTRACT §16, back in stock: anyone leaves an address for a variant through either API; when the
 * variant's stock goes from 0 to above 0 — whatever writes it — each waiting address gets one letter
 * with the product's link, and that alert is done. CONTRACT §18: an address not proven the asker's
 * waits for its owner to confirm it by the letter «Подтвердите адрес»; at most 20 waiting alerts an
 * address, at most one back-in-stock letter an hour, none for a variant in stock.
 */

let app: TestApp;
let categoryId: number;
const SUBJECT = /^Товар снова в наличии: /;

beforeAll(async () => {
  // The sender looks by itself only once an hour here: every letter below comes from the kick after the stock's change.
  app = await startTestApp({ STOCK_ALERT_SECONDS: '3600' });
  app.stockAlerts.start();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Обувь', url: 'shoes' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);
const pass = () => app.services.stockAlerts.pass(app.orm.em.fork());

let made = 0;
/** A product on sale with the given variants' stock; its url and variants' ids. */
async function product(stocks: number[], extra: object = {}) {
  made += 1;
  const body = { name: `Ботинки «Север ${made}»`, url: `boots-${made}`, categoryId, productVariants: stocks.map((stock, i) => ({ sku: `BT-${made}-${i}`, price: 4990 + i * 500, stock })), ...extra };
  const created = await app.rest('POST', '/products', { body, as: 'Admin' });
  expect(created.status).toBe(201);
  return { id: created.body.id as number, url: created.body.url as string, variants: created.body.productVariants.map((v: { id: number }) => v.id) as number[], body };
}

const subscribe = (productVariantId: number, email: string, as?: 'User') => app.rest('POST', '/stock-alerts', { body: { productVariantId, email, consent: true }, as });
const CONFIRM = /^Подтвердите адрес$/;
/** The token of the address's letter «Подтвердите адрес» (the first one it got). */
const confirmationToken = async (email: string) => linkIn(await app.mailbox.waitFor(email, CONFIRM), 'http://shop.test/subscribe/').split('/').pop()!;
const confirm = (token: string) => app.rest('POST', '/subscribes/confirm', { body: { token } });
const confirmedAddresses = new Set<string>();
/** An active alert: asked by a guest, the address confirmed by its letter the first time. */
async function ask(productVariantId: number, email: string) {
  const asked = await subscribe(productVariantId, email);
  expect(asked.status).toBe(201);
  if (!confirmedAddresses.has(email)) {
    expect(asked.body.status).toBe('pending');
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    confirmedAddresses.add(email);
  }
  return asked;
}
/** Letters «Подтвердите адрес» queued for the address. */
const confirmations = async (email: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_message WHERE "to" = ? AND subject = 'Подтвердите адрес'`, [email]))[0].n;
/** Every letter queued for the address, of any kind. */
const allQueued = async (email: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_message WHERE "to" = ?`, [email]))[0].n;
/** As if the address's last back-in-stock letter went this many minutes ago. */
const letterAgo = (email: string, minutes: number) => sql(`UPDATE stock_alert SET sent_at = now() - make_interval(mins => ?) WHERE email = ? AND sent_at IS NOT NULL`, [minutes, email]);

const setStock = (variantId: number, stock: number) => app.rest('PATCH', `/product-variants/${variantId}`, { body: { stock }, as: 'Admin' });

/** Letters about arrivals queued in the outbox for the address: sent or not, each counts. */
const queued = async (email: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_message WHERE "to" = ? AND subject LIKE 'Товар снова в наличии:%'`, [email]))[0].n;
/** Letters about arrivals the address received over SMTP. */
const received = (email: string) => app.mailbox.letters.filter((l) => (l.to && !Array.isArray(l.to) ? l.to.text : '') === email && SUBJECT.test(l.subject ?? ''));

/** Waits for the one letter to the address, then gives the sender a moment more to prove no second one comes. */
async function oneLetterTo(email: string) {
  const letter = await app.mailbox.waitFor(email, SUBJECT);
  await pass();
  expect(await queued(email)).toBe(1);
  return letter;
}

/** Nothing due for the address: the sender, asked now, writes it nothing. */
async function noLetterTo(email: string) {
  await pass();
  expect(await queued(email)).toBe(0);
}

describe('leaving an address', () => {
  it('answers 201 over REST and GraphQL for a guest and a signed-in shopper, keeping the address lower-cased with the consent’s time and a consent record', async () => {
    const { variants } = await product([0]);
    const guest = await subscribe(variants[0], '  Anna.Guest@Example.RU ');
    expect(guest.status).toBe(201);
    expect(guest.body).toEqual({ id: expect.any(Number), productVariantId: variants[0], email: 'anna.guest@example.ru', status: 'pending', createdAt: expect.stringMatching(/^\d{4}-/) });
    const viaGraphQL = await app.gql(
      'mutation ($input: StockAlertInput!) { subscribeStockAlert(input: $input) { id productVariantId email status } }',
      { input: { productVariantId: variants[0], email: 'shopper@example.ru', consent: true } },
      'User',
    );
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.data.subscribeStockAlert).toMatchObject({ productVariantId: variants[0], email: 'shopper@example.ru', status: 'pending' });
    const rows = await sql(`SELECT a.email, a.user_id IS NOT NULL AS "signedIn", a.consent_at IS NOT NULL AS consented, a.due_at, a.sent_at FROM stock_alert a WHERE a.variant_id = ? ORDER BY a.id`, [variants[0]]);
    expect(rows).toEqual([
      { email: 'anna.guest@example.ru', signedIn: false, consented: true, due_at: null, sent_at: null },
      { email: 'shopper@example.ru', signedIn: true, consented: true, due_at: null, sent_at: null },
    ]);
    const consents = await app.rest('GET', '/consents?purpose=stock_alert', { as: 'Admin' });
    expect(consents.body.rows.map((c: { email: string }) => c.email).sort()).toEqual(['anna.guest@example.ru', 'shopper@example.ru']);
  });

  it('is the same alert when the same address asks again for the same variant while it waits', async () => {
    const { variants } = await product([0]);
    const first = await subscribe(variants[0], 'twice@example.ru');
    const [{ at: before }] = await sql(`SELECT consent_at::text AS at FROM stock_alert WHERE id = ?`, [first.body.id]);
    const again = await subscribe(variants[0], 'TWICE@example.ru');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await sql(`SELECT consent_at > ?::timestamptz AS renewed FROM stock_alert WHERE variant_id = ?`, [before, variants[0]]);
    expect(rows).toEqual([{ renewed: true }]);
  });

  it('refuses a bad address and a missing consent with 400 naming the field in Russian, through both APIs', async () => {
    const { variants } = await product([0]);
    const badEmail = await app.rest('POST', '/stock-alerts', { body: { productVariantId: variants[0], email: 'не-почта', consent: true } });
    expect(badEmail).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { email: 'Неверный адрес электронной почты' } } });
    for (const consent of [false, undefined, 'true']) {
      const refused = await app.rest('POST', '/stock-alerts', { body: { productVariantId: variants[0], email: 'a@example.ru', consent } });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual({ consent: 'Нужно согласие на обработку персональных данных' });
    }
    const overGraphQL = await app.gql('mutation { subscribeStockAlert(input: { productVariantId: 1, email: "a@example.ru", consent: false }) { id } }');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: { consent: 'Нужно согласие на обработку персональных данных' } } });
    expect(await sql(`SELECT id FROM stock_alert WHERE email = 'a@example.ru'`)).toEqual([]);
  });

  it('answers 404 for an unknown variant, a variant left out of its product and a product off sale', async () => {
    const unknown = await subscribe(2_000_000, 'nobody@example.ru');
    expect(unknown).toEqual({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Запрашиваемые данные не найдены.', details: { productVariantId: 'Товар не найден или больше не продаётся' } } });
    const offSale = await product([0], { available: false });
    expect((await subscribe(offSale.variants[0], 'nobody@example.ru')).status).toBe(404);
    const hidden = await product([0, 1]);
    // in a basket, then left out of the product: hidden, kept for the basket
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    expect((await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: hidden.variants[1], quantity: 1 } })).status).toBe(200);
    await app.rest('PUT', `/products/${hidden.id}`, { body: { productVariants: [{ ...hidden.body.productVariants[0], id: hidden.variants[0] }] }, as: 'Admin' });
    expect((await sql(`SELECT hidden FROM product_variant WHERE id = ?`, [hidden.variants[1]]))[0].hidden).toBe(true);
    expect((await subscribe(hidden.variants[1], 'nobody@example.ru')).status).toBe(404);
    const overGraphQL = await app.gql(`mutation { subscribeStockAlert(input: { productVariantId: 2000000, email: "nobody@example.ru", consent: true }) { id } }`);
    expect(overGraphQL.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(await sql(`SELECT id FROM stock_alert WHERE email = 'nobody@example.ru'`)).toEqual([]);
  });
});

describe('the letter when a variant comes back', () => {
  it('goes once, soon after a staff member sets the stock inline, with the product, variant, price, link and why', async () => {
    const size = (await app.rest('POST', '/sizes', { body: { name: '42' }, as: 'Admin' })).body.id;
    const color = (await app.rest('POST', '/colors', { body: { name: 'Коричневый', code: '#7b3f00' }, as: 'Admin' })).body.id;
    const { url, variants } = await product([0], { productVariants: [{ sku: 'BT-BROWN-42', price: 7490.5, stock: 0, sizeId: size, colorId: color }] });
    await ask(variants[0], 'inline@example.ru');
    expect((await setStock(variants[0], 3)).status).toBe(200);
    const letter = await oneLetterTo('inline@example.ru');
    expect(letter.subject).toMatch(/^Товар снова в наличии: Ботинки «Север \d+»$/);
    expect(letter.text).toContain('размер 42, цвет Коричневый, артикул BT-BROWN-42: 7\u00a0490,50\u00a0₽');
    expect(letter.text).toContain(`Перейти к товару: http://shop.test/product/${url}?variant=${variants[0]}`);
    expect(letter.text).toContain('потому что попросили сообщить о поступлении');
    expect(letter.html).toContain(`href="http://shop.test/product/${url}?variant=${variants[0]}"`);
    expect((await sql(`SELECT due_at IS NOT NULL AS due, sent_at IS NOT NULL AS sent FROM stock_alert WHERE email = 'inline@example.ru'`))[0]).toEqual({ due: true, sent: true });
  });

  it('goes once after the product form saves the variant with stock', async () => {
    const { id, variants, body } = await product([0]);
    await ask(variants[0], 'form@example.ru');
    const saved = await app.rest('PUT', `/products/${id}`, { body: { productVariants: [{ ...body.productVariants[0], id: variants[0], stock: 2 }] }, as: 'SuperUser' });
    expect(saved.status).toBe(200);
    await oneLetterTo('form@example.ru');
  });

  it('waits while the product is off sale and goes once when a bulk action puts it back on sale', async () => {
    const { id, variants } = await product([0]);
    await ask(variants[0], 'bulk@example.ru');
    expect((await app.rest('POST', '/products/bulk', { body: { ids: [id], action: 'hide' }, as: 'Admin' })).body.done).toEqual([id]);
    await setStock(variants[0], 4);
    await noLetterTo('bulk@example.ru');
    expect((await sql(`SELECT due_at IS NOT NULL AS due FROM stock_alert WHERE email = 'bulk@example.ru'`))[0].due).toBe(true);
    expect((await app.rest('POST', '/products/bulk', { body: { ids: [id], action: 'show' }, as: 'Admin' })).body.done).toEqual([id]);
    await oneLetterTo('bulk@example.ru');
  });

  it('goes once after a spreadsheet import sets the stock', async () => {
    const { variants } = await product([0]);
    const sku = `BT-${made}-0`;
    await ask(variants[0], 'sheet@example.ru');
    const token = await app.tokenFor('Admin');
    const exported = Buffer.from(await (await fetch(`${app.base}/api/products/export`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0];
    const titles = (ws.getRow(1).values as unknown[]).slice(1);
    ws.eachRow((row, number) => {
      if (number > 1 && row.getCell(titles.indexOf('Артикул') + 1).value === sku) row.getCell(titles.indexOf('Остаток, шт.') + 1).value = 6;
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'products.xlsx');
    const imported = await fetch(`${app.base}/api/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(imported.status).toBe(200);
    expect((await sql(`SELECT stock FROM product_variant WHERE id = ?`, [variants[0]]))[0].stock).toBe(6);
    await oneLetterTo('sheet@example.ru');
  });

  it('goes once after a 1C exchange of offers brings the stock', async () => {
    const auth = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
    const exchange = async (query: string, body?: string) => (await fetch(`${app.base}/api/1c-exchange?${query}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: auth }, body })).text();
    const load = async (filename: string, xml: string) => {
      expect(await exchange(`type=catalog&mode=file&filename=${filename}`, xml)).toBe('success');
      expect(await exchange(`type=catalog&mode=import&filename=${filename}`)).toBe('success');
    };
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T10:00:00">';
    const offer = (quantity: number) => `<Предложение><Ид>alert-tee</Ид><Наименование>Футболка «Ждём»</Наименование><Цены><Цена><ЦенаЗаЕдиницу>990</ЦенаЗаЕдиницу></Цена></Цены><Количество>${quantity}</Количество></Предложение>`;
    await load(
      'import.xml',
      `${head}<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>g-tees</Ид><Наименование>Футболки</Наименование></Группа></Группы></Классификатор><Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары><Товар><Ид>alert-tee</Ид><Артикул>TEE-W</Артикул><Наименование>Футболка «Ждём»</Наименование><Группы><Ид>g-tees</Ид></Группы></Товар></Товары></Каталог></КоммерческаяИнформация>`,
    );
    await load('offers.xml', `${head}<ПакетПредложений><Ид>cat#</Ид><Наименование>Предложения</Наименование><ИдКаталога>cat</ИдКаталога><Предложения>${offer(0)}</Предложения></ПакетПредложений></КоммерческаяИнформация>`);
    const [variant] = await sql(`SELECT v.id, v.stock FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.external_id = 'alert-tee'`);
    expect(variant.stock).toBe(0);
    expect((await ask(variant.id, 'onec@example.ru')).status).toBe(201);
    await load('offers-changes.xml', `${head}<ИзмененияПакетаПредложений><Предложения>${offer(12)}</Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>`);
    expect((await sql(`SELECT stock FROM product_variant WHERE id = ?`, [variant.id]))[0].stock).toBe(12);
    const letter = await oneLetterTo('onec@example.ru');
    expect(letter.subject).toBe('Товар снова в наличии: Футболка «Ждём»');
  });

  it('goes once when a cancelled order gives the last unit back', async () => {
    const { variants } = await product([1]);
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variants[0], quantity: 1 } });
    const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
    const order = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } });
    expect(order.status).toBe(201);
    expect((await sql(`SELECT stock FROM product_variant WHERE id = ?`, [variants[0]]))[0].stock).toBe(0);
    await ask(variants[0], 'cancel@example.ru');
    expect((await app.rest('PUT', `/checkouts/${order.body.id}`, { body: { status: 'cancelled' }, as: 'Admin' })).status).toBe(200);
    await oneLetterTo('cancel@example.ru');
  });

  it('does not go while the stock stays 0, goes once at the arrival, and not again while the stock moves between positive numbers', async () => {
    const { variants } = await product([0, 0]);
    await ask(variants[0], 'patient@example.ru');
    await ask(variants[1], 'early@example.ru');
    await app.rest('PATCH', `/product-variants/${variants[0]}`, { body: { price: 5990 }, as: 'Admin' });
    await setStock(variants[0], 0);
    await noLetterTo('patient@example.ru');
    await noLetterTo('early@example.ru');
    expect(await sql(`SELECT email FROM stock_alert WHERE variant_id = ANY(?::int[]) AND due_at IS NOT NULL`, [`{${variants.join(',')}}`])).toEqual([]);
    await setStock(variants[1], 1);
    await oneLetterTo('early@example.ru');
    await setStock(variants[1], 5);
    await pass();
    expect(await queued('early@example.ru')).toBe(1);
    await noLetterTo('patient@example.ru');
  });

  it('is not sent again at a later arrival, unless the shopper asks again', async () => {
    const { variants } = await product([0]);
    await ask(variants[0], 'once@example.ru');
    await setStock(variants[0], 1);
    await oneLetterTo('once@example.ru');
    await setStock(variants[0], 0);
    await setStock(variants[0], 2);
    await pass();
    expect(await queued('once@example.ru')).toBe(1);
    await setStock(variants[0], 0);
    const again = await ask(variants[0], 'once@example.ru');
    expect(again.body.status).toBe('active');
    expect(await sql(`SELECT count(*)::int AS n FROM stock_alert WHERE email = 'once@example.ru'`)).toEqual([{ n: 2 }]);
    await letterAgo('once@example.ru', 61);
    await setStock(variants[0], 3);
    await vi.waitFor(() => expect(received('once@example.ru')).toHaveLength(2), { timeout: 10_000, interval: 50 });
    await pass();
    expect(await queued('once@example.ru')).toBe(2);
  });

  it('names both variants in one letter when an address waits for two of one product that come back together', async () => {
    const { id, variants, body } = await product([0, 0]);
    await ask(variants[0], 'both@example.ru');
    await ask(variants[1], 'both@example.ru');
    await app.rest('PUT', `/products/${id}`, { body: { productVariants: body.productVariants.map((v: object, i: number) => ({ ...v, id: variants[i], stock: 3 })) }, as: 'Admin' });
    const letter = await oneLetterTo('both@example.ru');
    expect(letter.text).toContain(`артикул BT-${made}-0`);
    expect(letter.text).toContain(`артикул BT-${made}-1`);
    expect(received('both@example.ru')).toHaveLength(1);
  });
});

describe('the sender', () => {
  it('run by several at once (as by several instances) writes each of 60 waiting addresses exactly one letter', async () => {
    await app.stockAlerts.stop();
    try {
      const { variants } = await product([0]);
      const emails = Array.from({ length: 60 }, (_, i) => `crowd${i}@example.ru`);
      for (const email of emails) expect((await ask(variants[0], email)).status).toBe(201);
      await setStock(variants[0], 100);
      const claimed = await Promise.all(Array.from({ length: 4 }, () => pass()));
      expect(claimed.reduce((a, b) => a + b, 0)).toBe(60);
      const counts = await sql<{ to: string; n: number }>(`SELECT "to", count(*)::int AS n FROM mail_message WHERE "to" LIKE 'crowd%' AND subject LIKE 'Товар снова в наличии:%' GROUP BY "to"`);
      expect(counts).toHaveLength(60);
      expect(counts.every((row) => row.n === 1)).toBe(true);
      expect(await pass()).toBe(0);
    } finally {
      app.stockAlerts.start();
    }
  });

  it('leaves alerts due when its transaction fails, and writes them on the next pass', async () => {
    await app.stockAlerts.stop();
    try {
      const { variants } = await product([0]);
      await ask(variants[0], 'retry@example.ru');
      await setStock(variants[0], 1);
      // The outbox refuses the letter (as if the process died before the commit): nothing is marked sent.
      await sql(`CREATE OR REPLACE FUNCTION refuse_letter() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'отказ'; END $$`);
      await sql(`CREATE TRIGGER refuse_letter BEFORE INSERT ON mail_message FOR EACH ROW EXECUTE FUNCTION refuse_letter()`);
      await expect(pass()).rejects.toThrow();
      await sql(`DROP TRIGGER refuse_letter ON mail_message`);
      expect((await sql(`SELECT sent_at FROM stock_alert WHERE email = 'retry@example.ru'`))[0].sent_at).toBeNull();
      expect(await pass()).toBe(1);
      expect(await queued('retry@example.ru')).toBe(1);
    } finally {
      app.stockAlerts.start();
    }
  });
});

describe('staff', () => {
  it('see how many addresses wait for each variant of a product; shoppers may not', async () => {
    const { id, variants } = await product([0, 0]);
    await subscribe(variants[1], 'w1@example.ru');
    await subscribe(variants[1], 'w2@example.ru');
    expect((await app.rest('GET', `/stock-alerts/waiting?productId=${id}`, { as: 'SuperUser' })).body).toEqual({ rows: [{ variantId: variants[1], sku: `BT-${made}-1`, waiting: 2 }], length: 1 });
    expect((await app.rest('GET', `/stock-alerts/waiting?productId=${id}`, { as: 'User' })).status).toBe(403);
    const viaGraphQL = await app.gql('query ($id: Int!) { stockAlertsWaiting(productId: $id) { rows { variantId waiting } } }', { id }, 'Admin');
    expect(viaGraphQL.data.stockAlertsWaiting.rows).toEqual([{ variantId: variants[1], waiting: 2 }]);
  });
});

describe('an address confirmed first (CONTRACT §18)', () => {
  it('sends 30 requests from one unconfirmed address exactly one letter «Подтвердите адрес» and nothing else, even when the variants come back', async () => {
    const email = 'thirty@example.ru';
    const { variants } = await product(Array.from({ length: 20 }, () => 0));
    // 20 alerts (the most an address holds), then 10 more requests asking again for some of them.
    for (const variantId of [...variants, ...variants.slice(0, 10)]) {
      const asked = await subscribe(variantId, email);
      expect(asked.status).toBe(201);
      expect(asked.body.status).toBe('pending');
    }
    await app.mailbox.waitFor(email, CONFIRM);
    await setStock(variants[0], 2);
    await setStock(variants[1], 2);
    await pass();
    expect(await sql(`SELECT count(*)::int AS n FROM stock_alert WHERE email = ? AND status = 'pending' AND sent_at IS NULL`, [email])).toEqual([{ n: 20 }]);
    expect(await confirmations(email)).toBe(1);
    expect(await allQueued(email)).toBe(1);
    expect(app.mailbox.letters.filter((l) => (l.to && !Array.isArray(l.to) ? l.to.text : '') === email).map((l) => l.subject)).toEqual(['Подтвердите адрес']);
  });

  it('makes every pending alert of the address active once confirmed, writes what came back meanwhile in one letter, and the next arrival in one more', async () => {
    const email = 'confirms@example.ru';
    const { variants } = await product([0, 0, 0]);
    const other = await product([0]);
    for (const variantId of variants) expect((await subscribe(variantId, email)).body.status).toBe('pending');
    const letter = await app.mailbox.waitFor(email, CONFIRM);
    expect(letter.text).toContain('Подтвердить адрес: http://shop.test/subscribe/');
    const token = linkIn(letter, 'http://shop.test/subscribe/').split('/').pop()!;
    await setStock(variants[0], 1);
    await setStock(variants[1], 1);
    await noLetterTo(email);

    const confirmed = await confirm(token);
    expect(confirmed).toEqual({ status: 200, body: expect.objectContaining({ email, status: 'confirmed' }) });
    expect(await sql(`SELECT DISTINCT status FROM stock_alert WHERE email = ?`, [email])).toEqual([{ status: 'active' }]);
    expect((await confirm(token)).status).toBe(404);
    // Three requests and the confirmation, each with its IP and time.
    expect(await sql(`SELECT count(*)::int AS n FROM consent WHERE email = ? AND purpose = 'stock_alert' AND ip <> ''`, [email])).toEqual([{ n: 4 }]);

    // What came back while the address waited for its confirmation: one letter naming both variants, at the sender's next pass.
    expect(await pass()).toBe(2);
    const first = await oneLetterTo(email);
    expect(first.text).toContain(`артикул BT-${made - 1}-0`);
    expect(first.text).toContain(`артикул BT-${made - 1}-1`);
    // A later request from the confirmed address counts at once, with no new letter to confirm.
    expect((await subscribe(other.variants[0], email)).body.status).toBe('active');
    expect(await confirmations(email)).toBe(1);
    // The next arrival, an hour on: one more letter.
    await letterAgo(email, 61);
    await setStock(variants[2], 4);
    await vi.waitFor(async () => expect(await queued(email)).toBe(2), { timeout: 10_000, interval: 50 });
    await pass();
    expect(await queued(email)).toBe(2);
  });

  it('counts at once an alert of a signed-in customer for their own confirmed address, and asks to confirm any other', async () => {
    await app.tokenFor('User');
    await sql(`UPDATE users SET is_verified = true WHERE email = 'user@test.local'`);
    const { variants } = await product([0]);
    const own = await subscribe(variants[0], 'User@Test.local', 'User');
    expect(own.status).toBe(201);
    expect(own.body.status).toBe('active');
    const viaGraphQL = await app.gql('mutation ($input: StockAlertInput!) { subscribeStockAlert(input: $input) { status } }', { input: { productVariantId: variants[0], email: 'someone.else@example.ru', consent: true } }, 'User');
    expect(viaGraphQL.data.subscribeStockAlert).toEqual({ status: 'pending' });
    await app.mailbox.waitFor('someone.else@example.ru', CONFIRM);
    expect(await confirmations('user@test.local')).toBe(0);
    await setStock(variants[0], 1);
    await oneLetterTo('user@test.local');
    await noLetterTo('someone.else@example.ru');
  });

  it('refuses an address its 21st waiting alert with 429 naming the limit, while asking again for one of its 20 is still the same alert', async () => {
    const email = 'many@example.ru';
    const { variants } = await product(Array.from({ length: 21 }, () => 0));
    for (const variantId of variants.slice(0, 20)) expect((await subscribe(variantId, email)).status).toBe(201);
    const refused = await subscribe(variants[20], email);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 20 } });
    expect(refused.body.message).toContain('20');
    const overGraphQL = await app.gql(`mutation { subscribeStockAlert(input: { productVariantId: ${variants[20]}, email: "${email}", consent: true }) { id } }`);
    expect(overGraphQL.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', status: 429 } });
    expect((await subscribe(variants[3], email)).status).toBe(201);
    expect(await sql(`SELECT count(*)::int AS n FROM stock_alert WHERE email = ?`, [email])).toEqual([{ n: 20 }]);
  });

  it('puts two variants that come back 10 minutes apart, within the hour of the last letter, into one letter an hour after it, not two within the hour', async () => {
    const email = 'hourly@example.ru';
    const [first, second, third] = [await product([0]), await product([0]), await product([0])];
    for (const { variants } of [first, second, third]) await ask(variants[0], email);
    await setStock(first.variants[0], 1);
    await oneLetterTo(email);
    // 20 minutes later the second product comes back, 10 minutes after that the third: both wait.
    await letterAgo(email, 20);
    await setStock(second.variants[0], 1);
    await letterAgo(email, 30);
    await setStock(third.variants[0], 1);
    expect(await pass()).toBe(0);
    expect(await queued(email)).toBe(1);
    // An hour after the first letter: one letter naming both.
    await letterAgo(email, 61);
    expect(await pass()).toBe(2);
    const letters = (await vi.waitFor(() => {
      const got = received(email);
      expect(got).toHaveLength(2);
      return got;
    }, { timeout: 10_000, interval: 50 }));
    const both = letters[1];
    expect(both.subject).toBe(`Товар снова в наличии: ${second.body.name} и ещё 1 товар`);
    expect(both.text).toContain(`артикул ${second.body.productVariants[0].sku}`);
    expect(both.text).toContain(`артикул ${third.body.productVariants[0].sku}`);
    expect(both.text).toContain(`http://shop.test/product/${third.url}?variant=${third.variants[0]}`);
    await pass();
    expect(await queued(email)).toBe(2);
  });

  it('refuses an alert on a variant in stock with 409 «Товар есть в наличии» through both APIs', async () => {
    const { variants } = await product([3]);
    const refused = await subscribe(variants[0], 'instock@example.ru');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Товар есть в наличии');
    const overGraphQL = await app.gql(`mutation { subscribeStockAlert(input: { productVariantId: ${variants[0]}, email: "instock@example.ru", consent: true }) { id } }`);
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Товар есть в наличии', extensions: { status: 409 } });
    expect(await sql(`SELECT id FROM stock_alert WHERE email = 'instock@example.ru'`)).toEqual([]);
    expect(await allQueued('instock@example.ru')).toBe(0);
  });
});
