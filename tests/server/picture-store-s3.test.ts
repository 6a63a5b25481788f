import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/core/config.js';
import { S3_BUCKET as BUCKET, S3_KEYS as KEYS, startS3Store, type S3Store } from './s3-store.js';
import { startTestApp, type TestApp } from './test-app.js';

const YEAR = 'public, max-age=31536000, immutable';

let store: S3Store;
let bucket: S3Client;
let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  store = await startS3Store();
  bucket = new S3Client({ endpoint: store.url, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  app = await startTestApp(store.env);
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
});

afterAll(async () => {
  await app?.close();
  bucket?.destroy();
  await store?.close();
});

async function upload(bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)]), 'море.png');
  const response = await fetch(`${app.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as string[])[0];
}

async function keysInBucket(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('pictures kept in an S3-compatible store', () => {
  it('stores an uploaded picture and its WebP variants as objects in the bucket', async () => {
    const name = await upload(png);
    const base = name.replace('.png', '');
    expect(await keysInBucket(base)).toEqual([name, `${base}-card.webp`, `${base}-thumb.webp`].sort());
    expect(await sharp(await objectBytes(name)).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });
  });

  it('serves a stored picture and its card variant from the bucket with their type, a year of caching and an ETag', async () => {
    const name = await upload(png);
    const picture = await fetch(`${app.base}/api/images/${name}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe(YEAR);
    expect(picture.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await picture.arrayBuffer()).equals(await objectBytes(name))).toBe(true);

    const card = await fetch(`${app.base}/api/images/${name.replace('.png', '-card.webp')}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toBe(YEAR);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('answers 304 without the bytes when the browser already holds the same ETag', async () => {
    const name = await upload(png);
    const first = await fetch(`${app.base}/api/images/${name}`);
    await first.arrayBuffer();
    // A browser's revalidation; without cache-control of its own, fetch would add `no-cache`.
    const again = await fetch(`${app.base}/api/images/${name}`, { headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('removes the picture and its variants from the bucket when the image is deleted', async () => {
    const name = await upload(png);
    const base = name.replace('.png', '');
    expect(await keysInBucket(base)).toHaveLength(3);
    const deleted = await app.rest('DELETE', `/images/${name}`, { as: 'Admin' });
    expect(deleted).toEqual({ status: 200, body: { filename: name } });
    expect(await keysInBucket(base)).toEqual([]);
    expect((await fetch(`${app.base}/api/images/${name}`)).status).toBe(404);
  });

  it('answers a name missing from the bucket with the usual JSON 404', async () => {
    const missing = await fetch(`${app.base}/api/images/00000000-0000-0000-0000-000000000000-card.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Запрашиваемые данные не найдены.' });
  });

  it('answers 404 to a name outside the picture pattern without asking the store', async () => {
    const before = store.requests.length;
    for (const name of ['readme.txt', 'picture.PNG', 'a.b.png', '.png', '%D0%BC%D0%BE%D1%80%D0%B5.png', '..%2Fsecrets.json']) {
      const answer = await fetch(`${app.base}/api/images/${name}`);
      expect(answer.status, name).toBe(404);
      expect(await answer.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Запрашиваемые данные не найдены.' });
    }
    expect(store.requests.slice(before)).toEqual([]);
  });
});

describe('S3 settings', () => {
  it('refuses to start with S3_URL but no bucket or keys, naming what is missing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_URL: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/);
      expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir, S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toMatchObject({ bucket: 'b', region: 'us-east-1' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
