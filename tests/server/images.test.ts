import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d4a373' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#264653' } }).jpeg().toBuffer();
});
afterAll(() => app.close());

async function upload(files: { name: string; bytes: Buffer; type?: string }[], as: Role | null = 'Admin') {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const token = as ? await app.tokenFor(as) : undefined;
  const response = await fetch(`${app.base}/api/images`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

describe('image upload', () => {
  it('stores a picture under a generated name, with WebP variants, served with long-lived caching', async () => {
    const uploaded = await upload([{ name: 'платье.png', bytes: png }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.png$/)]);
    const [name] = uploaded.body;
    const file = await fetch(`${app.base}/api/images/${name}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('immutable');
    const original = Buffer.from(await file.arrayBuffer());
    expect(await sharp(original).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });
    const card = await fetch(`${app.base}/api/images/${name.replace('.png', '-card.webp')}`);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(640);
    const info = await app.rest('GET', `/images/${name}/info`, { as: 'Admin' });
    expect(info.body).toMatchObject({ filename: name, originalName: 'платье.png', mimeType: 'image/png', size: original.length, width: 800, height: 600 });
  });

  it('takes up to 4 files at once and refuses a fifth with the Russian message, storing nothing', async () => {
    const four = await upload([1, 2, 3, 4].map((n) => ({ name: `${n}.jpg`, bytes: jpeg })));
    expect(four.body).toHaveLength(4);
    const before = (await app.rest('GET', '/images?limit=1', { as: 'Admin' })).body.length;
    const five = await upload([1, 2, 3, 4, 5].map((n) => ({ name: `${n}.jpg`, bytes: jpeg })));
    expect(five).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'запрещено более 4 файлов' } });
    expect((await app.rest('GET', '/images?limit=1', { as: 'Admin' })).body.length).toBe(before);
  });

  it('refuses a file over 5 MB naming it, and a disguised file whatever its name', async () => {
    const huge = await upload([{ name: 'огромный.png', bytes: Buffer.alloc(5_242_881, 1) }]);
    expect(huge).toEqual({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'Размер файла огромный.png более 5 МБ не допускается.' } });
    const disguised = await upload([{ name: 'фото.jpg', bytes: Buffer.from('<?php echo "hi"; ?>'), type: 'image/jpeg' }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('Файл фото.jpg не является изображением JPEG, PNG, WebP, GIF или AVIF.');
    const mixed = await upload([{ name: 'good.png', bytes: png }, { name: 'bad.gif', bytes: Buffer.from('GIF89a-not-really') }]);
    expect(mixed.status).toBe(400);
    expect((await app.rest('GET', '/images?originalName=good.png', { as: 'Admin' })).body.length).toBe(0);
  });

  it('needs a signed-in user, and only staff list the pictures', async () => {
    expect((await upload([{ name: 'a.png', bytes: png }], null)).status).toBe(401);
    expect((await upload([{ name: 'отзыв.png', bytes: png }], 'User')).status).toBe(201);
    expect((await app.rest('GET', '/images', { as: 'User' })).status).toBe(403);
  });

  it('works over GraphQL multipart too, read by the same reader with the same limits: a fifth file and a file over 5 MB are refused alike', async () => {
    const graphqlUpload = async (files: { name: string; bytes: Buffer }[]) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($files: [Upload!]!) { uploadImages(files: $files) }', variables: { files: files.map(() => null) } }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map((_, n) => [n, [`variables.files.${n}`]]))));
      files.forEach((file, n) => form.append(String(n), new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), file.name));
      const response = await fetch(`${app.base}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}`, 'apollo-require-preflight': 'true' } });
      return { status: response.status, body: (await response.json()) as any };
    };
    expect((await graphqlUpload([{ name: 'через-graphql.jpg', bytes: jpeg }])).body.data.uploadImages).toEqual([expect.stringMatching(/\.jpg$/)]);
    const five = await graphqlUpload([1, 2, 3, 4, 5].map((n) => ({ name: `${n}.jpg`, bytes: jpeg })));
    expect([five.status, five.body.errors[0].message, five.body.errors[0].extensions.code]).toEqual([400, 'запрещено более 4 файлов', 'VALIDATION']);
    const huge = await graphqlUpload([{ name: 'огромный.jpg', bytes: Buffer.alloc(5_242_881, 1) }]);
    expect([huge.status, huge.body.errors[0].message]).toEqual([400, 'Размер файла огромный.jpg более 5 МБ не допускается.']);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($files: [Upload!]!) { uploadImages(files: $files) }', variables: { files: [null] } }));
    form.append('map', JSON.stringify({ 0: ['variables.nowhere.0'] }));
    form.append('0', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const misplaced = await fetch(`${app.base}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}`, 'apollo-require-preflight': 'true' } });
    expect([misplaced.status, ((await misplaced.json()) as any).errors[0].extensions.details]).toEqual([400, { files: 'Тело запроса multipart повреждено или неполно' }]);
  });
});

describe('image deletion', () => {
  it('is refused while a product, brand or category uses the picture, naming their ids', async () => {
    const [name] = (await upload([{ name: 'logo.png', bytes: png }])).body;
    const category = await app.rest('POST', '/categories', { body: { name: 'Сумки', image: name }, as: 'Admin' });
    const brand = await app.rest('POST', '/brands', { body: { name: 'Кожа', image: name }, as: 'Admin' });
    const product = await app.rest('POST', '/products', { body: { name: 'Сумка', categoryId: category.body.id, images: [name], productVariants: [{ sku: 'BAG-1', price: 3000, stock: 1 }] }, as: 'Admin' });
    const refused = await app.rest('DELETE', `/images/${name}`, { as: 'Admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual({ products: [product.body.id], brands: [brand.body.id], categories: [category.body.id], news: [], slides: [], reviews: [] });
    expect(refused.body.message).toBe(`Файл нельзя удалить: он используется (товары: ${product.body.id}; бренды: ${brand.body.id}; категории: ${category.body.id}).`);

    await app.rest('DELETE', `/products/${product.body.id}`, { as: 'Admin' });
    await app.rest('DELETE', `/brands/${brand.body.id}`, { as: 'Admin' });
    await app.rest('PUT', `/categories/${category.body.id}`, { body: { image: null }, as: 'Admin' });
    expect((await app.rest('DELETE', `/images/${name}`, { as: 'Admin' })).body).toEqual({ filename: name });
    expect((await fetch(`${app.base}/api/images/${name}`)).status).toBe(404);
  });

  it('is allowed to the uploader and staff only', async () => {
    const [name] = (await upload([{ name: 'чужое.png', bytes: png }], 'SuperUser')).body;
    expect((await app.rest('DELETE', `/images/${name}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('DELETE', `/images/${name}`, { as: 'Admin' })).status).toBe(200);
  });
});
