import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../core/context.js';
import { Brand } from '../modules/catalogue/brand.entity.js';
import { Category } from '../modules/catalogue/category.entity.js';
import { Color } from '../modules/catalogue/color.entity.js';
import { Product } from '../modules/catalogue/product.entities.js';
import type { ProductService } from '../modules/catalogue/product.service.js';
import { Size } from '../modules/catalogue/size.entity.js';
import { Tag } from '../modules/catalogue/tag.entity.js';
import type { ImageService } from '../modules/media/image.service.js';
import { demoBrands, demoCategories, demoColors, demoSizes, demoTags } from './demo-data.js';
import { seedFeedback } from './demo-feedback.js';
import { seedOrders } from './demo-orders.js';
import { seedShop } from './demo-shop.js';
import { drawProduct } from './demo-pictures.js';
import { assortment, collections, descriptions, parameterValues, seededRandom } from './demo-products.js';

const PRODUCTS_PER_SUBCATEGORY = 12;

/**
 * SEED=demo: the shop's requisites and pickup points while they are empty; an empty catalogue gets realistic Russian dictionaries, then about 200 products
 * with variants and pictures drawn on the spot, reviews and questions, and a month of orders. Anything
 * already there is left alone.
 */
export async function seedDemo(em: EntityManager, log: Logger, services: { products: ProductService; images: ImageService }): Promise<void> {
  await seedShop(em);
  if ((await em.count(Category)) + (await em.count(Brand)) + (await em.count(Color)) === 0) {
    await seedDictionaries(em);
    log.info('демо-справочники созданы');
  }
  if ((await em.count(Product)) === 0 && (await em.count(Category, { url: 'women-dresses' })) > 0) {
    const count = await seedProducts({ em, actor: null, ip: '127.0.0.1', requestId: 'seed', log, throttle: async () => {}, release: async () => {} }, services);
    log.info({ count }, 'демо-товары созданы');
    log.info({ count: await seedFeedback(em.fork()) }, 'демо-отзывы и вопросы созданы');
    log.info({ count: await seedOrders(em.fork()) }, 'демо-заказы созданы');
  }
}

async function seedDictionaries(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const categoriesByUrl = new Map<string, Category>();
    for (const { children, ...root } of demoCategories) {
      const parent = tx.create(Category, { ...root, parent: null });
      categoriesByUrl.set(root.url, parent);
      for (const child of children) categoriesByUrl.set(child.url, tx.create(Category, { ...child, parameters: child.parameters ?? root.parameters, parent }));
    }
    for (const { category, ...brand } of demoBrands) tx.create(Brand, { ...brand, category: categoriesByUrl.get(category) ?? null });
    for (const color of demoColors) tx.create(Color, color);
    for (const size of demoSizes) tx.create(Size, size);
    for (const tag of demoTags) tx.create(Tag, tag);
  });
}

async function seedProducts(ctx: Context, services: { products: ProductService; images: ImageService }): Promise<number> {
  const random = seededRandom(20261123);
  const [categories, brands, colors, sizes, tags] = await Promise.all([
    ctx.em.find(Category, { url: { $in: Object.keys(assortment) } }),
    ctx.em.find(Brand, {}, { populate: ['category'] }),
    ctx.em.find(Color, {}),
    ctx.em.find(Size, {}),
    ctx.em.find(Tag, {}),
  ]);
  const sizesOf = {
    letters: sizes.filter((s) => /^(XS|S|M|L|XL|XXL)$/.test(s.name)),
    shoes: sizes.filter((s) => s.url.startsWith('shoe-')),
    heights: sizes.filter((s) => s.url.startsWith('height-')),
    none: [],
  };
  const pictures = new Map<string, string>();
  const picture = async (shape: Parameters<typeof drawProduct>[0], color: Color) => {
    const key = `${shape}-${color.code}`;
    if (!pictures.has(key)) {
      const [name] = await services.images.upload(ctx, [{ originalName: `${shape}-${color.url}.png`, bytes: await drawProduct(shape, color.code) }]);
      pictures.set(key, name);
    }
    return pictures.get(key)!;
  };

  // Products are made four at a time, each in its own unit of work.
  const pending: Promise<unknown>[] = [];
  const make = async (input: object) => {
    pending.push(services.products.create({ ...ctx, em: ctx.em.fork() }, input));
    if (pending.length >= 4) await Promise.all(pending.splice(0));
  };
  const palette = colors.filter((c) => ['black', 'white', 'grey', 'beige', 'red', 'navy', 'green', 'brown', 'pink', 'light-blue', 'khaki', 'burgundy'].includes(c.url));

  let count = 0;
  for (const category of categories) {
    const kind = assortment[category.url];
    const ownBrands = brands.filter((b) => b.category && (b.category.id === category.id || b.category.id === category.parent?.id));
    for (let n = 0; n < PRODUCTS_PER_SUBCATEGORY; n++) {
      const type = kind.types[n % kind.types.length];
      const name = `${type} «${collections[(n + count) % collections.length]}»`;
      const productColors = random.some(palette, random.int(1, 2));
      const productSizes = kind.sizes === 'none' ? [null] : random.some(sizesOf[kind.sizes], random.int(2, 4)).sort((a, b) => a.id - b.id);
      const price = Math.round(random.int(kind.price[0], kind.price[1]) / 100) * 100 - 10;
      const discounted = random.next() < 0.3;
      const prefix = `${category.url.split('-').pop()!.slice(0, 3).toUpperCase()}${String(count + 1).padStart(3, '0')}`;
      const images = await Promise.all(productColors.map((color) => picture(kind.shape, color)));
      await make({
        name,
        url: `${category.url}-${count + 1}`,
        desc: `${type} из коллекции «${collections[(n + count) % collections.length]}». ${random.pick(descriptions)} ${random.pick(descriptions)}`,
        categoryId: category.id,
        brandId: (random.pick(ownBrands.length ? ownBrands : brands) ?? null)?.id ?? null,
        // «Скидка» marks exactly the products sold below their old price (CONTRACT §19).
        tagIds: [...random.some(tags, random.int(0, 2)).filter((t) => t.url !== 'sale'), ...tags.filter((t) => discounted && t.url === 'sale')].map((t) => t.id),
        images,
        parameters: Object.fromEntries(category.parameters.map((p) => [p, random.pick(parameterValues[p] ?? ['—'])])),
        productVariants: productColors.flatMap((color, c) =>
          productSizes.map((size) => ({
            sku: `${prefix}-${color.url.toUpperCase()}${size ? `-${size.url.toUpperCase()}` : ''}`,
            colorId: color.id,
            sizeId: size?.id ?? null,
            price,
            oldPrice: discounted ? Math.round((price * 1.3) / 100) * 100 - 10 : null,
            stock: random.next() < 0.15 ? 0 : random.int(1, 25),
            images: [images[c]],
          })),
        ),
      });
      count++;
    }
  }
  await Promise.all(pending);
  await ctx.em.execute(`UPDATE product SET popularity = (id * 7919) % 500, created_at = now() - ((id * 37) % 90) * interval '1 day'`);
  return count;
}
