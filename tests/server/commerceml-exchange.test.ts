import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/core/logger.js';
import { CatalogImport } from '../../server/modules/exchange/commerceml-catalog.js';
import { ExchangeFolder } from '../../server/modules/exchange/commerceml-files.js';
import { ImageService } from '../../server/modules/media/image.service.js';
import { ImageStore } from '../../server/modules/media/image-store.js';
import { LocalPictureFiles } from '../../server/modules/media/local-picture-files.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let picture: Buffer;

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
const ADMIN_AUTH = basic(ADMIN.email, ADMIN.password);

/** One call of the 1C exchange protocol, as 1C makes it. */
async function exchange(query: string, options: { auth?: string | null; cookie?: string; body?: Buffer | string } = {}) {
  const auth = options.auth === undefined ? ADMIN_AUTH : options.auth;
  const response = await fetch(`${app.base}/api/1c-exchange?${query}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: { ...(auth ? { authorization: auth } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: options.body,
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Uploads a file (in pieces when asked) and imports it: what 1C does for each file of a catalogue. */
async function upload(filename: string, body: Buffer | string, pieces = 1) {
  const bytes = Buffer.from(body);
  const size = Math.ceil(bytes.length / pieces);
  for (let at = 0; at < bytes.length; at += size) {
    const answer = await exchange(`type=catalog&mode=file&filename=${encodeURIComponent(filename)}`, { body: bytes.subarray(at, at + size) });
    expect(answer.text).toBe('success');
  }
}
const importFile = (filename: string) => exchange(`type=catalog&mode=import&filename=${encodeURIComponent(filename)}`);

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

const head = (version = '2.05', namespace = true) => `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ${namespace ? 'xmlns="urn:1C.ru:commerceml_2" ' : ''}ВерсияСхемы="${version}" ДатаФормирования="2026-11-25T10:00:00">`;

const CLASSIFIER = `
<Классификатор><Ид>cls-1</Ид><Наименование>Классификатор (Каталог товаров)</Наименование>
  <Группы>
    <Группа><Ид>g-clothes</Ид><Наименование>Одежда</Наименование>
      <Группы><Группа><Ид>g-dresses</Ид><Наименование>Платья</Наименование></Группа></Группы>
    </Группа>
  </Группы>
  <Свойства>
    <Свойство><Ид>p-material</Ид><Наименование>Материал</Наименование><ТипЗначений>Справочник</ТипЗначений>
      <ВариантыЗначений><Справочник><ИдЗначения>v-cotton</ИдЗначения><Значение>Хлопок</Значение></Справочник></ВариантыЗначений>
    </Свойство>
    <Свойство><Ид>p-length</Ид><Наименование>Длина</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
  </Свойства>
</Классификатор>`;

const DRESS = `
<Товар><Ид>dress</Ид><Артикул>PL-001</Артикул><Наименование>Платье «Лето»</Наименование>
  <Группы><Ид>g-dresses</Ид></Группы><Описание>Лёгкое летнее платье</Описание>
  <Картинка>import_files/ab/dress.png</Картинка>
  <Изготовитель><Ид>m-1</Ид><Наименование>Норд</Наименование></Изготовитель>
  <ЗначенияСвойств>
    <ЗначенияСвойства><Ид>p-material</Ид><Значение>v-cotton</Значение></ЗначенияСвойства>
    <ЗначенияСвойства><Ид>p-length</Ид><Значение>миди</Значение></ЗначенияСвойства>
  </ЗначенияСвойств>
</Товар>`;

const tee = (name = 'Футболка базовая') => `
<Товар><Ид>tee</Ид><Артикул>TS-7</Артикул><Наименование>${name}</Наименование><Группы><Ид>g-clothes</Ид></Группы></Товар>`;

const importXml = (products: string, attributes = '') =>
  `${head()}${CLASSIFIER}<Каталог${attributes}><Ид>cat-1</Ид><ИдКлассификатора>cls-1</ИдКлассификатора><Наименование>Каталог товаров</Наименование><Товары>${products}</Товары></Каталог></КоммерческаяИнформация>`;

// Version 2.10 without a namespace: the other end of the range the exchange reads.
const OFFERS = `${head('2.10', false)}
<ПакетПредложений><Ид>cat-1#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat-1</ИдКаталога>
  <Предложения>
    <Предложение><Ид>dress#red-m</Ид><Наименование>Платье «Лето» (M, красный)</Наименование>
      <ХарактеристикиТовара>
        <ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>M</Значение></ХарактеристикаТовара>
        <ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>Красный</Значение></ХарактеристикаТовара>
      </ХарактеристикиТовара>
      <Цены><Цена><Представление>2 990 руб. за шт</Представление><ИдТипаЦены>retail</ИдТипаЦены><ЦенаЗаЕдиницу>2990.00</ЦенаЗаЕдиницу><Валюта>руб</Валюта></Цена></Цены>
      <Количество>3</Количество>
    </Предложение>
    <Предложение><Ид>dress#blue-l</Ид><Наименование>Платье «Лето» (L, синий)</Наименование>
      <ХарактеристикиТовара>
        <ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>L</Значение></ХарактеристикаТовара>
        <ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>Синий</Значение></ХарактеристикаТовара>
      </ХарактеристикиТовара>
      <Цены><Цена><ЦенаЗаЕдиницу>3 490,00</ЦенаЗаЕдиницу></Цена></Цены>
      <Склад ИдСклада="w-1" КоличествоНаСкладе="2"/><Склад ИдСклада="w-2" КоличествоНаСкладе="1"/>
    </Предложение>
    <Предложение><Ид>tee</Ид><Наименование>Футболка базовая</Наименование>
      <Цены><Цена><ЦенаЗаЕдиницу>990</ЦенаЗаЕдиницу></Цена></Цены><Количество>0</Количество>
    </Предложение>
  </Предложения>
</ПакетПредложений></КоммерческаяИнформация>`;

async function catalogueZip(xml: string) {
  const zip = new JSZip();
  zip.file('import.xml', xml);
  zip.file('import_files/ab/dress.png', picture);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A whole catalogue exchange as 1C runs it: init, the zip with import.xml and pictures in three pieces, import, offers.xml in two pieces, import. */
async function exchangeCatalogue(xml = importXml(DRESS + tee())) {
  expect((await exchange('type=catalog&mode=init')).text).toMatch(/^zip=yes\nfile_limit=\d+$/);
  await upload('import.zip', await catalogueZip(xml), 3);
  expect(await importFile('import.xml')).toMatchObject({ status: 200, text: 'success' });
  await upload('offers.xml', OFFERS, 2);
  expect(await importFile('offers.xml')).toMatchObject({ status: 200, text: 'success' });
}

/** What an import may change, to compare before and after. */
const snapshot = async () => ({
  counts: await sql(`SELECT (SELECT count(*) FROM category)::int AS categories, (SELECT count(*) FROM brand)::int AS brands, (SELECT count(*) FROM product)::int AS products,
    (SELECT count(*) FROM product_variant)::int AS variants, (SELECT count(*) FROM size)::int AS sizes, (SELECT count(*) FROM color)::int AS colors,
    (SELECT count(*) FROM image)::int AS images, (SELECT count(*) FROM audit_record)::int AS audit`),
  updated: await sql(`SELECT (SELECT max(updated_at) FROM product)::text AS products, (SELECT max(updated_at) FROM product_variant)::text AS variants, (SELECT max(updated_at) FROM category)::text AS categories`),
});

const product = async (externalId: string) => (await sql(`SELECT p.*, p.price::float8 AS price, b.name AS brand FROM product p LEFT JOIN brand b ON b.id = p.brand_id WHERE p.external_id = ?`, [externalId]))[0];

beforeAll(async () => {
  app = await startTestApp();
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer();
});
afterAll(() => app?.close());

describe('the 1C exchange signs in', () => {
  it('answers checkauth with a session cookie for a staff account, and that cookie serves the next calls without a password', async () => {
    const answer = await exchange('type=catalog&mode=checkauth');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    const [word, name, value] = answer.text.split('\n');
    expect(word).toBe('success');
    expect(name).toBe('vitrina_1c');
    expect(value.length).toBeGreaterThan(20);
    const init = await exchange('type=catalog&mode=init', { auth: null, cookie: `${name}=${value}` });
    expect(init.text).toMatch(/^zip=yes\nfile_limit=\d+$/);
    expect((await exchange('type=catalog&mode=init', { auth: null, cookie: `${name}=forged` })).status).toBe(401);
  });

  it('refuses a wrong password with 401 and an account that is not staff with 403', async () => {
    const wrong = await exchange('type=catalog&mode=checkauth', { auth: basic(ADMIN.email, 'not-the-password') });
    expect(wrong).toMatchObject({ status: 401, text: 'failure\nНеверный логин или пароль' });
    expect((await exchange('type=catalog&mode=checkauth', { auth: basic('nobody@test.local', 'x') })).status).toBe(401);
    expect((await exchange('type=catalog&mode=checkauth', { auth: null })).status).toBe(401);
    await app.tokenFor('User');
    const shopper = await exchange('type=catalog&mode=checkauth', { auth: basic('user@test.local', 'user-password-1') });
    expect(shopper.status).toBe(403);
    expect(shopper.text).toMatch(/^failure\n/);
  });

  it('answers a login with a NUL byte and a malformed session cookie as a wrong pair, not a server error', async () => {
    expect(await exchange('type=catalog&mode=checkauth', { auth: basic('adm\u0000in@test.local', 'x') })).toMatchObject({ status: 401, text: 'failure\nНеверный логин или пароль' });
    expect(await exchange('type=catalog&mode=init', { auth: null, cookie: 'vitrina_1c=%E0%A4%A' })).toMatchObject({ status: 401, text: 'failure\nНеверный логин или пароль' });
  });
});

describe('the 1C catalogue exchange', () => {
  it('creates nested categories, the brand, products with parameters and a picture, and variants with sizes, colours, prices and stock', async () => {
    await exchangeCatalogue();
    const [clothes] = await sql(`SELECT id, parent_id FROM category WHERE external_id = 'g-clothes'`);
    const [dresses] = await sql(`SELECT name, parent_id FROM category WHERE external_id = 'g-dresses'`);
    expect(clothes.parent_id).toBeNull();
    expect(dresses).toEqual({ name: 'Платья', parent_id: clothes.id });
    // the category offers the parameters its products came with
    expect((await sql(`SELECT parameters FROM category WHERE external_id = 'g-dresses'`))[0].parameters).toEqual(['Материал', 'Длина']);

    const dress = await product('dress');
    expect(dress).toMatchObject({ name: 'Платье «Лето»', desc: 'Лёгкое летнее платье', brand: 'Норд', available: true, price: 2990, in_stock: true });
    expect(dress.parameters).toEqual({ Артикул: 'PL-001', Материал: 'Хлопок', Длина: 'миди' });
    expect(dress.images).toHaveLength(1);
    const image = await fetch(`${app.base}/api/images/${dress.images[0]}`);
    expect(image.status).toBe(200);

    const variants = await sql(`SELECT v.sku, v.price::float8 AS price, v.stock, s.name AS size, c.name AS color FROM product_variant v
      LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id WHERE v.product_id = ? ORDER BY v.price`, [dress.id]);
    expect(variants).toEqual([
      { sku: 'PL-001-M-Красный', price: 2990, stock: 3, size: 'M', color: 'Красный' },
      { sku: 'PL-001-L-Синий', price: 3490, stock: 3, size: 'L', color: 'Синий' },
    ]);
    const listed = await app.rest('GET', `/products/${dress.id}`);
    expect(listed.body).toMatchObject({ price: 2990, inStock: true });
    expect(listed.body.sizes.map((s: { name: string }) => s.name).sort()).toEqual(['L', 'M']);

    const found = await app.rest('GET', '/products?name=платье');
    expect(found.body.rows.map((row: { id: number }) => row.id)).toContain(dress.id);

    const single = await product('tee');
    expect(single).toMatchObject({ price: 990, in_stock: false });
  });

  it('changes nothing when the same files are exchanged again', async () => {
    const before = await snapshot();
    await exchangeCatalogue();
    expect(await snapshot()).toEqual(before);
  });

  it('touches only the listed products when the file says it contains only changes', async () => {
    await upload('changes.xml', importXml(tee('Футболка новая'), ' СодержитТолькоИзменения="true"'));
    expect((await importFile('changes.xml')).text).toBe('success');
    expect(await product('tee')).toMatchObject({ name: 'Футболка новая', available: true });
    expect(await product('dress')).toMatchObject({ available: true });
  });

  it('reads a file 1C wrote in windows-1251', async () => {
    const cp1251 = (text: string) =>
      Buffer.from([...text].map((c) => {
        const code = c.codePointAt(0)!;
        if (code === 0x401) return 0xa8;
        if (code === 0x451) return 0xb8;
        if (code >= 0x410 && code <= 0x44f) return code - 0x350;
        if (code === 0xab || code === 0xbb) return code;
        return code < 0x80 ? code : 0x3f;
      }));
    const xml = importXml(tee('Футболка «Ёлка»'), ' СодержитТолькоИзменения="true"').replace('encoding="UTF-8"', 'encoding="windows-1251"');
    await upload('import-1251.xml', cp1251(xml));
    expect((await importFile('import-1251.xml')).text).toBe('success');
    expect(await product('tee')).toMatchObject({ name: 'Футболка «Ёлка»' });
    await upload('changes-back.xml', importXml(tee('Футболка новая'), ' СодержитТолькоИзменения="true"'));
    expect((await importFile('changes-back.xml')).text).toBe('success');
  });

  it('reads elements with a namespace prefix, and a package of changes to prices and stock', async () => {
    const changes = `<?xml version="1.0" encoding="UTF-8"?>
<cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_2" cml:ВерсияСхемы="2.08"><cml:ИзмененияПакетаПредложений>
  <cml:Предложения><cml:Предложение><cml:Ид>tee</cml:Ид><cml:Цены><cml:Цена><cml:ЦенаЗаЕдиницу>1090</cml:ЦенаЗаЕдиницу></cml:Цена></cml:Цены><cml:Количество>4</cml:Количество></cml:Предложение></cml:Предложения>
</cml:ИзмененияПакетаПредложений></cml:КоммерческаяИнформация>`;
    await upload('offers-changes.xml', changes);
    expect((await importFile('offers-changes.xml')).text).toBe('success');
    expect(await product('tee')).toMatchObject({ price: 1090, in_stock: true });
    const [moved] = (await app.rest('GET', '/stock-movements?reason=exchange&limit=1', { as: 'Admin' })).body.rows;
    expect(moved, 'the stock 1C set is in the history as the exchange’s, by the 1C user').toMatchObject({ reason: 'exchange', stockAfter: 4, user: { email: ADMIN.email } });
    // a package of changes leaves the offers it does not list alone
    expect(await product('dress')).toMatchObject({ price: 2990, in_stock: true });
  });

  it('takes 1C products a whole catalogue no longer lists off sale, without deleting them', async () => {
    await upload('only-tee.xml', importXml(tee('Футболка новая')));
    expect((await importFile('only-tee.xml')).text).toBe('success');
    const dress = await product('dress');
    expect(dress).toMatchObject({ available: false });
    expect((await sql('SELECT count(*)::int AS n FROM product_variant WHERE product_id = ?', [dress.id]))[0].n).toBe(2);
    await upload('again.xml', importXml(DRESS + tee('Футболка новая')));
    await importFile('again.xml');
    expect(await product('dress')).toMatchObject({ available: true });
  });

  it('answers failure for a broken XML file and for a file of another kind', async () => {
    await upload('broken.xml', `${head()}<Каталог><Товары><Товар><Ид>x</Ид></Товары></Каталог>`);
    const broken = await importFile('broken.xml');
    expect(broken.status).toBe(200);
    expect(broken.text).toMatch(/^failure\n.+/);
    await upload('other.xml', '<?xml version="1.0"?><yml_catalog/>');
    expect((await importFile('other.xml')).text).toMatch(/^failure\nФайл не является документом CommerceML 2/);
    await upload('old.xml', `${head('3.1')}</КоммерческаяИнформация>`);
    expect((await importFile('old.xml')).text).toMatch(/^failure\n.*3\.1/);
    expect((await importFile('missing.xml')).text).toMatch(/^failure\n/);
  });

  it('refuses file names that leave the exchange folder', async () => {
    for (const name of ['../evil.xml', 'import_files/../../evil.xml', '/tmp/evil.xml', '..\\evil.xml']) {
      const answer = await exchange(`type=catalog&mode=file&filename=${encodeURIComponent(name)}`, { body: 'x' });
      expect(answer.text, name).toMatch(/^failure\nНедопустимое имя файла/);
    }
    const zip = new JSZip();
    zip.file('../../evil.xml', 'x');
    await exchange('type=catalog&mode=file&filename=slip.zip', { body: await zip.generateAsync({ type: 'nodebuffer' }) });
    expect((await importFile('import.xml')).text).toMatch(/^failure\nНедопустимое имя файла/);
    // the refused archive is not left to spoil the next exchange: init starts afresh
    expect((await exchange('type=catalog&mode=init')).text).toMatch(/^zip=yes/);
  });
});

describe('the 1C order exchange', () => {
  const guest = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phone: '+79161234567', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
  let orderId: number;

  /** The Документ elements of a sale document, each as {Ид, lines, status}. */
  function documents(xml: string) {
    const found: { id: string; number: string; sum: string; buyer: string; lines: { id: string; quantity: string; price: string }[]; status: string }[] = [];
    const parser = new SaxesParser();
    const open: string[] = [];
    let doc: (typeof found)[number] | undefined;
    let line: (typeof found)[number]['lines'][number] | undefined;
    let requisite = '';
    parser.on('opentag', (tag) => {
      open.push(tag.name);
      if (tag.name === 'Документ') found.push((doc = { id: '', number: '', sum: '', buyer: '', lines: [], status: '' }));
      if (tag.name === 'Товар' && open.at(-2) === 'Товары') doc!.lines.push((line = { id: '', quantity: '', price: '' }));
    });
    parser.on('text', (text) => {
      const [parent, name] = open.slice(-2);
      if (!doc) return;
      if (parent === 'Документ' && name === 'Ид') doc.id = text;
      if (parent === 'Документ' && name === 'Номер') doc.number = text;
      if (parent === 'Документ' && name === 'Сумма') doc.sum = text;
      if (parent === 'Контрагент' && name === 'Наименование') doc.buyer = text;
      if (parent === 'Товар' && open.at(-3) === 'Товары' && line) {
        if (name === 'Ид') line.id = text;
        if (name === 'Количество') line.quantity = text;
        if (name === 'ЦенаЗаЕдиницу') line.price = text;
      }
      if (parent === 'ЗначениеРеквизита' && open.at(-3) === 'ЗначенияРеквизитов' && open.at(-4) === 'Документ') {
        if (name === 'Наименование') requisite = text;
        if (name === 'Значение' && requisite === 'Статус заказа') doc.status = text;
      }
    });
    parser.on('closetag', () => void open.pop());
    parser.write(xml).close();
    return found;
  }

  async function placeOrder(): Promise<number> {
    const [variant] = await sql(`SELECT id FROM product_variant WHERE external_id = 'dress#red-m'`);
    const basketId = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basketId}`, { body: { productVariantId: variant.id, quantity: 2 } });
    const placed = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId } });
    expect(placed.status).toBe(201);
    return placed.body.id;
  }
  const document = (id: number, requisites: string) =>
    `<Документ><Ид>${id}</Ид><Номер>${id}</Номер><ХозОперация>Заказ товара</ХозОперация><ЗначенияРеквизитов>${requisites}</ЗначенияРеквизитов></Документ>`;
  const requisite = (name: string, value: string) => `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`;

  beforeAll(async () => {
    orderId = await placeOrder();
  });

  it('hands a new guest order to 1C as a Документ with its lines, then not again once 1C confirms', async () => {
    const query = await exchange('type=sale&mode=query');
    expect(query.status).toBe(200);
    const [doc, ...others] = documents(query.text);
    expect(others).toHaveLength(0);
    expect(doc).toMatchObject({ id: String(orderId), number: String(orderId), sum: '5980.00', buyer: 'Смирнова Анна', status: 'Новый' });
    expect(doc.lines).toEqual([{ id: 'dress#red-m', quantity: '2', price: '2990.00' }]);
    expect(query.text).toContain('<ХозОперация>Заказ товара</ХозОперация>');
    expect(query.text).toContain('<Значение>anna@example.ru</Значение>');

    expect((await exchange('type=sale&mode=success')).text).toBe('success');
    expect(documents((await exchange('type=sale&mode=query')).text)).toHaveLength(0);
    await exchange('type=sale&mode=success');
    const [row] = await sql('SELECT exported_at FROM checkout WHERE id = ?', [orderId]);
    expect(row.exported_at).not.toBeNull();
  });

  it('moves an order\'s status from 1C\'s orders document and reports a move the rules refuse', async () => {
    const moved = await exchange('type=sale&mode=file&filename=orders.xml', { body: `${head()}${document(orderId, requisite('Статус заказа', 'В обработке'))}</КоммерческаяИнформация>` });
    expect(moved.text).toBe('success');
    expect((await app.rest('GET', `/checkouts/${orderId}`, { as: 'Admin' })).body.status).toBe('processing');

    const zipped = new JSZip();
    zipped.file('orders-2.xml', `${head()}${document(orderId, requisite('Отменен', 'true'))}</КоммерческаяИнформация>`);
    const cancelled = await exchange('type=sale&mode=file&filename=orders.zip', { body: await zipped.generateAsync({ type: 'nodebuffer' }) });
    expect(cancelled.text).toBe('success');
    expect((await app.rest('GET', `/checkouts/${orderId}`, { as: 'Admin' })).body.status).toBe('cancelled');

    const refused = await exchange('type=sale&mode=file&filename=orders.xml', { body: `${head()}${document(orderId, requisite('Проведен', 'true'))}</КоммерческаяИнформация>` });
    expect(refused.status).toBe(200);
    expect(refused.text).toMatch(new RegExp(`^success\\nЗаказ ${orderId}: .*«Отменён».*«Оплачен»`));
    expect((await app.rest('GET', `/checkouts/${orderId}`, { as: 'Admin' })).body.status).toBe('cancelled');
    const history = await app.rest('GET', `/checkouts/${orderId}/history`, { as: 'Admin' });
    expect(history.body.rows.map((step: { kind: string; status: string | null; user: { email: string } | null }) => [step.kind, step.status, step.user?.email ?? null])).toEqual([
      ['placed', null, null],
      ['status', 'processing', ADMIN.email],
      ['status', 'cancelled', ADMIN.email],
    ]);
  });

  it('sends an order again once the shop changes it after 1C took it, but not a move 1C made itself', async () => {
    const id = await placeOrder();
    const sent = async () => documents((await exchange('type=sale&mode=query')).text).filter((doc) => doc.id === String(id));
    expect(await sent()).toHaveLength(1);
    await exchange('type=sale&mode=success');
    expect(await sent()).toHaveLength(0);

    await exchange('type=sale&mode=file&filename=orders.xml', { body: `${head()}${document(id, requisite('Статус заказа', 'В обработке'))}</КоммерческаяИнформация>` });
    expect(await sent()).toHaveLength(0);

    expect((await app.rest('PUT', `/checkouts/${id}`, { body: { status: 'paid' }, as: 'Admin' })).status).toBe(200);
    // taken by a query but not yet confirmed: a change made meanwhile is not lost by the confirmation
    expect(await sent()).toMatchObject([{ status: 'Оплачен' }]);
    expect((await app.rest('PUT', `/checkouts/${id}`, { body: { status: 'shipped' }, as: 'Admin' })).status).toBe(200);
    await exchange('type=sale&mode=success');
    expect(await sent()).toMatchObject([{ status: 'Отправлен' }]);
    await exchange('type=sale&mode=success');
    expect(await sent()).toHaveLength(0);
  });
});

