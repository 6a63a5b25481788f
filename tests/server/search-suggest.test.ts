import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

/** Search suggestions while typing (CONTRACT §9): products, categories and brands, in one statement. */
let app: TestApp;
const { ids, make } = recordMaker(() => app);

const product = (key: string, name: string, extra: object = {}) =>
  make('/products', key, { name, categoryId: ids.dresses, brandId: ids.volga, images: [`${key}.webp`], productVariants: [{ sku: key, price: 1990, stock: 3 }], ...extra });

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья' });
  await make('/categories', 'coats', { name: 'Пальто' });
  await make('/brands', 'volga', { name: 'Волга деним' });
  await product('red', 'Платье красное летнее');
  await product('blue', 'Платье синее');
  await product('coat', 'Пальто шерстяное', { categoryId: ids.coats });
  await product('hidden', 'Платье снятое', { available: false });
  for (let i = 1; i <= 7; i++) await product(`many${i}`, `Платок ${i}`);
});
afterAll(() => app.close());

const suggest = async (q: string) => {
  const answer = await app.rest('GET', `/search/suggest?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('search suggestions', () => {
  it('offer products on sale whose words start with what is typed, with their price and first picture', async () => {
    const { products } = await suggest('красн плат');
    expect(products).toEqual([{ id: ids.red, name: 'Платье красное летнее', url: expect.any(String), price: 1990, image: 'red.webp', brand: 'Волга деним' }]);
    const names = (await suggest('плать')).products.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Платье красное летнее', 'Платье синее']));
    expect(names).not.toContain('Платье снятое');
  });

  it('offer at most 6 products, 3 categories and 3 brands', async () => {
    const many = await suggest('пла');
    expect(many.products).toHaveLength(6);
    expect(many.categories.map((c: { name: string }) => c.name)).toEqual(['Платья']);
    expect((await suggest('волга')).brands).toEqual([{ id: ids.volga, name: 'Волга деним', url: expect.any(String) }]);
  });

  it('offer products by the words of their brand and category too', async () => {
    expect((await suggest('деним')).products).toHaveLength(6);
    expect((await suggest('пальт')).products.map((p: { name: string }) => p.name)).toEqual(['Пальто шерстяное']);
  });

  it('suggest a category or brand despite a typo when no name contains the text', async () => {
    expect((await suggest('пальта')).categories).toEqual([{ id: ids.coats, name: 'Пальто', url: expect.any(String) }]);
    expect((await suggest('волга денем')).brands).toEqual([{ id: ids.volga, name: 'Волга деним', url: expect.any(String) }]);
  });

  it('suggest nothing under 2 characters or for punctuation alone, and take % and _ literally', async () => {
    expect(await suggest('п')).toEqual({ products: [], categories: [], brands: [] });
    expect(await suggest('!!')).toEqual({ products: [], categories: [], brands: [] });
    expect((await suggest('%%')).categories).toEqual([]);
  });

  it('cost one SQL statement and answer the same over GraphQL', async () => {
    expect(await app.countQueries(() => suggest('плат'))).toBe(1);
    const graphql = await app.gql('query ($q: String!) { searchSuggest(q: $q) { products { id name url price image brand } categories { id name url } brands { id name url } } }', { q: 'волга' });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.searchSuggest).toEqual(await suggest('волга'));
  });

  it('tell same-named products apart by their brand', async () => {
    await make('/brands', 'nord', { name: 'Норд' });
    await product('twinA', 'Свитер базовый');
    await product('twinB', 'Свитер базовый', { brandId: ids.nord, url: 'sviter-bazovyj-nord' });
    const twins = (await suggest('свитер')).products.map((p: { name: string; brand: string | null }) => `${p.name} · ${p.brand}`);
    expect(twins.sort()).toEqual(['Свитер базовый · Волга деним', 'Свитер базовый · Норд']);
  });

  it('correct a typo as «Возможно, вы искали», in both APIs, and say nothing for words the shop knows', async () => {
    const correction = async (q: string) => (await app.rest('GET', `/search/correction?q=${encodeURIComponent(q)}`)).body.correction;
    expect(await correction('плотье красное')).toBe('платье красное');
    expect(await correction('шерстяное пальтл')).toBe('шерстяное пальто');
    expect(await correction('плать')).toBeNull();
    expect(await correction('zzzqqq')).toBeNull();
    const graphql = await app.gql('query ($q: String!) { searchCorrection(q: $q) }', { q: 'валга' });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.searchCorrection).toBe('волга');
  });

  it('refuse a text over 100 characters, in Russian', async () => {
    const refused = await app.rest('GET', `/search/suggest?q=${'а'.repeat(101)}`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details)).toEqual(['q']);
  });
});
