import { afterAll, beforeAll, expect, it } from 'vitest';
import { staleEntries, staleFacetCounts } from './catalogue-entry-reference.js';
import { OneCClient } from './commerceml-client.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

/**
 * Writers of one product's variants at the same moment: none may fail on the locks the catalogue's
 * read model takes. Every variant statement's trigger locks its product, so each writer must lock the
 * products first (`lockProducts`); before that, 11 of 24 orders below answered 500 (a deadlock).
 */

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.close());

const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };

/** A guest's order of one unit of each variant; answers the order's status. */
async function order(variants: number[]): Promise<number> {
  const basket = (await app.rest('POST', '/baskets')).body.id;
  for (const productVariantId of variants) await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId, quantity: 1 } });
  const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: basket } });
  return placed.status;
}

it('takes concurrent orders of two variants of one product without a deadlock', async () => {
  const category = (await app.rest('POST', '/categories', { body: { name: 'Д', url: 'd' }, as: 'Admin' })).body.id;
  const made = await app.rest('POST', '/products', { body: { name: 'Товар', url: 'dl', categoryId: category, productVariants: [0, 1, 2, 3].map((i) => ({ sku: `DL-${i}`, price: 100, stock: 1000 })) }, as: 'Admin' });
  const variants = made.body.productVariants.map((v: { id: number }) => v.id);
  const statuses = await Promise.all(Array.from({ length: 24 }, (_, n) => order([variants[n % 4], variants[(n + 1) % 4]])));
  expect(statuses).toEqual(Array(24).fill(201));
}, 60_000);

it('takes orders of several products while 1C rewrites their stock and a manager edits them inline, and every entry stays true', async () => {
  const oneC = () => new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-28T10:00:00">';
  const names = Array.from({ length: 12 }, (_, n) => `race-${n}`);
  const goods = names.map((id) => `<Товар><Ид>${id}</Ид><Артикул>${id.toUpperCase()}</Артикул><Наименование>Товар ${id}</Наименование><Группы><Ид>g-race</Ид></Группы></Товар>`).join('');
  // The offers list the products in reverse, so the exchange meets their variants in the other order from the orders'.
  const offers = (price: number) =>
    `${head}<ИзмененияПакетаПредложений><Предложения>${[...names].reverse().map((id) => `<Предложение><Ид>${id}</Ид><Наименование>Товар ${id}</Наименование><Цены><Цена><ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу></Цена></Цены><Количество>1000</Количество></Предложение>`).join('')}</Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>`;
  await oneC().exchangeCatalogue(
    `${head}<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>g-race</Ид><Наименование>Гонка</Наименование></Группа></Группы></Классификатор><Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>${goods}</Товары></Каталог></КоммерческаяИнформация>`,
    [],
    offers(500).replace('ИзмененияПакетаПредложений>', 'ПакетПредложений><Ид>cat#</Ид><Наименование>Предложения</Наименование><ИдКаталога>cat</ИдКаталога>').replace('</ИзмененияПакетаПредложений>', '</ПакетПредложений>'),
  );
  const variants = (await app.orm.em.fork().execute<{ id: number }[]>(`SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.external_id LIKE 'race-%' ORDER BY v.id`)).map((row) => row.id);
  expect(variants).toHaveLength(12);

  const orders = Promise.all(Array.from({ length: 24 }, (_, n) => order([variants[n % 12], variants[(n + 5) % 12], variants[(n + 11) % 12]])));
  const exchanges = (async () => {
    for (const price of [510, 520, 530]) await oneC().exchangeOffers('offers-changes.xml', offers(price));
  })();
  const edits = Promise.all(variants.map((id, n) => app.rest('PATCH', `/product-variants/${id}`, { body: { stock: 900 + n }, as: 'Admin' }).then((reply) => reply.status)));

  expect(await orders).toEqual(Array(24).fill(201));
  await exchanges;
  expect(await edits).toEqual(Array(12).fill(200));
  expect(await staleEntries(app)).toEqual([]);
  expect(await staleFacetCounts(app)).toEqual([]);
}, 120_000);
