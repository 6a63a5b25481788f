import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMaker, startTestApp, type TestApp } from './test-app.js';

/**
 * The ids of a product's colours, sizes and tags, which it keeps as arrays for the facets and the
 * list filters (migration ProductFacetArrays): database triggers keep them equal to its links,
 * whatever writes those.
 */
let app: TestApp;
const { ids, make } = recordMaker(() => app);

const sql = <T>(text: string, values: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, values);
const arrays = async (key: string) => (await sql<object>(`SELECT color_ids AS colors, size_ids AS sizes, tag_ids AS tags FROM product WHERE id = ?`, [ids[key]]))[0];
const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);
/** Products whose arrays differ from their links. */
const stale = () =>
  sql(`SELECT id FROM product p WHERE (color_ids, size_ids, tag_ids) IS DISTINCT FROM (
    ARRAY(SELECT color_id FROM product_colors WHERE product_id = p.id ORDER BY 1),
    ARRAY(SELECT size_id FROM product_sizes WHERE product_id = p.id ORDER BY 1),
    ARRAY(SELECT tag_id FROM product_tags WHERE product_id = p.id ORDER BY 1))`);
const update = (body: object) => app.rest('PUT', `/products/${ids.dress}`, { body, as: 'Admin' });

beforeAll(async () => {
  app = await startTestApp();
  await make('/categories', 'dresses', { name: 'Платья' });
  for (const [key, name, code] of [['red', 'Красный', '#ff0000'], ['blue', 'Синий', '#0000ff'], ['black', 'Чёрный', '#000000']]) await make('/colors', key, { name, code });
  for (const key of ['s', 'm', 'l']) await make('/sizes', key, { name: key.toUpperCase() });
  for (const [key, name] of [['hit', 'Хит'], ['new', 'Новинка'], ['sale', 'Скидка']]) await make('/tags', key, { name });
  await make('/products', 'dress', {
    name: 'Платье',
    categoryId: ids.dresses,
    colorIds: [ids.blue],
    tagIds: [ids.new, ids.hit],
    productVariants: [
      { sku: 'D-1', price: 1000, stock: 1, colorId: ids.red, sizeId: ids.m },
      { sku: 'D-2', price: 1000, stock: 1, colorId: ids.blue, sizeId: ids.s },
    ],
  });
});
afterAll(() => app.close());

describe('a product’s facet arrays', () => {
  it('hold the sorted ids of the colours and tags a new product is given and of its variants’ colours and sizes', async () => {
    expect(await arrays('dress')).toEqual({ colors: sorted('red', 'blue'), sizes: sorted('s', 'm'), tags: sorted('hit', 'new') });
  });

  it('follow an update of its tags and of its variants’ colours and sizes, and stay when only its name changes', async () => {
    expect((await update({ tagIds: [ids.sale] })).status).toBe(200);
    expect(await arrays('dress')).toEqual({ colors: sorted('red', 'blue'), sizes: sorted('s', 'm'), tags: sorted('sale') });

    const [first, second] = (await app.rest('GET', `/products/${ids.dress}`)).body.productVariants;
    await update({ productVariants: [{ id: first.id, sku: 'D-1', price: 1000, stock: 1, colorId: ids.black, sizeId: ids.l }, { id: second.id, sku: 'D-2', price: 1000, stock: 1, colorId: ids.blue, sizeId: ids.s }] });
    expect(await arrays('dress')).toEqual({ colors: sorted('blue', 'black'), sizes: sorted('s', 'l'), tags: sorted('sale') });

    await update({ name: 'Платье миди' });
    expect(await arrays('dress')).toEqual({ colors: sorted('blue', 'black'), sizes: sorted('s', 'l'), tags: sorted('sale') });
    expect(await stale()).toEqual([]);
  });

  it('keep a colour, size or tag in use, which cannot be deleted, and lose none when one no product uses is deleted', async () => {
    for (const path of [`/colors/${ids.blue}`, `/sizes/${ids.s}`, `/tags/${ids.sale}`]) expect((await app.rest('DELETE', path, { as: 'Admin' })).status, path).toBe(409);
    for (const path of [`/colors/${ids.red}`, `/sizes/${ids.m}`, `/tags/${ids.hit}`]) expect((await app.rest('DELETE', path, { as: 'Admin' })).status, path).toBe(200);
    expect(await arrays('dress')).toEqual({ colors: sorted('blue', 'black'), sizes: sorted('s', 'l'), tags: sorted('sale') });
    expect(await stale()).toEqual([]);
  });

  it('follow links written straight to the database, as an exchange would', async () => {
    await make('/sizes', 'xl', { name: 'XL' });
    await sql('INSERT INTO product_sizes (product_id, size_id) VALUES (?, ?)', [ids.dress, ids.xl]);
    await sql('UPDATE product_tags SET tag_id = ? WHERE product_id = ?', [ids.new, ids.dress]);
    await sql('DELETE FROM product_colors WHERE product_id = ? AND color_id = ?', [ids.dress, ids.blue]);
    expect(await arrays('dress')).toEqual({ colors: sorted('black'), sizes: sorted('s', 'l', 'xl'), tags: sorted('new') });
    expect(await stale()).toEqual([]);
  });
});
