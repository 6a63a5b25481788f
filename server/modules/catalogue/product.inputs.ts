import { z } from 'zod';
import { decimal, flag, id, idList, integer, name, roubles, slug, text, version } from '../../core/validation.js';

/** A price: roubles above zero. */
export const money = roubles(z.number().positive());

const fileName = text().trim().min(1).max(300);

/** A parcel's weight (grams) and sides (centimetres), each optional (CONTRACT §20): a blank one is the product's, then the shop's (DEFAULT_PARCEL). */
export const parcelFields = (whose: string) => ({
  weight: integer(1, 1_000_000).nullable().optional().describe(`Вес ${whose} в упаковке, г; пусто — ${whose === 'варианта' ? 'вес товара' : 'по умолчанию магазина'}`),
  length: integer(1, 1_000).nullable().optional().describe('Длина упаковки, см'),
  width: integer(1, 1_000).nullable().optional().describe('Ширина упаковки, см'),
  height: integer(1, 1_000).nullable().optional().describe('Высота упаковки, см'),
});
const ids = z.array(id).max(200);

export const variantBody = z.object({
  id: id.optional().describe('Вариант, который меняется (при изменении товара)'),
  version,
  sku: text().trim().min(1).max(100).describe('Артикул, уникален'),
  sizeId: id.nullable().optional(),
  colorId: id.nullable().optional(),
  price: money.describe('Цена, ₽'),
  oldPrice: money.nullable().optional().describe('Старая цена, ₽ (для скидки)'),
  stock: z.number().int().min(0).max(1_000_000).describe('Остаток, шт.'),
  images: z.array(fileName).max(20).optional().describe('Имена файлов изображений варианта'),
  ...parcelFields('варианта'),
});

export const productBody = z
  .object({
    name,
    url: slug.optional(),
    desc: text().trim().max(20_000).optional().describe('Описание'),
    brandId: id.nullable().optional(),
    categoryId: id.describe('Категория'),
    colorIds: ids.optional(),
    tagIds: ids.optional(),
    sizeIds: ids.optional(),
    images: z.array(fileName).max(30).optional().describe('Имена файлов изображений, по порядку'),
    parameters: z.record(text().trim().min(1).max(100), text().trim().max(500)).optional().describe('Значения параметров категории: {"Материал": "Хлопок"}'),
    available: z.boolean().optional().describe('В продаже'),
    ...parcelFields('товара'),
    productVariants: z.array(variantBody).min(1, 'Нужен хотя бы один вариант').max(200).describe('Все варианты товара; при изменении — весь новый список'),
    version,
  })
  .describe('Товар');

/** `relevance`, the default: the best match first when `name` searches, the most popular otherwise. */
export const productSorts = ['relevance', 'popular', 'new', 'price_asc', 'price_desc', 'rating'] as const;

export const productQuery = z.object({
  name: text().trim().max(200).optional().describe('Поиск по названию, описанию, бренду, категории, цветам и тегам: морфология и опечатки'),
  desc: text().trim().max(200).optional().describe('Часть описания'),
  q: text().trim().max(200).optional().describe('Часть названия или артикула (для сотрудников)'),
  userHistory: idList.optional().describe('Только эти товары (просмотренные)'),
  minPrice: decimal(0, 1e10).optional(),
  maxPrice: decimal(0, 1e10).optional(),
  available: flag.optional().describe('true — только в наличии'),
  discounted: flag.optional().describe('true — только со скидкой (есть старая цена)'),
  colors: idList.optional(),
  categories: idList.optional().describe('Категории вместе с их подкатегориями'),
  brands: idList.optional(),
  tags: idList.optional(),
  sizes: idList.optional(),
  parent: id.optional().describe('Родительская категория: товары всех её подкатегорий'),
  sort: z.enum(productSorts).meta({ id: 'ProductSort', description: 'Сортировка; по умолчанию relevance: при поиске — по соответствию, иначе как popular' }).default('relevance'),
  page: integer(1, 100_000).default(1),
  limit: integer(1, 100).default(24),
});

/** The list's filters without its order and page: what the facets are counted for. */
export const facetQuery = productQuery.omit({ sort: true, page: true, limit: true });

/** What the header's search has typed so far. */
export const suggestQuery = z.object({ q: text().max(100).describe('Набранный текст; меньше 2 знаков — пустые подсказки') });

export const priceRangeQuery = productQuery.pick({ name: true, parent: true, categories: true });

export type ProductQuery = z.output<typeof productQuery>;
