import type { TestApp } from './test-app.js';

export interface Shopper {
  id: number;
  token: string;
}

/** A signed-up shopper (`{name}@{domain}`) with their access token. */
export async function signUpShopper(app: TestApp, name: string, domain: string): Promise<Shopper> {
  const body = (await app.rest('POST', '/auth/signup', { body: { email: `${name}@${domain}`, firstName: name, lastName: 'Отзывова', password: `пароль-${name}-1`, consent: true } })).body;
  return { id: body.user.id, token: body.accessToken };
}

/** A product to discuss and two shoppers, Анна and Борис, to write about it. */
export async function discussionShop(app: TestApp, productName: string, domain: string) {
  const categoryId = (await app.rest('POST', '/categories', { body: { name: 'Платья' }, as: 'Admin' })).body.id;
  const sku = `${domain.split('.')[0].toUpperCase()}-1`;
  const productId: number = (await app.rest('POST', '/products', { body: { name: productName, categoryId, productVariants: [{ sku, price: 3500, stock: 5 }] }, as: 'Admin' })).body.id;
  return { productId, anna: await signUpShopper(app, 'anna', domain), boris: await signUpShopper(app, 'boris', domain) };
}
