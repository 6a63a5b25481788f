import { z } from 'zod';
import { int, money, stamped, timestamp } from '../../core/outputs.js';

const dictionaryFields = { ...stamped, name: z.string(), url: z.string() };

export const sizeOutput = z.object(dictionaryFields).meta({ id: 'Size' });
export const tagOutput = z.object(dictionaryFields).meta({ id: 'Tag' });
export const colorOutput = z.object({ ...dictionaryFields, code: z.string().describe('#ff0000') }).meta({ id: 'Color' });

interface CategoryAnswer {
  id: number;
  createdAt: string;
  updatedAt: string;
  name: string;
  url: string;
  desc: string | null;
  image: string | null;
  parameters: string[];
  parent: number | CategoryAnswer | null;
  children?: CategoryAnswer[];
}

export const categoryOutput: z.ZodType<CategoryAnswer> = z
  .object({
    ...dictionaryFields,
    desc: z.string().nullable(),
    image: z.string().nullable().describe('Имя файла изображения'),
    parameters: z.array(z.string()),
    get parent() {
      return z.union([int, categoryOutput]).nullable().describe('Родительская категория: запись или, глубже, её номер');
    },
    get children() {
      return z.array(categoryOutput).optional().describe('Подкатегории (при children=true)');
    },
  })
  .meta({ id: 'Category' });

export const brandOutput = z
  .object({
    ...dictionaryFields,
    image: z.string().nullable().describe('Имя файла логотипа'),
    showOnMain: z.boolean(),
    category: categoryOutput.nullable(),
  })
  .meta({ id: 'Brand' });

export const categoryTreeNode = z
  .object({
    id: int,
    name: z.string(),
    url: z.string(),
    desc: z.string().nullable(),
    image: z.string().nullable(),
    parameters: z.array(z.string()),
    get children(): z.ZodArray<typeof categoryTreeNode> {
      return z.array(categoryTreeNode);
    },
  })
  .meta({ id: 'CategoryTreeNode' });

const namedRef = z.object({ id: int, name: z.string(), url: z.string() }).meta({ id: 'NamedRef' });
const colorRef = z.object({ id: int, name: z.string(), url: z.string(), code: z.string() }).meta({ id: 'ColorRef' });

export const variantOutput = z
  .object({
    id: int,
    version: int.optional().describe('Версия варианта (только сотрудникам): растёт с каждым изменением, остаток тоже'),
    sku: z.string(),
    price: money,
    oldPrice: money.nullable(),
    stock: int,
    images: z.array(z.string()),
    barcode: z.string().nullable().describe('Штрихкод (из 1С)'),
    weight: int.nullable().optional().describe('Вес в упаковке, г (только сотрудникам; пусто — как у товара)'),
    length: int.nullable().optional().describe('Длина упаковки, см (только сотрудникам)'),
    width: int.nullable().optional().describe('Ширина упаковки, см (только сотрудникам)'),
    height: int.nullable().optional().describe('Высота упаковки, см (только сотрудникам)'),
    parameters: z.record(z.string(), z.string()).describe('Характеристики варианта кроме размера и цвета: «Вариант», «Рост»…'),
    size: namedRef.nullable(),
    color: colorRef.nullable(),
  })
  .meta({ id: 'ProductVariant' });

export const productOutput = z
  .object({
    id: int,
    version: int.describe('Версия товара: растёт с каждым изменением'),
    name: z.string(),
    url: z.string(),
    desc: z.string(),
    price: money.nullable().describe('Цена самого дешёвого варианта, ₽'),
    oldPrice: money.nullable(),
    available: z.boolean().describe('В продаже'),
    inStock: z.boolean().describe('Есть в наличии'),
    rating: z.number().describe('Средняя оценка в отзывах'),
    reviewCount: int,
    images: z.array(z.string()),
    categoryImage: z.string().nullable().describe('Изображение категории товара (или ближайшей вышестоящей с изображением): для товара без своих'),
    parameters: z.record(z.string(), z.string()),
    weight: int.nullable().describe('Вес в упаковке, г, для вариантов без своего; пусто — по умолчанию магазина'),
    length: int.nullable().describe('Длина упаковки, см'),
    width: int.nullable().describe('Ширина упаковки, см'),
    height: int.nullable().describe('Высота упаковки, см'),
    createdAt: timestamp,
    updatedAt: timestamp,
    brand: z.object({ id: int, name: z.string(), url: z.string(), image: z.string().nullable() }).nullable(),
    category: namedRef,
    categoryPath: z.array(namedRef).describe('Путь в каталоге: от корня до категории товара'),
    colors: z.array(colorRef),
    sizes: z.array(namedRef),
    tags: z.array(namedRef),
    productVariants: z.array(variantOutput),
    matchingVariantId: int.nullable().describe('В списке с фильтром по цвету или размеру — подходящий вариант, на котором открывается карточка (?variant=); иначе пусто'),
  })
  .meta({ id: 'Product' });

const facetValue = { id: int, name: z.string(), count: int };

export const facetsOutput = z.object({
  brands: z.array(z.object(facetValue)),
  colors: z.array(z.object({ ...facetValue, code: z.string() })),
  sizes: z.array(z.object(facetValue)),
  tags: z.array(z.object(facetValue)),
  price: z.object({ min: money, max: money }),
  inStock: int.describe('Сколько товаров в наличии'),
});

export const priceRangeOutput = z.object({ minPrice: money, maxPrice: money });

export const suggestionsOutput = z.object({
  products: z.array(z.object({ id: int, name: z.string(), url: z.string(), price: money.nullable(), image: z.string().nullable(), brand: z.string().nullable().describe('Бренд: отличает товары с одинаковым названием') })),
  categories: z.array(namedRef),
  brands: z.array(namedRef),
});

export const correctionOutput = z.object({ correction: z.string().nullable().describe('Исправленный текст поиска или null') });

export const bulkOutput = z.object({
  done: z.array(int).describe('Изменённые товары'),
  failed: z.array(z.object({ id: int, message: z.string() })).describe('Не изменённые товары с причиной'),
});

const fieldChanges = z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('Поле: [было, станет]');

const productChange = z.object({
  row: int.describe('Первая строка товара в файле'),
  url: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  fields: fieldChanges,
  variants: z.array(z.object({ sku: z.string(), action: z.enum(['create', 'update', 'delete']), fields: fieldChanges })),
});

export const importOutput = z.object({
  created: int,
  updated: int,
  unchanged: int,
  changes: z.array(productChange),
  variants: int.optional().describe('Созданные или изменённые варианты (не при dryRun)'),
  dryRun: z.literal(true).optional().describe('Только проверка: ничего не записано'),
});
