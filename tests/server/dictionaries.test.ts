import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The five dictionaries with a valid body and the GraphQL names of their operations. */
const dictionaries = [
  { path: '/sizes', type: 'Size', many: 'sizes', body: { name: 'XL', url: 'xl' }, other: { name: 'XXL', url: 'xxl' }, fields: 'id name url' },
  { path: '/tags', type: 'Tag', many: 'tags', body: { name: 'Новинка', url: 'new' }, other: { name: 'Скидка', url: 'sale' }, fields: 'id name url' },
  { path: '/colors', type: 'Color', many: 'colors', body: { name: 'Красный', url: 'red', code: '#FF0000' }, other: { name: 'Синий', url: 'blue', code: '#0000ff' }, fields: 'id name url code' },
  { path: '/brands', type: 'Brand', many: 'brands', body: { name: 'Северный ветер', url: 'nord', showOnMain: true }, other: { name: 'Волга', url: 'volga' }, fields: 'id name url showOnMain' },
  { path: '/categories', type: 'Category', many: 'categories', body: { name: 'Платья', url: 'dresses', parameters: ['Материал'] }, other: { name: 'Обувь', url: 'shoes' }, fields: 'id name url parameters' },
];

describe.each(dictionaries)('the $type dictionary', ({ path, type, many, body, other, fields }) => {
  /** The body with another name and no url, so the server makes one. */
  const named = (name: string) => ({ ...body, url: undefined, name });

  it('is created over REST with 201 and read back by id and in the list', async () => {
    const created = await app.rest('POST', path, { body, as: 'Admin' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: body.name, url: body.url });
    const read = await app.rest('GET', `${path}/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(body.name);
    const list = await app.rest('GET', `${path}?name=${encodeURIComponent(body.name.slice(1, 4).toUpperCase())}`);
    // The list's row is the record as read alone: every field, dates as ISO text.
    expect(list.body).toEqual({ rows: [read.body], length: 1 });
    expect(read.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const overGraphQL = await app.gql(`{ ${many}(url: "${body.url}") { rows { id createdAt } } }`);
    expect(overGraphQL.data[many].rows).toEqual([{ id: created.body.id, createdAt: read.body.createdAt }]);
  });

  it('is created over GraphQL with the same rules, and a taken url is 409 in both APIs', async () => {
    const created = await app.gql(`mutation($input: ${type}Input!) { create${type}(input: $input) { ${fields} } }`, { input: other }, 'SuperUser');
    expect(created.errors).toBeUndefined();
    expect(created.data[`create${type}`]).toMatchObject({ name: other.name, url: other.url });

    const again = await app.gql(`mutation($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input: { ...other, name: `${other.name} 2` } }, 'Admin');
    expect(again.errors[0]).toMatchObject({ message: 'Такая запись уже существует.', extensions: { code: 'DUPLICATE', status: 409, details: { field: 'name' } } });
    const overRest = await app.rest('POST', path, { body: { ...other, name: `${other.name} 3` }, as: 'Admin' });
    expect(overRest).toEqual({ status: 409, body: { statusCode: 409, code: 'DUPLICATE', message: 'Такая запись уже существует.', details: { field: 'name', name: 'Такое название уже есть' } } });
  });

  it('rejects a body without a name with 400 and the field named, in both APIs', async () => {
    const overRest = await app.rest('POST', path, { body: { url: 'no-name' }, as: 'Admin' });
    expect(overRest.status).toBe(400);
    expect(overRest.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Отправлены неверные данные.', details: { name: expect.any(String) } });
    const overGraphQL = await app.gql(`mutation { create${type}(input: { name: "   "${type === 'Color' ? ', code: "#000000"' : ''} }) { id } }`, {}, 'Admin');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { code: 'VALIDATION', status: 400, details: { name: 'Заполните поле' } } });
  });

  it('updates with PUT, keeping fields that were not sent', async () => {
    const list = await app.rest('GET', `${path}?url=${body.url}`);
    const id = list.body.rows[0].id;
    const updated = await app.rest('PUT', `${path}/${id}`, { body: { name: `${body.name} новый` }, as: 'Admin' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: `${body.name} новый`, url: body.url });
    const overGraphQL = await app.gql(`mutation($id: Int!) { update${type}(id: $id, input: { url: "renamed-${body.url}" }) { name url } }`, { id }, 'Admin');
    expect(overGraphQL.data[`update${type}`]).toEqual({ name: `${body.name} новый`, url: `renamed-${body.url}` });
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect((await app.rest('GET', `${path}/999999`)).body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Запрашиваемые данные не найдены.' });
    expect((await app.rest('PUT', `${path}/999999`, { body: { name: 'x' }, as: 'Admin' })).status).toBe(404);
    expect((await app.rest('DELETE', `${path}/999999`, { as: 'Admin' })).status).toBe(404);
    expect((await app.rest('GET', `${path}/abc`)).status).toBe(400);
    const overGraphQL = await app.gql(`{ ${many}(limit: 1) { length } one: ${type.charAt(0).toLowerCase() + type.slice(1)}(id: 999999) { id } }`);
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Запрашиваемые данные не найдены.', extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('deletes with 200 and the id, after which the record is gone', async () => {
    const created = await app.rest('POST', path, { body: named(`${body.name} на удаление`), as: 'Admin' });
    const deleted = await app.rest('DELETE', `${path}/${created.body.id}`, { as: 'Admin' });
    expect(deleted).toEqual({ status: 200, body: { id: created.body.id } });
    expect((await app.rest('GET', `${path}/${created.body.id}`)).status).toBe(404);
    const viaGraphQL = await app.rest('POST', path, { body: named(`${body.name} на удаление 2`), as: 'Admin' });
    const gqlDeleted = await app.gql(`mutation($id: Int!) { delete${type}(id: $id) { id } }`, { id: viaGraphQL.body.id }, 'Admin');
    expect(gqlDeleted.data[`delete${type}`]).toEqual({ id: viaGraphQL.body.id });
  });

  it('makes the url from the Russian name when none is given', async () => {
    const created = await app.rest('POST', path, { body: named(`Ёлочный ${type}`), as: 'Admin' });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/^yolochniy-[a-z]+$/);
  });
});

