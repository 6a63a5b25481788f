import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../core/context.js';
import { Brand } from '../modules/catalogue/brand.entity.js';
import type { BrandService } from '../modules/catalogue/brand.service.js';
import { Category } from '../modules/catalogue/category.entity.js';
import type { CategoryService } from '../modules/catalogue/category.service.js';
import { Color } from '../modules/catalogue/color.entity.js';
import { Product } from '../modules/catalogue/product.entities.js';
import type { ProductService } from '../modules/catalogue/product.service.js';
import type { ColorService, SizeService, TagService } from '../modules/catalogue/simple-dictionaries.service.js';
import { Size } from '../modules/catalogue/size.entity.js';
import { Tag } from '../modules/catalogue/tag.entity.js';
import type { DiscussionService } from '../modules/feedback/discussion.service.js';
import type { UserService } from '../modules/identity/user.service.js';
import type { ImageService } from '../modules/media/image.service.js';
import type { DemoOrders } from '../modules/shop/demo-orders.service.js';
import { demoBrands, demoCategories, demoColors, demoSizes, demoTags } from './demo-data.js';
import { seedFeedback } from './demo-feedback.js';
import { seedOrders } from './demo-orders.js';
import { seedShop } from './demo-shop.js';
import { drawProduct } from './demo-pictures.js';
import { assortment, collections, descriptions, parameterValues, seededRandom } from './demo-products.js';

/** The services the demo shop is written through: the seed is the modules' client like any other. */
export interface DemoServices {
  categories: CategoryService;
  brands: BrandService;
  colors: ColorService;
  sizes: SizeService;
  tags: TagService;
  products: ProductService;
  images: ImageService;
  users: UserService;
  reviews: DiscussionService;
  questions: DiscussionService;
  demoOrders: DemoOrders;
}

const PRODUCTS_PER_SUBCATEGORY = 12;

/**
 * SEED=demo: the shop's requisites and pickup points while they are empty; an empty catalogue gets realistic Russian dictionaries, then about 200 products
 * with variants and pictures drawn on the spot, reviews and questions, and a month of orders. Anything
 * already there is left alone.
 */
export async function seedDemo(em: EntityManager, log: Logger, services: DemoServices): Promise<void> {
  await seedShop(em);
  const ctx: Context = { em, actor: null, ip: '127.0.0.1', requestId: 'seed', log, throttle: async () => {}, release: async () => {} };
  if ((await em.count(Category)) + (await em.count(Brand)) + (await em.count(Color)) === 0) {
    await em.transactional((tx) => seedDictionaries({ ...ctx, em: tx }, services));
    log.info('демо-справочники созданы');
  }
  if ((await em.count(Product)) === 0 && (await em.count(Category, { url: 'women-dresses' })) > 0) {
    const count = await seedProducts(ctx, services);
    log.info({ count }, 'демо-товары созданы');
    log.info({ count: await seedFeedback(em.fork(), services) }, 'демо-отзывы и вопросы созданы');
    log.info({ count: await seedOrders(em.fork(), services.demoOrders) }, 'демо-заказы созданы');
  }
}

/** The dictionaries through their services, one by one: their ids follow these lists, in which the products' random draws read them. */
async function seedDictionaries(ctx: Context, services: DemoServices): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const { children, ...root } of demoCategories) {
    const parent = await services.categories.create(ctx, { ...root, parentId: null });
    categoryIds.set(root.url, parent.id);
    for (const child of children) categoryIds.set(child.url, (await services.categories.create(ctx, { ...child, parameters: child.parameters ?? root.parameters, parentId: parent.id })).id);
  }
  for (const { category, ...brand } of demoBrands) await services.brands.create(ctx, { ...brand, categoryId: categoryIds.get(category) ?? null });
  for (const color of demoColors) await services.colors.create(ctx, color);
  for (const size of demoSizes) await services.sizes.create(ctx, size);
  for (const tag of demoTags) await services.tags.create(ctx, tag);
}

async function seedProducts(ctx: Context, services: DemoServices): Promise<number> {
  const random = seededRandom(20261123);
  const byId = { orderBy: { id: 'ASC' } } as const;
  const [found, brands, colors, sizes, tags] = await Promise.all([
    ctx.em.find(Category, { url: { $in: Object.keys(assortment) } }),
    ctx.em.find(Brand, {}, { ...byId, populate: ['category'] }),
    ctx.em.find(Color, {}, byId),
    ctx.em.find(Size, {}, byId),
    ctx.em.find(Tag, {}, byId),
  ]);
  const categories = Object.keys(assortment).flatMap((url) => found.filter((category) => category.url === url));
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
  await services.products.backdateDemoProducts(ctx.em);
  return count;
}
