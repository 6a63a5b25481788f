import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  const create = async (key: string, body: object) => {
    const created = await app.rest('POST', '/categories', { body, as: 'Admin' });
    ids[key] = created.body.id;
  };
  await create('women', { name: 'Женщинам', url: 'women', parameters: ['Материал', 'Сезон'] });
  await create('dresses', { name: 'Платья', url: 'dresses', parentId: ids.women });
  await create('evening', { name: 'Вечерние платья', url: 'evening', parentId: ids.dresses, parameters: ['Длина'] });
  await create('men', { name: 'Мужчинам', url: 'men' });
});
afterAll(() => app.close());

describe('categories', () => {
  it('come back with their parent nested under its name', async () => {
    const dresses = await app.rest('GET', `/categories/${ids.dresses}`);
    expect(dresses.body).toMatchObject({ name: 'Платья', parent: { id: ids.women, name: 'Женщинам' } });
  });

  it('form a tree from the roots down over REST and GraphQL', async () => {
    const tree = await app.rest('GET', '/categories/categoriesTree');
    expect(tree.status).toBe(200);
    expect(tree.body.map((c: { name: string }) => c.name)).toEqual(['Женщинам', 'Мужчинам']);
    expect(tree.body[0].children[0]).toMatchObject({ name: 'Платья', children: [{ name: 'Вечерние платья', parameters: ['Длина'], children: [] }] });

    const overGraphQL = await app.gql('{ categoriesTree { name children { name children { name parent { name parent { name } } } } } }');
    expect(overGraphQL.data.categoriesTree[0]).toEqual({
      name: 'Женщинам',
      children: [{ name: 'Платья', children: [{ name: 'Вечерние платья', parent: { name: 'Платья', parent: { name: 'Женщинам' } } }] }],
    });
  });

  it('filter by parent (0 for the roots), by a parameter, and embed children on request', async () => {
    const roots = await app.rest('GET', '/categories?parent=0');
    expect(roots.body.rows.map((c: { url: string }) => c.url)).toEqual(['women', 'men']);
    const underWomen = await app.rest('GET', `/categories?parent=${ids.women}&children=true`);
    expect(underWomen.body.rows).toEqual([expect.objectContaining({ url: 'dresses', children: [expect.objectContaining({ url: 'evening' })] })]);
    const withSeason = await app.rest('GET', `/categories?parameters=${encodeURIComponent('Сезон')}`);
    expect(withSeason.body.rows.map((c: { url: string }) => c.url)).toEqual(['women']);
  });

  it('cannot be put inside itself or its own subcategory', async () => {
    const intoChild = await app.rest('PUT', `/categories/${ids.women}`, { body: { parentId: ids.evening }, as: 'Admin' });
    expect(intoChild.body).toMatchObject({ statusCode: 400, details: { parentId: 'Категорию нельзя вложить в саму себя или в её подкатегорию' } });
    const intoItself = await app.gql(`mutation { updateCategory(id: ${ids.men}, input: { parentId: ${ids.men} }) { id } }`, {}, 'Admin');
    expect(intoItself.errors[0].extensions).toMatchObject({ status: 400, details: { parentId: expect.any(String) } });
  });

  it('refuse an unknown parent with 400 and move to the root with parentId null', async () => {
    expect((await app.rest('POST', '/categories', { body: { name: 'Сироты', parentId: 99999 }, as: 'Admin' })).body.details).toEqual({ parentId: 'Родительская категория не найдена' });
    const moved = await app.rest('PUT', `/categories/${ids.evening}`, { body: { parentId: null }, as: 'Admin' });
    expect(moved.body.parent).toBeNull();
    await app.rest('PUT', `/categories/${ids.evening}`, { body: { parentId: ids.dresses }, as: 'Admin' });
  });

  it('cannot be deleted while a subcategory or a brand uses them, in both APIs', async () => {
    const refused = await app.rest('DELETE', `/categories/${ids.women}`, { as: 'Admin' });
    expect(refused).toEqual({ status: 409, body: { statusCode: 409, code: 'IN_USE', message: 'Удалить невозможно, В файле есть дополнительные данные' } });
    const brand = await app.rest('POST', '/brands', { body: { name: 'Мужской стиль', categoryId: ids.men }, as: 'Admin' });
    const overGraphQL = await app.gql(`mutation { deleteCategory(id: ${ids.men}) { id } }`, {}, 'Admin');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Удалить невозможно, В файле есть дополнительные данные', extensions: { code: 'IN_USE', status: 409 } });
    await app.rest('DELETE', `/brands/${brand.body.id}`, { as: 'Admin' });
    expect((await app.rest('DELETE', `/categories/${ids.men}`, { as: 'Admin' })).status).toBe(200);
    expect((await app.rest('GET', `/categories/${ids.women}`)).status).toBe(200);
  });
});

describe('brands', () => {
  it('belong to a category, filter by it, by its parent (subcategories included) and by showOnMain', async () => {
    await app.rest('POST', '/brands', { body: { name: 'Вечер', categoryId: ids.evening, showOnMain: true }, as: 'Admin' });
    await app.rest('POST', '/brands', { body: { name: 'Платьица', categoryId: ids.dresses }, as: 'Admin' });
    await app.rest('POST', '/brands', { body: { name: 'Без категории', showOnMain: true }, as: 'Admin' });
    const names = async (query: string) => (await app.rest('GET', `/brands?${query}&sortBy=name`)).body.rows.map((b: { name: string }) => b.name);
    expect(await names(`category=${ids.dresses}`)).toEqual(['Платьица']);
    expect(await names(`parent=${ids.women}`)).toEqual(['Вечер', 'Платьица']);
    expect(await names('showOnMain=true')).toEqual(['Без категории', 'Вечер']);
    const overGraphQL = await app.gql(`{ brands(parent: ${ids.dresses}, sortBy: name) { length rows { name category { name } } } }`);
    expect(overGraphQL.data.brands).toEqual({ length: 2, rows: [{ name: 'Вечер', category: { name: 'Вечерние платья' } }, { name: 'Платьица', category: { name: 'Платья' } }] });
    // A full page counts the rest by the same subtree condition.
    expect((await app.rest('GET', `/brands?parent=${ids.women}&sortBy=name&limit=1`)).body).toMatchObject({ length: 2, rows: [{ name: 'Вечер' }] });
  });

  it('refuse an unknown category with 400', async () => {
    const refused = await app.rest('POST', '/brands', { body: { name: 'Потерянный', categoryId: 424242 }, as: 'Admin' });
    expect(refused.body).toMatchObject({ statusCode: 400, details: { categoryId: 'Категория не найдена' } });
  });
});
