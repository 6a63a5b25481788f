import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import { ImageService } from '../../server/modules/media/image.service.js';
import { ImageStore } from '../../server/modules/media/image-store.js';
import { LocalPictureFiles } from '../../server/modules/media/local-picture-files.js';
import { startTestApp, type TestApp } from './test-app.js';

const HOUR = 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-uploads-'));
const imagesDir = path.join(dataDir, 'images');
let app: TestApp;
let png: Buffer;
beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir, UPLOADS_PER_HOUR: '3' });
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(files: { name: string; bytes: Buffer }[], as: Role = 'Admin') {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${app.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor(as)}` } });
  return { status: response.status, body: (await response.json()) as any, retryAfter: response.headers.get('retry-after') };
}

const stored = async (name: string) => Buffer.from(await (await fetch(`${app.base}/api/images/${name}`)).arrayBuffer());
const imageRows = async () => (await app.rest('GET', '/images?limit=1', { as: 'Admin' })).body.length as number;

describe('malformed multipart bodies', () => {
  const boundary = 'XyZzY';
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const end = `--${boundary}--\r\n`;
  const part = (disposition: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\nнемного байтов\r\n`;
  const bodies = (field: string): [string, string, string][] => [
    ['no boundary', 'multipart/form-data', part(`name="${field}"; filename="a.png"`) + end],
    ['a truncated body', multipart, part(`name="${field}"; filename="a.png"`).slice(0, 90)],
    ['a bad part header line', multipart, `--${boundary}\r\nэто не заголовок\r\n\r\nданные\r\n${end}`],
    ['a NUL in the field name', multipart, part(`name="${field}\0"; filename="a.png"`) + end],
    ['a NUL in the file name', multipart, part(`name="${field}"; filename="a\0.png"`) + end],
    ['a NUL in a text field name', multipart, `--${boundary}\r\nContent-Disposition: form-data; name="note\0"\r\n\r\nx\r\n${end}`],
    ['a wrong field name', multipart, part(`name="photos"; filename="a.png"`) + end],
    ['JSON instead of multipart', 'application/json', '{}'],
    ['plain text instead of multipart', 'text/plain', 'files=a.png'],
  ];

  for (const [route, field] of [
    ['/images', 'files'],
    ['/products/import', 'file'],
  ]) {
    it(`are 400 with details.${field} in Russian on POST ${route}, never 500`, async () => {
      const token = await app.tokenFor('Admin');
      for (const [what, contentType, body] of bodies(field)) {
        const response = await fetch(`${app.base}/api${route}`, { method: 'POST', body, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
        const answer = (await response.json()) as any;
        expect({ what, status: response.status, message: answer.message }).toEqual({ what, status: 400, message: 'Отправлены неверные данные.' });
        expect(answer.details[field], what).toMatch(/^[А-Яа-я]/);
      }
    });
  }
});

describe('stored pictures', () => {
  it('refuses a picture whose header reads but whose pixels do not, leaving no file and no row', async () => {
    const broken = Buffer.from(png);
    broken.fill(0x41, 200, 1200); // the PNG signature and size survive, the compressed pixels do not
    expect((await sharp(broken).metadata()).format).toBe('png');
    const files = readdirSync(imagesDir).length;
    const rows = await imageRows();
    const refused = await upload([{ name: 'битая.png', bytes: broken }]);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Файл битая.png повреждён: изображение не читается.', details: { files: 'Файл повреждён' } } });
    const mixed = await upload([{ name: 'целая.png', bytes: png }, { name: 'битая.png', bytes: broken }]);
    expect(mixed.status).toBe(400);
    expect(readdirSync(imagesDir).length).toBe(files);
    expect(await imageRows()).toBe(rows);
  });

  it('keeps no EXIF (GPS included) in the original, turned upright as its orientation said', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Фотограф', ImageDescription: 'дом' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 4/1' } })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // 0x8825 is the GPS IFD pointer tag, written little-endian by libvips.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.orientation).toBe(6);

    const [name] = (await upload([{ name: 'дача.jpg', bytes: photo }])).body;
    expect(name).toMatch(/\.jpg$/);
    const original = await stored(name);
    const kept = await sharp(original).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect((await app.rest('GET', `/images/${name}/info`, { as: 'Admin' })).body).toMatchObject({ width: 200, height: 300, size: original.length });
  });

  it('stores a picture with no metadata to remove byte for byte: PNG, WebP and GIF', async () => {
    const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#e9c46a' } });
    const files = [{ name: 'plain.png', bytes: png }, { name: 'plain.webp', bytes: await picture.clone().webp().toBuffer() }, { name: 'plain.gif', bytes: await picture.clone().gif().toBuffer() }];
    const names = (await upload(files)).body as string[];
    for (const [i, name] of names.entries()) expect((await stored(name)).equals(files[i].bytes), files[i].name).toBe(true);
  });

  it('takes EXIF with GPS and comments out of an upright JPEG without writing it again, its ICC profile kept', async () => {
    const taken = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#264653', noise: { type: 'gaussian', mean: 100, sigma: 40 } } })
      .jpeg({ quality: 75 })
      .withIccProfile('p3')
      .withExif({ IFD0: { Copyright: 'Фотограф' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 4/1' } })
      .toBuffer();
    const note = Buffer.from('снято у реки', 'utf8');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, note.length + 2]), note]);
    const photo = Buffer.concat([taken.subarray(0, 2), comment, taken.subarray(2)]);
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const [name] = (await upload([{ name: 'дача.jpg', bytes: photo }])).body;
    const kept = await stored(name);
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(comment)).toBe(false);
    expect(meta.icc?.equals((await sharp(photo).metadata()).icc!)).toBe(true);
    // the coded picture from its first scan on is the uploaded one, byte for byte: nothing was encoded again
    const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(kept).equals(scan(photo))).toBe(true);
    expect((await sharp(kept).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);
  });

  it('takes text chunks out of a PNG, keeping its image data as it was', async () => {
    const text = Buffer.from('Comment\0снято на даче', 'utf8');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const headerEnd = 8 + 25;
    const tagged = Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
    expect((await sharp(tagged).metadata()).comments).toEqual([{ keyword: 'Comment', text: expect.any(String) }]);

    const [name] = (await upload([{ name: 'текст.png', bytes: tagged }])).body;
    const kept = await stored(name);
    expect(kept.equals(png)).toBe(true);
  });

  it('keeps animated GIF and WebP animated', async () => {
    const frames = await Promise.all(['#e63946', '#457b9d', '#ffb703'].map((background) => sharp({ create: { width: 32, height: 24, channels: 4, background } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const webp = await sharp(frames, { join: { animated: true } }).webp().toBuffer();
    const names = (await upload([{ name: 'мигает.gif', bytes: gif }, { name: 'мигает.webp', bytes: webp }])).body;
    for (const [name, format] of [
      [names[0], 'gif'],
      [names[1], 'webp'],
    ]) {
      expect(await sharp(await stored(name), { animated: true }).metadata()).toMatchObject({ format, pages: 3, width: 32, pageHeight: 24 });
    }
    expect((await app.rest('GET', `/images/${names[0]}/info`, { as: 'Admin' })).body).toMatchObject({ width: 32, height: 24 });
  });
});

describe('the hourly allowance', () => {
  it(`lets a User upload UPLOADS_PER_HOUR files (3 here), then refuses with 429 before storing anything; staff are not counted`, async () => {
    expect((await upload([{ name: '1.png', bytes: png }, { name: '2.png', bytes: png }], 'User')).status).toBe(201);
    expect((await upload([{ name: '3.png', bytes: png }, { name: '3b.png', bytes: png }], 'User')).status, 'two files with one left').toBe(429);
    expect((await upload([{ name: '3.png', bytes: png }], 'User')).status, 'the refused batch took nothing').toBe(201);
    const files = readdirSync(imagesDir).length;
    const rows = await imageRows();
    const refused = await upload([{ name: '4.png', bytes: png }], 'User');
    expect(refused).toMatchObject({ status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Слишком много запросов с этого IP. Повторите попытку чуть позже.' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($files: [Upload!]!) { uploadImages(files: $files) }', variables: { files: [null] } }));
    form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
    form.append('0', new Blob([new Uint8Array(png)]), '5.png');
    const overGraphql = (await (await fetch(`${app.base}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('User')}`, 'apollo-require-preflight': 'true' } })).json()) as any;
    expect(overGraphql.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(readdirSync(imagesDir).length).toBe(files);
    expect(await imageRows()).toBe(rows);

    for (const as of ['Admin', 'SuperUser'] as const) {
      expect((await upload([1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: png })), as)).status).toBe(201);
    }
  });
});

