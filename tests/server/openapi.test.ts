import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import type { Role } from '../../server/core/permissions.js';
import { ADMIN, startTestApp, type Reply, type TestApp } from './test-app.js';

/**
 * /api/openapi.json for outside readers (CONTRACT §12): a valid OpenAPI 3 document whose every path
 * parameter is required and every operation declares its success body, and real answers that
 * match what it declares.
 */
let app: TestApp;
let document: any;
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

/** The writes that build the shop, each kept with its path as the document names it, so their answers are checked too. */
const writes: { method: string; path: string; reply: Reply }[] = [];

/** Sends one file as multipart, as Admin, and keeps the answer with the writes. */
async function sendFile(path: string, field: string, bytes: Buffer, name: string): Promise<any> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${app.base}/api${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } });
  const reply = { status: response.status, body: await response.json() };
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(reply.body)}`);
  writes.push({ method: 'post', path: path.replace(/\?.*/, ''), reply });
  return reply.body;
}

async function write(method: string, path: string, options: { params?: Record<string, string | number>; body?: unknown; as?: Role; token?: string } = {}): Promise<any> {
  const address = path.replace(/\{(\w+)\}/g, (_match, name: string) => String(options.params?.[name]));
  const reply = await app.rest(method, address, options);
  if (!/^2/.test(String(reply.status))) throw new Error(`${method} ${address}: ${reply.status} ${JSON.stringify(reply.body)}`);
  writes.push({ method: method.toLowerCase(), path, reply });
  return reply.body;
}

beforeAll(async () => {
  app = await startTestApp();
  document = (await app.rest('GET', '/openapi.json')).body;
  const admin = { as: 'Admin' as const };
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d4a373' } }).png().toBuffer();
  const [picture] = await sendFile('/images', 'files', png, 'платье.png');
  const [spareImage] = await sendFile('/images', 'files', png, 'лишнее.png');
  const category = await write('POST', '/categories', { body: { name: 'Платья', url: 'dresses', image: picture, desc: 'Летние и вечерние', parameters: ['Материал'] }, ...admin });
  const subcategory = await write('POST', '/categories', { body: { name: 'Летние платья', url: 'summer-dresses', parentId: category.id }, ...admin });
  await write('PUT', '/categories/{categoryId}', { params: { categoryId: subcategory.id }, body: { desc: 'Из льна и хлопка' }, ...admin });
  const brand = await write('POST', '/brands', { body: { name: 'Норд', url: 'nord', image: picture, showOnMain: true, categoryId: category.id }, ...admin });
  const color = await write('POST', '/colors', { body: { name: 'Красный', code: '#ff0000' }, ...admin });
  const size = await write('POST', '/sizes', { body: { name: 'M' }, ...admin });
  const tag = await write('POST', '/tags', { body: { name: 'Новинка' }, ...admin });
  const product = await write('POST', '/products', {
    body: {
      name: 'Платье льняное',
      url: 'linen-dress',
      desc: 'Лёгкое платье',
      categoryId: category.id,
      brandId: brand.id,
      colorIds: [color.id],
      sizeIds: [size.id],
      tagIds: [tag.id],
      images: [picture],
      parameters: { Материал: 'Лён' },
      productVariants: [
        { sku: 'DR-1', sizeId: size.id, colorId: color.id, price: 3490, oldPrice: 4990, stock: 5, images: [picture] },
        { sku: 'DR-2', price: 3290.5, stock: 0 },
      ],
    },
    ...admin,
  });
  const variant = product.productVariants[0].id;
  // Back in stock is asked for a variant sold out (CONTRACT §18), before it comes back.
  await write('POST', '/stock-alerts', { body: { productVariantId: product.productVariants[1].id, email: 'waiting@example.ru', consent: true } });
  await write('PATCH', '/product-variants/{variantId}', { params: { variantId: product.productVariants[1].id }, body: { stock: 3 }, ...admin });
  const hidden = await write('POST', '/products', { body: { name: 'Юбка', categoryId: category.id, productVariants: [{ sku: 'SK-1', price: 1990, stock: 1 }] }, ...admin });
  await write('POST', '/products/bulk', { body: { ids: [hidden.id], action: 'hide' }, ...admin });
  const sheet = Buffer.from(await (await fetch(`${app.base}/api/products/export`, { headers: { authorization: `Bearer ${await app.tokenFor('Admin')}` } })).arrayBuffer());
  await sendFile('/products/import?dryRun=true', 'file', sheet, 'products.xlsx');
  await sendFile('/products/import', 'file', sheet, 'products.xlsx');

  const shopper = await write('POST', '/auth/signup', { body: { email: 'anna@example.ru', firstName: 'Анна', lastName: 'Петрова', password: 'пароль-анны-1', consent: true } });
  confirmToken = linkIn(await app.mailbox.waitFor('anna@example.ru', /Добро пожаловать/), 'http://shop.test/confirm/').split('/').pop()!;
  const signedIn = await write('POST', '/auth/signin', { body: { email: 'anna@example.ru', password: 'пароль-анны-1' } });
  const asShopper = { token: signedIn.accessToken as string };
  await write('POST', '/auth/token', { body: { token: shopper.refreshToken } });
  await write('POST', '/auth/session', { body: { token: signedIn.accessToken } });
  await write('POST', '/auth/reset', { body: { email: 'anna@example.ru' } });
  await write('POST', '/users/email-confirmation', { body: { email: 'anna@example.ru' } });
  await write('PUT', '/users/changepsw/{userId}', { params: { userId: shopper.user.id }, body: { oldPassword: 'пароль-анны-1', password: 'пароль-анны-2' }, ...asShopper });
  const clerk = await write('POST', '/users', { body: { email: 'clerk@example.ru', firstName: 'Иван', lastName: 'Клерков' }, ...admin });
  await write('PUT', '/users/user/{userId}', { params: { userId: clerk.id }, body: { firstName: 'Пётр' }, ...admin });
  await write('DELETE', '/users/user/{userId}', { params: { userId: clerk.id }, ...admin });

  const review = await write('POST', '/reviews', { body: { productId: product.id, rating: 5, text: 'Отлично сидит', images: [picture] }, ...asShopper });
  const reviewComment = await write('POST', '/comments', { body: { reviewId: review.id, text: 'Спасибо за отзыв!' }, ...admin });
  await write('PUT', '/reviews/{reviewId}', { params: { reviewId: review.id }, body: { showOnMain: true }, ...admin });
  const question = await write('POST', '/questions', { body: { productId: product.id, text: 'Есть ли размер 52?' }, ...asShopper });
  const questionComment = await write('POST', '/question-comments', { body: { questionId: question.id, text: 'Да, есть' }, ...admin });
  await write('POST', '/reviews/reaction', { body: { reviewId: review.id, reaction: 'Like' }, ...admin });
  await write('POST', '/comments/reaction', { body: { commentId: reviewComment.id, reviewId: review.id, reaction: 'Dislike' }, ...admin });
  await write('POST', '/questions/reaction', { body: { questionId: question.id, reaction: 'Like' }, ...admin });
  await write('POST', '/question-comments/reaction', { body: { commentId: questionComment.id, reaction: 'Like' }, ...admin });
  const withdrawn = await write('POST', '/questions/reaction', { body: { questionId: question.id, reaction: 'Dislike' }, ...asShopper });
  await write('DELETE', '/questions/reaction/{reactionId}', { params: { reactionId: withdrawn.id }, ...asShopper });

  const news = await write('POST', '/news', { body: { title: 'Открытие склада', url: 'new-warehouse', text: 'Доставка стала быстрее.', image: picture, showOnMain: true }, ...admin });
  const slide = await write('POST', '/slides', { body: { image: picture, link: '/catalog' }, ...admin });
  await write('PUT', '/slides', { body: [{ id: slide.id, image: picture, link: '/catalog' }], ...admin });
  await write('PUT', '/advertisements/{advertisementId}', { params: { advertisementId: 1 }, body: { title: 'Скидки', description: 'До −30 %' }, ...admin });
  // a subscription is confirmed by the letter's link (CONTRACT §18); its mailId, which the answer never holds, staff read
  await write('POST', '/subscribes', { body: { email: 'reader@example.ru', consent: true } });
  const readerToken = linkIn(await app.mailbox.waitFor('reader@example.ru', /Подтвердите подписку/), 'http://shop.test/subscribe/').split('/').pop()!;
  await write('POST', '/subscribes/confirm', { body: { token: readerToken } });
  await write('POST', '/subscribes', { body: { email: 'leaving@example.ru', consent: true } });
  const mailIdOf = async (email: string): Promise<string> => (await app.rest('GET', `/subscribes?email=${email}`, admin)).body.rows[0].mailId;
  const subscriber = { mailId: await mailIdOf('reader@example.ru') };
  await write('DELETE', '/subscribes/{mailId}', { params: { mailId: await mailIdOf('leaving@example.ru') } });
  await write('POST', '/users/help', { body: { name: 'Анна', email: 'anna@example.ru', message: 'Где мой заказ?', consent: true } });
  await write('POST', '/subscribes/call', { body: { name: 'Анна', phone: '+7 901 000-00-01', consent: true } });
  await write('DELETE', '/images/{fileName}', { params: { fileName: spareImage }, ...admin });

  const home = { firstName: 'Анна', lastName: 'Иванова', address: 'ул. Мира, 5', city: 'Самара', country: 'Россия', zipCode: '443000', phone: '+7 901 000-00-01' };
  const address = await write('POST', '/addresses', { body: home, ...admin });
  await write('POST', '/addresses/direct', { body: { ...home, consent: true } });
  const [delivery] = (await app.rest('GET', '/delivery-methods', admin)).body.rows;
  const [payment] = (await app.rest('GET', '/payment-methods', admin)).body.rows;
  const pickup = await write('POST', '/delivery-methods', { body: { name: 'Пункт выдачи', price: 0, minDays: 2, maxDays: 3, needsAddress: false, active: false }, ...admin });
  await write('PUT', '/delivery-methods/{deliveryMethodId}', { params: { deliveryMethodId: pickup.id }, body: { freeFrom: 1000 }, ...admin });
  await write('DELETE', '/delivery-methods/{deliveryMethodId}', { params: { deliveryMethodId: pickup.id }, ...admin });
  const point = await write('POST', '/pickup-points', { body: { name: 'Магазин', address: 'Казань, ул. Баумана, 1', hours: 'Ежедневно 10:00–21:00', phone: '8 843 000 00 01' }, ...admin });
  await write('PUT', '/pickup-points/{pickupPointId}', { params: { pickupPointId: point.id }, body: { hours: 'Пн–Пт 10:00–20:00' }, ...admin });
  const closedPoint = await write('POST', '/pickup-points', { body: { name: 'Закрыт', address: 'Казань, ул. Пушкина, 2', hours: 'Сб 10:00–12:00', phone: '9000000000' }, ...admin });
  await write('DELETE', '/pickup-points/{pickupPointId}', { params: { pickupPointId: closedPoint.id }, ...admin });
  await write('PUT', '/shop-settings', { body: { name: 'Витрина', legalName: 'ООО «Витрина»', inn: '7701234567', ogrn: '1157746123456', address: 'Москва, ул. Мясницкая, 24', phone: '+7 495 123-45-67', email: 'hello@vitrina.example', workHours: 'Ежедневно 10:00–21:00' }, ...admin });

  const basket = await write('POST', '/baskets', admin);
  await write('POST', '/order-products/{basketId}', { params: { basketId: basket.id }, body: { productVariantId: variant, quantity: 1 }, ...admin });
  await write('PUT', '/order-products/{basketId}', { params: { basketId: basket.id }, body: { productVariantId: variant, quantity: 2 }, ...admin });
  const ordered = await write('POST', '/baskets', admin);
  await write('POST', '/order-products/{basketId}', { params: { basketId: ordered.id }, body: { productVariantId: variant, quantity: 1 }, ...admin });
  await write('POST', '/order-products/{basketId}', { params: { basketId: ordered.id }, body: { productVariantId: product.productVariants[1].id, quantity: 1 }, ...admin });
  await write('DELETE', '/order-products/{basketId}', { params: { basketId: ordered.id }, body: { productVariantId: product.productVariants[1].id }, ...admin });
  const guest = { firstName: 'Ольга', lastName: 'Смирнова', email: 'olga@example.ru', phone: '+7 900 123-45-67', address: 'ул. Ленина, 1', city: 'Казань', country: 'Россия', zipCode: '420000', consent: true };
  const order = await write('POST', '/checkouts/direct', { body: { ...guest, basketId: ordered.id, deliveryMethodId: delivery.id, paymentMethodId: payment.id, comment: 'Позвонить заранее' }, ...admin });
  await write('PUT', '/checkouts/{checkoutId}', { params: { checkoutId: order.id }, body: { status: 'processing' }, ...admin });
  const second = await write('POST', '/baskets', admin);
  await write('POST', '/order-products/{basketId}', { params: { basketId: second.id }, body: { productVariantId: variant, quantity: 1 }, ...admin });
  const saved = await write('POST', '/checkouts', { body: { basketId: second.id, addressId: address.id }, ...admin });
  const third = await write('POST', '/baskets', admin);
  await write('POST', '/order-products/{basketId}', { params: { basketId: third.id }, body: { productVariantId: variant, quantity: 1 }, ...admin });
  const pickupMethod = (await app.rest('GET', '/delivery-methods', admin)).body.rows.find((method: { needsAddress: boolean }) => !method.needsAddress);
  await write('POST', '/checkouts/direct', { body: { ...guest, basketId: third.id, deliveryMethodId: pickupMethod.id, pickupPointId: point.id }, ...admin });
  await write('DELETE', '/checkouts/{checkoutId}', { params: { checkoutId: saved.id }, ...admin });
  const spare = await write('POST', '/baskets');
  const wishlist = await write('POST', '/wishlists', { body: { productIds: [product.id] }, ...admin });
  await write('PUT', '/wishlists/{wishlistId}', { params: { wishlistId: wishlist.id }, body: { productIds: [product.id, hidden.id] }, ...admin });
  const dropped = await write('POST', '/wishlists');
  await write('DELETE', '/wishlists/{wishlistId}', { params: { wishlistId: dropped.id } });
  const campaign = await write('POST', '/campaigns', { body: { subject: 'Осень', text: 'Новая коллекция', newsId: news.id }, ...admin });
  await write('PUT', '/campaigns/{campaignId}', { params: { campaignId: campaign.id }, body: { text: 'Новая коллекция уже в магазине' }, ...admin });
  await write('POST', '/campaigns/{campaignId}/send', { params: { campaignId: campaign.id }, ...admin });
  const draft = await write('POST', '/campaigns', { body: { subject: 'Черновик', text: 'Текст' }, ...admin });
  await write('DELETE', '/campaigns/{campaignId}', { params: { campaignId: draft.id }, ...admin });
  const promotion = await write('POST', '/promotions', { body: { name: 'Осень −10 %', code: 'AUTUMN', kind: 'percent', value: 10, endsAt: '2099-01-01T00:00:00Z' }, ...admin });
  await write('PUT', '/promotions/{promotionId}', { params: { promotionId: promotion.id }, body: { usageLimit: 100 }, ...admin });
  await write('POST', '/baskets/{basketId}/promo', { params: { basketId: basket.id }, body: { code: 'autumn' }, ...admin });
  const dropCode = await write('POST', '/baskets', admin);
  await write('DELETE', '/baskets/{basketId}/promo', { params: { basketId: dropCode.id }, ...admin });
  const spent = await write('POST', '/promotions', { body: { name: 'Доставка даром', kind: 'free_delivery' }, ...admin });
  await write('DELETE', '/promotions/{promotionId}', { params: { promotionId: spent.id }, ...admin });
  const me = (await app.rest('GET', '/auth/me', admin)).body;
  await write('POST', '/auth/signout', { body: {}, ...asShopper });

  Object.assign(values, {
    // СДЭК's code of Москва: a shop without СДЭК settings has no points to show there.
    cityCode: 44,
    token: confirmToken,
    email: ADMIN.email,
    userId: me.id,
    brandId: brand.id,
    sizeId: size.id,
    colorId: color.id,
    tagId: tag.id,
    categoryId: subcategory.id,
    productId: product.id,
    '/products/by-url/{url}': product.url,
    '/news/by-url/{url}': news.url,
    newsId: news.id,
    slideId: slide.id,
    advertisementId: 1,
    mailId: subscriber.mailId,
    fileName: picture,
    basketId: basket.id,
    '/baskets/clear/{basketId}': spare.id,
    wishlistId: wishlist.id,
    addressId: address.id,
    deliveryMethodId: delivery.id,
    paymentMethodId: payment.id,
    pickupPointId: point.id,
    checkoutId: order.id,
    campaignId: campaign.id,
    promotionId: promotion.id,
    q: 'пла',
    reviewId: review.id,
    questionId: question.id,
    '/comments/{commentId}': reviewComment.id,
    '/question-comments/{commentId}': questionComment.id,
  });
}, 120_000);
afterAll(() => app?.close());

let ajv: Ajv2020 | undefined;

/** A validator of one operation's declared success body, read from the document itself so its $refs resolve. */
function validatorFor(path: string, method: string) {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    formats.default(ajv);
    ajv.addSchema(document, 'openapi.json');
  }
  const [status, response] = success(document.paths[path][method]);
  if (!response.content?.['application/json']) throw new Error(`${method.toUpperCase()} ${path}: нет JSON-ответа`);
  const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'].map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
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
    expect(document.components.schemas.Error.required).toEqual(['statusCode', 'code', 'message']);
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

  it('of the writes that built the shop (creates, updates, deletes, sign-in, basket lines, orders) match their declared schemas', () => {
    const mismatches = writes.flatMap(({ method, path, reply }) => {
      const check = validatorFor(path, method);
      return check(reply.body) ? [] : [`${method} ${path}: ${JSON.stringify(check.errors?.slice(0, 3))}`];
    });
    expect(mismatches).toEqual([]);
    expect(writes.length).toBeGreaterThan(60);
  });
});