describe('lists', () => {
  it('page with limit and offset, report the total length and keep a stable order', async () => {
    for (const n of [3, 1, 2, 5, 4]) await app.rest('POST', '/sizes', { body: { name: `Рост ${n}0`, url: `height-${n}0` }, as: 'Admin' });
    const page = await app.rest('GET', '/sizes?name=Рост&sortBy=name&orderBy=desc&limit=2&offset=1');
    expect(page.body.length).toBe(5);
    expect(page.body.rows.map((r: { name: string }) => r.name)).toEqual(['Рост 40', 'Рост 30']);
    const overGraphQL = await app.gql('{ sizes(name: "Рост", sortBy: name, orderBy: DESC, limit: 2, offset: 1) { length rows { name } } }');
    expect(overGraphQL.data.sizes).toEqual({ length: 5, rows: [{ name: 'Рост 40' }, { name: 'Рост 30' }] });
  });

  it('report the same total on a full page, on the last one and past the end', async () => {
    const lengths = await Promise.all(['limit=5', 'limit=3&offset=3', 'limit=2&offset=4', 'limit=2&offset=9'].map(async (paging) => (await app.rest('GET', `/sizes?name=Рост&${paging}`)).body.length));
    expect(lengths).toEqual([5, 5, 5, 5]);
  });

  it('refuse a limit above 1000 and a negative offset with 400', async () => {
    expect((await app.rest('GET', '/tags?limit=1001')).body).toMatchObject({ statusCode: 400, details: { limit: 'Не больше 1000' } });
    expect((await app.rest('GET', '/tags?offset=-1')).status).toBe(400);
    expect((await app.rest('GET', '/tags?orderBy=sideways')).status).toBe(400);
  });

  it('treat a name filter with % and _ literally', async () => {
    await app.rest('POST', '/tags', { body: { name: 'Скидка 50%', url: 'sale-50' }, as: 'Admin' });
    const found = await app.rest('GET', `/tags?name=${encodeURIComponent('50%')}`);
    expect(found.body.rows.map((r: { url: string }) => r.url)).toEqual(['sale-50']);
    expect((await app.rest('GET', `/tags?name=${encodeURIComponent('%')}`)).body.length).toBe(1);
  });
});

describe('colors', () => {
  it('store the hex code in lower case and expand the short form', async () => {
    const created = await app.rest('POST', '/colors', { body: { name: 'Оранжевый', code: '#F80' }, as: 'Admin' });
    expect(created.body.code).toBe('#ff8800');
    expect((await app.rest('GET', '/colors?code=%23FF8800')).body.length).toBe(1);
  });

  it('refuse a code that is not a hex colour', async () => {
    const refused = await app.rest('POST', '/colors', { body: { name: 'Никакой', code: 'red' }, as: 'Admin' });
    expect(refused.body).toMatchObject({ statusCode: 400, details: { code: 'Ожидается шестнадцатеричный код цвета, например #ff0000' } });
  });
});