describe('unused uploads', () => {
  it('are refused deletion while news, a slide or a review shows them, like products, brands and categories', async () => {
    const [name] = (await upload([{ name: 'везде.png', bytes: png }])).body;
    const category = await app.rest('POST', '/categories', { body: { name: 'Пледы' }, as: 'Admin' });
    const product = await app.rest('POST', '/products', { body: { name: 'Плед', categoryId: category.body.id, productVariants: [{ sku: 'PLAID-1', price: 2000, stock: 1 }] }, as: 'Admin' });
    const news = await app.rest('POST', '/news', { body: { title: 'Новые пледы', image: name }, as: 'Admin' });
    const slide = await app.rest('POST', '/slides', { body: { image: name, link: '/catalog' }, as: 'Admin' });
    const review = await app.rest('POST', '/reviews', { body: { productId: product.body.id, rating: 5, text: 'Тёплый', images: [name] }, as: 'SuperUser' });
    expect([news.status, slide.status, review.status]).toEqual([201, 201, 201]);
    const refused = await app.rest('DELETE', `/images/${name}`, { as: 'Admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toEqual({ products: [], brands: [], categories: [], news: [news.body.id], slides: [slide.body.id], reviews: [review.body.id] });
    expect(refused.body.message).toBe(`Файл нельзя удалить: он используется (новости: ${news.body.id}; слайды: ${slide.body.id}; отзывы: ${review.body.id}).`);
  });

  it('are swept 24 hours after upload, files and row; used and fresh ones stay', async () => {
    const [old, used, fresh] = (await upload(['старый', 'в-отзыве', 'свежий'].map((n) => ({ name: `${n}.png`, bytes: png })))).body;
    const product = await app.rest('POST', '/products', { body: { name: 'Подушка', categoryId: (await app.rest('POST', '/categories', { body: { name: 'Подушки' }, as: 'Admin' })).body.id, productVariants: [{ sku: 'PILLOW-1', price: 900, stock: 1 }] }, as: 'Admin' });
    expect((await app.rest('POST', '/reviews', { body: { productId: product.body.id, rating: 4, text: 'Мягкая', images: [used] }, as: 'User' })).status).toBe(201);
    await app.orm.em.fork().execute(`UPDATE image SET created_at = now() - interval '25 hours' WHERE filename IN (?, ?)`, [old, used]);
    const filesOf = (name: string) => readdirSync(imagesDir).filter((file) => file.startsWith(name.slice(0, 36))).sort();
    expect(filesOf(old)).toHaveLength(3);

    const images = new ImageService(new ImageStore(new LocalPictureFiles(imagesDir)));
    expect(await images.sweep(app.orm.em.fork())).toEqual([old]);
    expect(filesOf(old)).toEqual([]);
    expect((await app.rest('GET', `/images/${old}/info`, { as: 'Admin' })).status).toBe(404);
    for (const kept of [used, fresh]) {
      expect(filesOf(kept)).toHaveLength(3);
      expect((await app.rest('GET', `/images/${kept}/info`, { as: 'Admin' })).status).toBe(200);
    }
    // The same sweep a day later: 23 hours on, the fresh upload is still young; 25 hours on, it goes.
    expect(await images.sweep(app.orm.em.fork(), new Date(Date.now() + 23 * HOUR))).toEqual([]);
    expect(await images.sweep(app.orm.em.fork(), new Date(Date.now() + 25 * HOUR))).toContain(fresh);
    expect(filesOf(fresh)).toEqual([]);
    expect(filesOf(used)).toHaveLength(3);
  });
});
