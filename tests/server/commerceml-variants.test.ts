import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneCClient } from './commerceml-client.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const client = () => new OneCClient(`${app.base}/api/1c-exchange`, ADMIN.email, ADMIN.password);
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2026-11-26T10:00:00">';

const IMPORT = `${HEAD}<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
  <Группы><Группа><Ид>g-shoes</Ид><Наименование>Обувь</Наименование></Группа></Группы></Классификатор>
<Каталог><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>
  <Товар><Ид>boots</Ид><Артикул>Б-130005</Артикул><Наименование>Ботинки женские демисезонные</Наименование><Группы><Ид>g-shoes</Ид></Группы></Товар>
  <Товар><Ид>jacket</Ид><Артикул>КУ-1</Артикул><Наименование>Куртка кожаная</Наименование><Группы><Ид>g-shoes</Ид></Группы></Товар>
  <Товар><Ид>cream</Ид><Штрихкод>4600000000017</Штрихкод><Артикул>КР-1</Артикул><Наименование>Крем для обуви</Наименование><Группы><Ид>g-shoes</Ид></Группы></Товар>
</Товары></Каталог></КоммерческаяИнформация>`;

const offer = (id: string, name: string, price: number, extra = '') =>
  `<Предложение><Ид>${id}</Ид>${name ? `<Наименование>${name}</Наименование>` : ''}${extra}<Цены><Цена><ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу></Цена></Цены><Количество>5</Количество></Предложение>`;
const characteristic = (name: string, value: string) => `<ХарактеристикаТовара><Наименование>${name}</Наименование><Значение>${value}</Значение></ХарактеристикаТовара>`;

const OFFERS = `${HEAD}<ПакетПредложений><Ид>cat#</Ид><Наименование>Пакет</Наименование><ИдКаталога>cat</ИдКаталога><Предложения>
  ${offer('boots#c35', 'Ботинки женские демисезонные (35)', 1309, '<Штрихкод>4600000000352</Штрихкод><Артикул>Б-130005</Артикул>')}
  ${offer('boots#c36', 'Ботинки женские демисезонные (36)', 1309, '<Артикул>Б-130005</Артикул>')}
  ${offer('boots#c37', 'Ботинки женские демисезонные (37)', 1271, '<Артикул>Б-130005</Артикул>')}
  ${offer('jacket#black-48', 'Куртка кожаная (48, чёрная)', 9900, `<ХарактеристикиТовара>${characteristic('Размер', '48')}${characteristic('Тип кожи', 'натуральная кожа')}${characteristic('Цвет', 'Чёрный')}</ХарактеристикиТовара>`)}
  ${offer('cream', 'Крем для обуви', 350)}
</Предложения></ПакетПредложений></КоммерческаяИнформация>`;

/** The variants of a product by 1C's Ид, as an import left them. */
const variantsOf = (externalId: string) =>
  sql(`SELECT v.external_id, v.sku, v.barcode, v.parameters, s.name AS size, c.name AS color, v.updated_at::text AS updated_at FROM product_variant v
       JOIN product p ON p.id = v.product_id LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id WHERE p.external_id = ? ORDER BY v.external_id`, [externalId]);
const productId = async (externalId: string) => (await sql('SELECT id FROM product WHERE external_id = ?', [externalId]))[0].id as number;

beforeAll(async () => {
  app = await startTestApp();
  await client().exchangeCatalogue(IMPORT, [], OFFERS);
});
afterAll(() => app?.close());

describe('1C data kept', () => {
  it('tells apart offers of one product that differ only by name with the characteristic «Вариант», in their SKUs too', async () => {
    expect((await variantsOf('boots')).map(({ external_id, sku, parameters, size, color }) => ({ external_id, sku, parameters, size, color }))).toEqual([
      { external_id: 'boots#c35', sku: 'Б-130005-35', parameters: { Вариант: '35' }, size: null, color: null },
      { external_id: 'boots#c36', sku: 'Б-130005-36', parameters: { Вариант: '36' }, size: null, color: null },
      { external_id: 'boots#c37', sku: 'Б-130005-37', parameters: { Вариант: '37' }, size: null, color: null },
    ]);
  });

  it('keeps characteristics other than size and colour as the variant\'s parameters', async () => {
    expect(await variantsOf('jacket')).toMatchObject([{ sku: 'КУ-1-48-натуральная кожа-Чёрный', size: '48', color: 'Чёрный', parameters: { 'Тип кожи': 'натуральная кожа' }, barcode: null }]);
  });

  it('keeps Штрихкод as the variant\'s barcode: the offer\'s own, or the product\'s for its single offer', async () => {
    expect((await variantsOf('boots')).map((v) => v.barcode)).toEqual(['4600000000352', null, null]);
    expect(await variantsOf('cream')).toMatchObject([{ sku: 'КР-1', barcode: '4600000000017', parameters: {} }]);
  });

  it('shows the barcode and the parameters of each variant in both APIs', async () => {
    const boots = await app.rest('GET', `/products/${await productId('boots')}`);
    expect(boots.body.productVariants.map((v: { barcode: string | null; parameters: object }) => [v.barcode, v.parameters])).toEqual([
      ['4600000000352', { Вариант: '35' }],
      [null, { Вариант: '36' }],
      [null, { Вариант: '37' }],
    ]);
    const graph = await app.gql('query($id: Int!) { product(id: $id) { productVariants { sku barcode parameters } } }', { id: await productId('jacket') });
    expect(graph.data.product.productVariants).toEqual([{ sku: 'КУ-1-48-натуральная кожа-Чёрный', barcode: null, parameters: { 'Тип кожи': 'натуральная кожа' } }]);
  });

  it('writes the barcode and «Вариант» and the other characteristics into the Yandex Market feed', async () => {
    const feed = await (await fetch(`${app.base}/feeds/yandex-market.xml`)).text();
    const offerOf = async (externalId: string) => {
      const [{ id }] = await sql('SELECT id FROM product_variant WHERE external_id = ?', [externalId]);
      return feed.match(new RegExp(`<offer id="${id}"[\\s\\S]*?</offer>`))![0];
    };
    const boots35 = await offerOf('boots#c35');
    expect(boots35).toContain('<barcode>4600000000352</barcode>');
    expect(boots35).toContain('<param name="Вариант">35</param>');
    expect(await offerOf('boots#c36')).not.toContain('<barcode>');
    expect(await offerOf('jacket#black-48')).toContain('<param name="Тип кожи">натуральная кожа</param>');
    expect(await offerOf('cream')).toContain('<barcode>4600000000017</barcode>');
  });

  it('changes nothing when the same files come again, and keeps «Вариант» when a package of changes names no offer', async () => {
    const before = [...(await variantsOf('boots')), ...(await variantsOf('jacket')), ...(await variantsOf('cream'))];
    await client().exchangeCatalogue(IMPORT, [], OFFERS);
    expect([...(await variantsOf('boots')), ...(await variantsOf('jacket')), ...(await variantsOf('cream'))]).toEqual(before);

    await client().exchangeOffers('offers-changes.xml', `${HEAD}<ИзмененияПакетаПредложений><Предложения>${offer('boots#c36', '', 1400)}</Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>`);
    expect(await variantsOf('boots')).toMatchObject([{ parameters: { Вариант: '35' } }, { sku: 'Б-130005-36', parameters: { Вариант: '36' } }, { parameters: { Вариант: '37' } }]);
  });
});
