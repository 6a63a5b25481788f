/** Answers of the shop's GraphQL operations as the server shapes them, for the catalogue, product and basket tests. */
import { graphql, HttpResponse } from 'msw';
import { server } from '../support/server';

export const BASKET_ID = '5f0c1d6e-3b7a-4c2e-9a51-2d8e7f3b9c10';

/** A product's tag as a card asks for it (by name). */
export const tag = (name: string) => ({ __typename: 'NamedRef', name });

export function productCard(
  id: number,
  name: string,
  url: string,
  extra: { price?: number | null; oldPrice?: number | null; inStock?: boolean; images?: string[]; tags?: ReturnType<typeof tag>[]; matchingVariantId?: number | null } = {},
) {
  return {
    __typename: 'Product',
    id,
    name,
    url,
    price: 2990,
    oldPrice: null,
    inStock: true,
    images: [`${url}.png`],
    matchingVariantId: null as number | null,
    brand: { __typename: 'BrandRef', id: 3, name: 'Лён и хлопок' },
    tags: [] as ReturnType<typeof tag>[],
    ...extra,
  };
}

export function catalogPage(rows: ReturnType<typeof productCard>[], length = rows.length) {
  return {
    products: { __typename: 'ProductList', rows, length },
    productFacets: {
      __typename: 'ProductFacets',
      brands: [
        { __typename: 'FacetValue', id: 3, name: 'Лён и хлопок', count: 12 },
        { __typename: 'FacetValue', id: 5, name: 'Северный ветер', count: 4 },
      ],
      colors: [
        { __typename: 'ColorFacetValue', id: 7, name: 'Красный', code: '#d32f2f', count: 6 },
        { __typename: 'ColorFacetValue', id: 8, name: 'Синий', code: '#1e3a8a', count: 3 },
      ],
      sizes: [
        { __typename: 'FacetValue', id: 11, name: 'S', count: 5 },
        { __typename: 'FacetValue', id: 12, name: 'M', count: 9 },
      ],
      tags: [{ __typename: 'FacetValue', id: 21, name: 'Хит продаж', count: 2 }],
      price: { __typename: 'FacetPrice', min: 990, max: 12990 },
      inStock: 14,
    },
    categoriesTree: [{ __typename: 'Category', id: 1, name: 'Женщинам', url: 'women' }],
  };
}

/**
 * Answers the query or mutation `name` with `answer` (given the variables) and records the
 * variables of every request, in order.
 */
export function serve(kind: 'query' | 'mutation', name: string, answer: (variables: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql[kind](name, ({ variables }) => {
      calls.push(variables);
      return answer(variables);
    }),
  );
  return calls;
}

export const data = (body: object) => HttpResponse.json({ data: body });

interface LineSpec {
  variantId: number;
  quantity: number;
  price: number;
  stock: number;
  name: string;
  url: string;
  size?: string | null;
  color?: string | null;
  oldPrice?: number | null;
  /** What the promotions take off the line (its whole quantity), ₽. */
  discount?: number;
}

/** A promotion given to a basket or an order; free delivery has no sum in a basket. */
export const discount = (promotionId: number, name: string, amount: number, freeDelivery = false) => ({ __typename: 'Discount', promotionId, name, amount, freeDelivery });

interface BasketSpec {
  /** What is left to pay for the items: their sum less the discounts. */
  totalAmount: number;
  problems?: { productVariantId: number; reason: string }[];
  discounts?: ReturnType<typeof discount>[];
  promoCode?: string | null;
  promoProblem?: string | null;
}

/**
 * A basket as the server answers it: the lines, the sum of those that can be bought, the
 * promotions given and the applied code, the problems. With no discounts the items' sum is the total.
 */
export function basket(lines: LineSpec[], { totalAmount, problems = [], discounts = [], promoCode = null, promoProblem = null }: BasketSpec) {
  const discountAmount = discounts.reduce((sum, given) => sum + given.amount, 0);
  return {
    __typename: 'Basket',
    id: BASKET_ID,
    itemsAmount: totalAmount + discountAmount,
    discountAmount,
    totalAmount,
    promoCode,
    promoProblem,
    discounts,
    orderProducts: lines.map((line) => ({
      __typename: 'BasketLine',
      id: line.variantId * 10,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount ?? 0,
      discountedPrice: Math.round((line.price - (line.discount ?? 0) / line.quantity) * 100) / 100,
      sizeName: line.size ?? null,
      colorName: line.color ?? null,
      // The chosen variant's own picture, not the product's first one.
      image: `${line.url}-${line.variantId}.png`,
      productVariant: {
        __typename: 'BasketVariant',
        id: line.variantId,
        sku: `SKU-${line.variantId}`,
        oldPrice: line.oldPrice ?? null,
        stock: line.stock,
        product: { __typename: 'BasketProduct', id: line.variantId * 100, name: line.name, url: line.url, images: [`${line.url}.png`] },
      },
    })),
    problems: problems.map((problem) => ({ __typename: 'BasketProblem', ...problem })),
  };
}

export type BasketAnswer = ReturnType<typeof basket>;

/** The header's count query for the stored basket; returns the recorded requests. */
export const serveBasketCount = (answer: BasketAnswer) => serve('query', 'BasketCount', () => data({ basket: answer }));

/** A saved delivery address of Анна Смирнова as `addresses` and `createAddress` answer it. */
export function address(id: number, street: string, extra: { city?: string; zipCode?: string; phone?: string } = {}) {
  return {
    __typename: 'Address',
    id,
    firstName: 'Анна',
    lastName: 'Смирнова',
    address: street,
    city: 'Москва',
    country: 'Россия',
    zipCode: '101000',
    phone: '+79001234567',
    ...extra,
  };
}

/** The customer's addresses query (`limit` 1 at the checkout, more on request); records the requests. */
export const serveAddresses = (rows: ReturnType<typeof address>[], length = rows.length) =>
  serve('query', 'MyAddresses', ({ limit }) => data({ addresses: { __typename: 'AddressList', rows: rows.slice(0, Number(limit)), length } }));

/**
 * The product page's answer: the product (on sale, with no category picture unless given) and what the
 * page's structured data reads beside it — the delivery methods and RETURN_DAYS.
 */
export const productPage = (product: object) => ({
  productByUrl: { available: true, categoryImage: null, ...product },
  deliveryMethods: { __typename: 'DeliveryMethodList', rows: [] },
  shopSettings: { __typename: 'ShopSettings', id: 1, returnDays: 7 },
});
