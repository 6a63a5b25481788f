import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successRecorder } from './graphql-success.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The catalogue kept through GraphQL alone: each mutation's success, then its effect read back. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const { gql, verify } = successRecorder(() => app, import.meta.url);
const status = (answer: { errors?: { extensions: { status: number } }[] }) => answer.errors?.[0].extensions.status;

describe('categories and brands through GraphQL', () => {
  it('creates a category with a subcategory, finds them by id, url and parent, changes one and deletes it', async () => {
    const created = await gql('mutation ($input: CategoryInput!) { createCategory(input: $input) { id name url parameters } }', { input: { name: 'Платья', url: 'dresses', parameters: ['Материал'] } }, 'SuperUser');
    expect(created.data.createCategory).toMatchObject({ name: 'Платья', url: 'dresses', parameters: ['Материал'] });
    const dresses = created.data.createCategory.id;
    const sub = (await gql('mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }', { input: { name: 'Летние платья', url: 'summer-dresses', parentId: dresses } }, 'Admin')).data.createCategory.id;

    expect((await gql('query ($id: Int!) { category(id: $id) { name parent { name } } }', { id: sub })).data.category).toEqual({ name: 'Летние платья', parent: { name: 'Платья' } });
    expect((await gql('{ categoryByUrl(url: "summer-dresses") { id } }')).data.categoryByUrl).toEqual({ id: sub });
    expect((await gql('query ($parent: Int!) { categories(parent: $parent) { length rows { name } } }', { parent: dresses })).data.categories).toEqual({ length: 1, rows: [{ name: 'Летние платья' }] });

    const changed = await gql('mutation ($id: Int!) { updateCategory(id: $id, input: { desc: "Из льна и хлопка" }) { desc } }', { id: sub }, 'Admin');
    expect(changed.data.updateCategory).toEqual({ desc: 'Из льна и хлопка' });
    expect((await gql('query ($id: Int!) { category(id: $id) { desc } }', { id: sub })).data.category.desc).toBe('Из льна и хлопка');

    expect((await gql('mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id: sub }, 'Admin')).data.deleteCategory).toEqual({ id: sub });
    expect(status(await app.gql('query ($id: Int!) { category(id: $id) { id } }', { id: sub }))).toBe(404);
    expect((await gql('query ($parent: Int!) { categories(parent: $parent) { length } }', { parent: dresses })).data.categories.length).toBe(0);
  });

  it('creates a brand in a category with a url made from its Russian name, renames it and deletes it', async () => {
    const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Обувь' }, as: 'Admin' })).body.id;
    const created = await gql('mutation ($input: BrandInput!) { createBrand(input: $input) { id name url showOnMain category { name } } }', { input: { name: 'Норд', categoryId, showOnMain: true } }, 'SuperUser');
    expect(created.data.createBrand).toMatchObject({ name: 'Норд', url: 'nord', showOnMain: true, category: { name: 'Обувь' } });
    const id = created.data.createBrand.id;

    expect((await gql('mutation ($id: Int!) { updateBrand(id: $id, input: { name: "Норд-Вест", showOnMain: false }) { name showOnMain } }', { id }, 'Admin')).data.updateBrand).toEqual({ name: 'Норд-Вест', showOnMain: false });
    expect((await gql('query ($id: Int!) { brand(id: $id) { name url showOnMain } }', { id })).data.brand).toEqual({ name: 'Норд-Вест', url: 'nord', showOnMain: false });

    expect((await gql('mutation ($id: Int!) { deleteBrand(id: $id) { id } }', { id }, 'Admin')).data.deleteBrand).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { brand(id: $id) { id } }', { id }))).toBe(404);
  });
});

const dictionaries = [
  { type: 'Size', one: 'size', many: 'sizes', input: { name: 'XL' }, change: { name: 'XXL' }, fields: 'name url' },
  { type: 'Color', one: 'color', many: 'colors', input: { name: 'Бордовый', code: '#800020' }, change: { code: '#F80' }, fields: 'name url code' },
  { type: 'Tag', one: 'tag', many: 'tags', input: { name: 'Новинка' }, change: { name: 'Хит' }, fields: 'name url' },
];

describe.each(dictionaries)('the $one dictionary through GraphQL', ({ type, one, many, input, change, fields }) => {
  it(`creates a ${one}, finds it in the list and by id, changes it and deletes it`, async () => {
    const created = await gql(`mutation ($input: ${type}Input!) { create${type}(input: $input) { id ${fields} } }`, { input }, 'SuperUser');
    expect(created.data[`create${type}`]).toMatchObject(input);
    const { id, url } = created.data[`create${type}`];
    expect(url).toMatch(/^[a-z0-9-]+$/);
    expect((await gql(`query ($name: String!) { ${many}(name: $name) { length rows { id } } }`, { name: input.name })).data[many]).toEqual({ length: 1, rows: [{ id }] });

    const changed = await gql(`mutation ($id: Int!, $input: ${type}UpdateInput!) { update${type}(id: $id, input: $input) { ${fields} } }`, { id, input: change }, 'Admin');
    // colour codes are kept as lower-case #rrggbb
    const stored = type === 'Color' ? { code: '#ff8800' } : change;
    expect(changed.data[`update${type}`]).toMatchObject(stored);
    expect((await gql(`query ($id: Int!) { ${one}(id: $id) { ${fields} } }`, { id })).data[one]).toMatchObject(stored);

    expect((await gql(`mutation ($id: Int!) { delete${type}(id: $id) { id } }`, { id }, 'Admin')).data[`delete${type}`]).toEqual({ id });
    expect(status(await app.gql(`query ($id: Int!) { ${one}(id: $id) { id } }`, { id }))).toBe(404);
    expect((await gql(`query ($name: String!) { ${many}(name: $name) { length } }`, { name: input.name })).data[many].length).toBe(0);
  });
});

describe('products through GraphQL', () => {
  it('creates a product with its variants and deletes it, after which the catalogue no longer shows it', async () => {
    const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Юбки', url: 'skirts' }, as: 'Admin' })).body.id;
    const created = await gql(
      'mutation ($input: ProductInput!) { createProduct(input: $input) { id name url price inStock category { name } productVariants { sku price stock } } }',
      { input: { name: 'Юбка плиссе', url: 'pleated-skirt', categoryId, productVariants: [{ sku: 'SK-1', price: 2990, stock: 3 }, { sku: 'SK-2', price: 3490, stock: 0 }] } },
      'SuperUser',
    );
    expect(created.data.createProduct).toMatchObject({
      name: 'Юбка плиссе',
      url: 'pleated-skirt',
      price: 2990,
      inStock: true,
      category: { name: 'Юбки' },
      productVariants: [
        { sku: 'SK-1', price: 2990, stock: 3 },
        { sku: 'SK-2', price: 3490, stock: 0 },
      ],
    });
    const id = created.data.createProduct.id;
    expect((await app.gql('query ($c: [Int!]) { products(categories: $c) { length rows { id } } }', { c: [categoryId] })).data.products).toEqual({ length: 1, rows: [{ id }] });

    expect((await gql('mutation ($id: Int!) { deleteProduct(id: $id) { id } }', { id }, 'Admin')).data.deleteProduct).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { product(id: $id) { id } }', { id }))).toBe(404);
    expect((await app.gql('query ($c: [Int!]) { products(categories: $c) { length } }', { c: [categoryId] })).data.products.length).toBe(0);
    expect((await app.rest('GET', '/products/by-url/pleated-skirt')).status).toBe(404);
  });
});

describe('uploaded images through GraphQL', () => {
  it('lists an uploaded picture for staff and deletes it with its files', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d4a373' } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)]), 'юбка.png');
    const response = await fetch(`${app.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
    const [filename] = (await response.json()) as string[];

    const listed = await gql('query ($f: String) { images(filename: $f) { length rows { filename originalName mimeType width height } } }', { f: filename }, 'SuperUser');
    expect(listed.data.images).toEqual({ length: 1, rows: [{ filename, originalName: 'юбка.png', mimeType: 'image/png', width: 64, height: 48 }] });

    expect((await gql('mutation ($f: String!) { deleteImage(filename: $f) { filename } }', { f: filename }, 'Admin')).data.deleteImage).toEqual({ filename });
    expect((await gql('query ($f: String) { images(filename: $f) { length } }', { f: filename }, 'Admin')).data.images.length).toBe(0);
    expect((await fetch(`${app.base}/api/images/${filename}`)).status).toBe(404);
  });
});

describe('this file', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
