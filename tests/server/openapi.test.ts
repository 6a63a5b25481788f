import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import { ADMIN, recordMaker, startTestApp, type TestApp } from './test-app.js';

/**
 * /api/openapi.json for outside readers (CONTRACT §12): a valid OpenAPI 3 document whose every path
 * parameter is required and every operation declares its success body, and real answers that
 * match what it declares.
 */
let app: TestApp;
let document: any;
const { ids, make } = recordMaker(() => app);
/** Values for path parameters, by path (some names, such as `url` or `commentId`, mean different records). */
const values: Record<string, string | number> = {};
let confirmToken: string;

interface Operation {
  path: string;
  method: string;
  operation: any;
}

const operations = (): Operation[] =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

const success = (operation: any): [string, any] => Object.entries(operation.responses as Record<string, any>).find(([status]) => /^2/.test(status))!;

async function upload(bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${app.base}/api/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
  return ((await response.json()) as string[])[0];
}

beforeAll(async () => {
  app = await startTestApp();
  document = (await app.rest('GET', '/openapi.json')).body;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d4a373' } }).png().toBuffer();
  const picture = await upload(png, 'платье.png');
  const category = await make('/categories', 'category', { name: 'Платья', url: 'dresses', image: picture, desc: 'Летние и вечерние', parameters: ['Материал'] });
  await make('/categories', 'subcategory', { name: 'Летние платья', url: 'summer-dresses', parentId: category.id });
  await make('/brands', 'brand', { name: 'Норд', url: 'nord', image: picture, showOnMain: true, categoryId: category.id });
  await make('/colors', 'color', { name: 'Красный', code: '#ff0000' });
  await make('/sizes', 'size', { name: 'M' });
  await make('/tags', 'tag', { name: 'Новинка' });
  const product = await make('/products', 'product', {
    name: 'Платье льняное',
    url: 'linen-dress',
    desc: 'Лёгкое платье',
    categoryId: category.id,
    brandId: ids.brand,
    colorIds: [ids.color],
    sizeIds: [ids.size],
    tagIds: [ids.tag],
    images: [picture],
    parameters: { Материал: 'Лён' },
    productVariants: [
      { sku: 'DR-1', sizeId: ids.size, colorId: ids.color, price: 3490, oldPrice: 4990, stock: 5, images: [picture] },
      { sku: 'DR-2', price: 3290.5, stock: 0 },
    ],
  });
  ids.variant = product.productVariants[0].id;

  const shopper = (await app.rest('POST', '/auth/signup', { body: { email: 'anna@example.ru', firstName: 'Анна', lastName: 'Петрова', password: 'пароль-анны-1', consent: true } })).body;
  confirmToken = linkIn(await app.mailbox.waitFor('anna@example.ru', /Добро пожаловать/), 'http://shop.test/confirm/').split('/').pop()!;
  const asShopper = { token: shopper.accessToken as string };
  ids.review = (await app.rest('POST', '/reviews', { body: { productId: product.id, rating: 5, text: 'Отлично сидит', images: [picture] }, ...asShopper })).body.id;
  ids.reviewComment = (await make('/comments', 'reviewComment', { reviewId: ids.review, text: 'Спасибо за отзыв!' })).id;
  ids.question = (await app.rest('POST', '/questions', { body: { productId: product.id, text: 'Есть ли размер 52?' }, ...asShopper })).body.id;
  await make('/question-comments', 'questionComment', { questionId: ids.question, text: 'Да, есть' });
  for (const [path, body] of [
    ['/reviews/reaction', { reviewId: ids.review, reaction: 'Like' }],
    ['/comments/reaction', { commentId: ids.reviewComment, reviewId: ids.review, reaction: 'Dislike' }],
    ['/questions/reaction', { questionId: ids.question, reaction: 'Like' }],
    ['/question-comments/reaction', { commentId: ids.questionComment, reaction: 'Like' }],
  ] as const) {
    const reacted = await app.rest('POST', path, { body, as: 'Admin' });
    if (reacted.status !== 201) throw new Error(`${path}: ${JSON.stringify(reacted.body)}`);
  }

  const news = await make('/news', 'news', { title: 'Открытие склада', url: 'new-warehouse', text: 'Доставка стала быстрее.', image: picture, showOnMain: true });
  await make('/slides', 'slide', { image: picture, link: '/catalog' });
  const subscriber = (await app.rest('POST', '/subscribes', { body: { email: 'reader@example.ru', consent: true } })).body;
  await make('/addresses', 'address', { firstName: 'Анна', lastName: 'Иванова', address: 'ул. Мира, 5', city: 'Самара', country: 'Россия', zipCode: '443000', phone: '+7 901 000-00-01' });
  const [delivery] = (await app.rest('GET', '/delivery-methods', { as: 'Admin' })).body.rows;
  const [payment] = (await app.rest('GET', '/payment-methods', { as: 'Admin' })).body.rows;

  const basket = (await app.rest('POST', '/baskets', { as: 'Admin' })).body;
  await app.rest('POST', `/order-products/${basket.id}`, { body: { productVariantId: ids.variant, quantity: 2 }, as: 'Admin' });
  const ordered = (await app.rest('POST', '/baskets', { as: 'Admin' })).body;
  await app.rest('POST', `/order-products/${ordered.id}`, { body: { productVariantId: ids.variant, quantity: 1 }, as: 'Admin' });
  const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
  const order = await app.rest('POST', '/checkouts/direct', { body: { ...guest, basketId: ordered.id, deliveryMethodId: delivery.id, paymentMethodId: payment.id, comment: 'Позвонить заранее' }, as: 'Admin' });
  if (order.status !== 201) throw new Error(`/checkouts/direct: ${JSON.stringify(order.body)}`);
  await app.rest('PUT', `/checkouts/${order.body.id}`, { body: { status: 'processing' }, as: 'Admin' });
  const spare = (await app.rest('POST', '/baskets')).body;
  const wishlist = (await app.rest('POST', '/wishlists', { body: { productIds: [product.id] }, as: 'Admin' })).body;
  const me = (await app.rest('GET', '/auth/me', { as: 'Admin' })).body;

  Object.assign(values, {
    token: confirmToken,
    email: ADMIN.email,
    userId: me.id ?? me.user?.id,
    brandId: ids.brand,
    sizeId: ids.size,
    colorId: ids.color,
    tagId: ids.tag,
    categoryId: ids.category,
    productId: product.id,
    variantId: ids.variant,
    '/products/by-url/{url}': product.url,
    '/news/by-url/{url}': news.url,
    newsId: news.id,
    slideId: ids.slide,
    advertisementId: 1,
    mailId: subscriber.mailId,
    fileName: picture,
    basketId: basket.id,
    '/baskets/clear/{basketId}': spare.id,
    wishlistId: wishlist.id,
    addressId: ids.address,
    deliveryMethodId: delivery.id,
    paymentMethodId: payment.id,
    checkoutId: order.body.id,
    q: 'пла',
    reviewId: ids.review,
    questionId: ids.question,
    '/comments/{commentId}': ids.reviewComment,
    '/question-comments/{commentId}': ids.questionComment,
  });
}, 120_000);
afterAll(() => app?.close());

