/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment BasketContents on Basket {\n  id\n  itemsAmount\n  discountAmount\n  totalAmount\n  promoCode\n  promoProblem\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  orderProducts {\n    id\n    quantity\n    price\n    discount\n    discountedPrice\n    sizeName\n    colorName\n    image\n    productVariant {\n      id\n      sku\n      oldPrice\n      stock\n      product {\n        id\n        name\n        url\n        images\n      }\n    }\n  }\n  problems {\n    productVariantId\n    reason\n  }\n}": typeof types.BasketContentsFragmentDoc,
    "mutation SetBasketLine($basketId: String!, $input: BasketLineInput!) {\n  setBasketLine(basketId: $basketId, input: $input) {\n    ...BasketContents\n  }\n}\n\nmutation RemoveFromBasket($basketId: String!, $productVariantId: Int!) {\n  removeFromBasket(basketId: $basketId, productVariantId: $productVariantId) {\n    ...BasketContents\n  }\n}\n\nmutation ClearBasket($basketId: String!) {\n  clearBasket(basketId: $basketId) {\n    ...BasketContents\n  }\n}": typeof types.SetBasketLineDocument,
};
const documents: Documents = {
    "fragment BasketContents on Basket {\n  id\n  itemsAmount\n  discountAmount\n  totalAmount\n  promoCode\n  promoProblem\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  orderProducts {\n    id\n    quantity\n    price\n    discount\n    discountedPrice\n    sizeName\n    colorName\n    image\n    productVariant {\n      id\n      sku\n      oldPrice\n      stock\n      product {\n        id\n        name\n        url\n        images\n      }\n    }\n  }\n  problems {\n    productVariantId\n    reason\n  }\n}": types.BasketContentsFragmentDoc,
    "mutation SetBasketLine($basketId: String!, $input: BasketLineInput!) {\n  setBasketLine(basketId: $basketId, input: $input) {\n    ...BasketContents\n  }\n}\n\nmutation RemoveFromBasket($basketId: String!, $productVariantId: Int!) {\n  removeFromBasket(basketId: $basketId, productVariantId: $productVariantId) {\n    ...BasketContents\n  }\n}\n\nmutation ClearBasket($basketId: String!) {\n  clearBasket(basketId: $basketId) {\n    ...BasketContents\n  }\n}": types.SetBasketLineDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BasketContents on Basket {\n  id\n  itemsAmount\n  discountAmount\n  totalAmount\n  promoCode\n  promoProblem\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  orderProducts {\n    id\n    quantity\n    price\n    discount\n    discountedPrice\n    sizeName\n    colorName\n    image\n    productVariant {\n      id\n      sku\n      oldPrice\n      stock\n      product {\n        id\n        name\n        url\n        images\n      }\n    }\n  }\n  problems {\n    productVariantId\n    reason\n  }\n}"): (typeof documents)["fragment BasketContents on Basket {\n  id\n  itemsAmount\n  discountAmount\n  totalAmount\n  promoCode\n  promoProblem\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  orderProducts {\n    id\n    quantity\n    price\n    discount\n    discountedPrice\n    sizeName\n    colorName\n    image\n    productVariant {\n      id\n      sku\n      oldPrice\n      stock\n      product {\n        id\n        name\n        url\n        images\n      }\n    }\n  }\n  problems {\n    productVariantId\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetBasketLine($basketId: String!, $input: BasketLineInput!) {\n  setBasketLine(basketId: $basketId, input: $input) {\n    ...BasketContents\n  }\n}\n\nmutation RemoveFromBasket($basketId: String!, $productVariantId: Int!) {\n  removeFromBasket(basketId: $basketId, productVariantId: $productVariantId) {\n    ...BasketContents\n  }\n}\n\nmutation ClearBasket($basketId: String!) {\n  clearBasket(basketId: $basketId) {\n    ...BasketContents\n  }\n}"): (typeof documents)["mutation SetBasketLine($basketId: String!, $input: BasketLineInput!) {\n  setBasketLine(basketId: $basketId, input: $input) {\n    ...BasketContents\n  }\n}\n\nmutation RemoveFromBasket($basketId: String!, $productVariantId: Int!) {\n  removeFromBasket(basketId: $basketId, productVariantId: $productVariantId) {\n    ...BasketContents\n  }\n}\n\nmutation ClearBasket($basketId: String!) {\n  clearBasket(basketId: $basketId) {\n    ...BasketContents\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;