describe('the audit log of the 1C exchange', () => {
  it('records the imported records as an import by the 1C user', async () => {
    const log = await app.rest('GET', '/audit?action=import&limit=100', { as: 'Admin' });
    expect(log.status).toBe(200);
    expect(log.body.length).toBeGreaterThan(0);
    const entities = new Set(log.body.rows.map((row: { entity: string }) => row.entity));
    for (const entity of ['category', 'brand', 'product', 'product_variant', 'size', 'color']) expect(entities, entity).toContain(entity);
    expect(log.body.rows.every((row: { user: { email: string } }) => row.user.email === ADMIN.email)).toBe(true);
  });
});

describe('a long 1C file', () => {
  it('refuses a piece longer than file_limit with 413 and keeps the file as the pieces before it left it', async () => {
    const limit = Number((await exchange('type=catalog&mode=init')).text.match(/file_limit=(\d+)/)![1]);
    const bytes = Buffer.from(OFFERS);
    const half = Math.floor(bytes.length / 2);
    expect((await exchange('type=catalog&mode=file&filename=offers.xml', { body: bytes.subarray(0, half) })).text).toBe('success');
    const tooLong = await exchange('type=catalog&mode=file&filename=offers.xml', { body: Buffer.alloc(limit + 1, 0x20) });
    expect(tooLong).toMatchObject({ status: 413, text: `failure\nЧасть файла больше ${limit} байт` });
    expect((await exchange('type=catalog&mode=file&filename=offers.xml', { body: bytes.subarray(half) })).text).toBe('success');
    expect(await importFile('offers.xml')).toMatchObject({ status: 200, text: 'success' });
  });

  it('is imported in slices, each call resuming after the last record the previous one finished, with the unlisted products taken off sale only at the end', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-1c-slices-'));
    const [admin] = await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [ADMIN.email]);
    const folder = new ExchangeFolder(dataDir, admin.id);
    await folder.clear();
    const file = folder.resolve('import.xml');
    const products = [1, 2, 3].map((n) => `<Товар><Ид>slice-${n}</Ид><Наименование>Носки ${n}</Наименование><Группы><Ид>g-clothes</Ид></Группы></Товар>`).join('');
    writeFileSync(file, importXml(products + tee('Футболка новая')));
    const catalog = new CatalogImport(new ImageService(new ImageStore(new LocalPictureFiles(path.join(dataDir, 'images')))));
    const em = app.orm.em.fork();
    const ctx = { em, actor: { id: admin.id, role: 'Admin' as const }, ip: '', requestId: 'test', log: createLogger('silent'), throttle: async () => undefined, release: async () => undefined };

    const stops: (number | null)[] = [];
    for (let skip = 0; stops.at(-1) !== null; skip = stops.at(-1)!) {
      // a deadline already past: each call imports one record
      const { stoppedAt } = await em.transactional((tx) => catalog.run({ ...ctx, em: tx }, folder, file, { skip, deadline: 0 }));
      stops.push(stoppedAt);
      if (stoppedAt !== null) expect(await product('dress'), `after ${stoppedAt} records`).toMatchObject({ available: true });
    }
    // one group (with the one inside it), two properties, four products; then the end of the file
    expect(stops).toEqual([1, 2, 3, 4, 5, 6, 7, null]);
    expect((await sql(`SELECT name FROM product WHERE external_id LIKE 'slice-%' ORDER BY external_id`)).map((r) => r.name)).toEqual(['Носки 1', 'Носки 2', 'Носки 3']);
    expect(await product('dress')).toMatchObject({ available: false });
    rmSync(dataDir, { recursive: true, force: true });
  });
});