/** A validator of one operation's declared success body, read from the document itself so its $refs resolve. */
function validatorFor(path: string, method: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addSchema(document, 'openapi.json');
  const [status, response] = success(document.paths[path][method]);
  const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'].map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  if (!response.content?.['application/json']) throw new Error(`${method.toUpperCase()} ${path}: нет JSON-ответа`);
  return ajv.getSchema(`openapi.json#/${pointer}`)!;
}

/** The operation's address with real ids for its path parameters and values for its required query parameters. */
function addressOf(path: string, operation: any): string {
  const valueOf = (name: string) => {
    const value = values[path] ?? values[name];
    if (value === undefined) throw new Error(`${path}: нет значения для ${name}`);
    return encodeURIComponent(String(value));
  };
  const query = (operation.parameters ?? []).filter((p: any) => p.in === 'query' && p.required).map((p: any) => `${p.name}=${valueOf(p.name)}`);
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => valueOf(name)) + (query.length ? `?${query.join('&')}` : '');
}

/** A route that sends a file declares its content types with a binary body instead of a schema. */
const sendsFile = (operation: any) => Object.values(success(operation)[1].content).every((c: any) => c.schema.format === 'binary');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('marks every path parameter required', () => {
    const optional = operations().flatMap(({ path, method, operation }) =>
      (operation.parameters ?? []).filter((p: any) => p.in === 'path' && p.required !== true).map((p: any) => `${method} ${path} {${p.name}}`),
    );
    expect(optional).toEqual([]);
  });

  it('declares the success body of every operation: a JSON schema, or the type of the file it sends', () => {
    const undeclared = operations()
      .filter(({ operation }) => {
        const declared = success(operation);
        const content = declared?.[1].content ?? {};
        return !declared || Object.keys(content).length === 0 || Object.values(content).some((c: any) => !c.schema);
      })
      .map(({ path, method }) => `${method} ${path}`);
    expect(undeclared).toEqual([]);
  });

  it('declares one shared error body for the refusals', () => {
    expect(document.components.schemas.Error.required).toEqual(['statusCode', 'message']);
    expect(document.paths['/brands'].post.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
  });
});

describe('real answers', () => {
  // Routes that send a file (a spreadsheet, a CSV, a JSON attachment) declare its content type, not a schema: they are left out.
  it('of every GET route, as Admin, match their declared schemas', async () => {
    const mismatches: string[] = [];
    for (const { path, method, operation } of operations().filter((o) => o.method === 'get')) {
      if (sendsFile(operation)) continue;
      const answer = await app.rest('GET', addressOf(path, operation), { as: 'Admin' });
      if (!/^2/.test(String(answer.status))) {
        mismatches.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        continue;
      }
      const check = validatorFor(path, method);
      if (!check(answer.body)) mismatches.push(`${method} ${path}: ${JSON.stringify(check.errors?.slice(0, 3))}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('of a create, an update and a delete match their declared schemas', async () => {
    const created = await app.rest('POST', '/brands', { body: { name: 'Юг', url: 'yug' }, as: 'Admin' });
    expect(created.status).toBe(201);
    expect(validatorFor('/brands', 'post')(created.body)).toBe(true);
    const updated = await app.rest('PUT', `/products/${values.productId}`, { body: { name: 'Платье из льна' }, as: 'Admin' });
    expect(updated.status).toBe(200);
    const product = validatorFor('/products/{productId}', 'put');
    expect(product(updated.body), JSON.stringify(product.errors)).toBe(true);
    const deleted = await app.rest('DELETE', `/brands/${created.body.id}`, { as: 'Admin' });
    expect(deleted).toEqual({ status: 200, body: { id: created.body.id } });
    expect(validatorFor('/brands/{brandId}', 'delete')(deleted.body)).toBe(true);
  });
});
