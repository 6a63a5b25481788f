import { graphql, HttpResponse } from 'msw';
import { server } from '../support/server';

const rows = (typename: string, entries: Record<string, unknown>[]) => ({ __typename: `${typename}List`, rows: entries.map((entry) => ({ __typename: typename, ...entry })) });

/** The choices of the product form and filters: «Платья» with two parameters, «Обувь» with none. */
export const productChoices = {
  categories: rows('Category', [
    { id: 3, name: 'Платья', parameters: ['Материал', 'Сезон'] },
    { id: 4, name: 'Обувь', parameters: [] },
  ]),
  brands: rows('Brand', [{ id: 5, name: 'Зарина' }]),
  colors: rows('Color', [
    { id: 1, name: 'Красный' },
    { id: 2, name: 'Синий' },
  ]),
  sizes: rows('Size', [
    { id: 7, name: 'S' },
    { id: 8, name: 'M' },
  ]),
  tags: rows('Tag', [{ id: 9, name: 'Лето' }]),
};

export function serveProductChoices() {
  const { categories, brands, colors, sizes, tags } = productChoices;
  server.use(
    graphql.query('AdminProductChoices', () => HttpResponse.json({ data: { categories, brands } })),
    graphql.query('AdminVariantChoices', () => HttpResponse.json({ data: { colors, sizes, tags } })),
  );
}

/** A variant as the products list shows it: size S, red, 12 in stock unless told. */
export const variantRow = (id: number, sku: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProductVariant',
  id,
  version: 1,
  sku,
  price: 1990,
  oldPrice: null,
  stock: 12,
  size: { __typename: 'NamedRef', id: 7, name: 'S' },
  color: { __typename: 'ColorRef', id: 1, name: 'Красный' },
  ...overrides,
});

/** A row of the products list, with one variant (`P{id}-S`, id `{id}1`) unless told. */
export const productRow = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product',
  id,
  name,
  url: `product-${id}`,
  price: 1990,
  available: true,
  images: [`product-${id}.png`],
  category: { __typename: 'NamedRef', id: 3, name: 'Платья' },
  brand: { __typename: 'BrandRef', id: 5, name: 'Зарина' },
  productVariants: [variantRow(id * 10 + 1, `P${id}-S`)],
  ...overrides,
});

/** The products list answers with these rows, and records the variables of each request. */
export function serveProducts(list: ReturnType<typeof productRow>[], length = list.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminProducts', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { list: { __typename: 'ProductList', rows: list, length } } });
    }),
  );
  return requests;
}

const variant = (id: number, sku: string, sizeId: number, price: number) => ({
  __typename: 'ProductVariant',
  id,
  version: 4,
  sku,
  price,
  oldPrice: null,
  stock: 3,
  images: [],
  weight: null as number | null,
  length: null as number | null,
  width: null as number | null,
  height: null as number | null,
  size: { __typename: 'NamedRef', id: sizeId },
  color: { __typename: 'ColorRef', id: 1 },
});

/** «Платье миди» as the form loads it: two pictures, one parameter filled, two variants. */
export const productRecord = {
  __typename: 'Product',
  id: 21,
  version: 7,
  name: 'Платье миди',
  url: 'plate-midi',
  desc: 'Лёгкое платье.',
  available: true,
  images: ['plate-1.png', 'plate-2.png'],
  parameters: { Материал: 'Хлопок' },
  category: { __typename: 'NamedRef', id: 3 },
  brand: { __typename: 'BrandRef', id: 5 },
  colors: [{ __typename: 'ColorRef', id: 1 }],
  sizes: [
    { __typename: 'NamedRef', id: 7 },
    { __typename: 'NamedRef', id: 8 },
  ],
  tags: [],
  weight: null as number | null,
  length: null as number | null,
  width: null as number | null,
  height: null as number | null,
  productVariants: [variant(11, 'PM-S', 7, 1990), variant(12, 'PM-M', 8, 2190)],
};
