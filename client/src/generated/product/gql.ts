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
    "query ProductPage($url: String!) {\n  productByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    price\n    oldPrice\n    available\n    inStock\n    rating\n    reviewCount\n    images\n    categoryImage\n    parameters\n    brand {\n      id\n      name\n    }\n    category {\n      name\n      url\n    }\n    categoryPath {\n      name\n      url\n    }\n    productVariants {\n      id\n      sku\n      price\n      oldPrice\n      stock\n      images\n      barcode\n      parameters\n      size {\n        name\n        url\n      }\n      color {\n        name\n        url\n        code\n      }\n    }\n  }\n  deliveryMethods(limit: 50) {\n    rows {\n      id\n      name\n      price\n      freeFrom\n      minDays\n      maxDays\n      kind\n    }\n  }\n  shopSettings {\n    id\n    returnDays\n  }\n}": typeof types.ProductPageDocument,
};
const documents: Documents = {
    "query ProductPage($url: String!) {\n  productByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    price\n    oldPrice\n    available\n    inStock\n    rating\n    reviewCount\n    images\n    categoryImage\n    parameters\n    brand {\n      id\n      name\n    }\n    category {\n      name\n      url\n    }\n    categoryPath {\n      name\n      url\n    }\n    productVariants {\n      id\n      sku\n      price\n      oldPrice\n      stock\n      images\n      barcode\n      parameters\n      size {\n        name\n        url\n      }\n      color {\n        name\n        url\n        code\n      }\n    }\n  }\n  deliveryMethods(limit: 50) {\n    rows {\n      id\n      name\n      price\n      freeFrom\n      minDays\n      maxDays\n      kind\n    }\n  }\n  shopSettings {\n    id\n    returnDays\n  }\n}": types.ProductPageDocument,
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
export function graphql(source: "query ProductPage($url: String!) {\n  productByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    price\n    oldPrice\n    available\n    inStock\n    rating\n    reviewCount\n    images\n    categoryImage\n    parameters\n    brand {\n      id\n      name\n    }\n    category {\n      name\n      url\n    }\n    categoryPath {\n      name\n      url\n    }\n    productVariants {\n      id\n      sku\n      price\n      oldPrice\n      stock\n      images\n      barcode\n      parameters\n      size {\n        name\n        url\n      }\n      color {\n        name\n        url\n        code\n      }\n    }\n  }\n  deliveryMethods(limit: 50) {\n    rows {\n      id\n      name\n      price\n      freeFrom\n      minDays\n      maxDays\n      kind\n    }\n  }\n  shopSettings {\n    id\n    returnDays\n  }\n}"): (typeof documents)["query ProductPage($url: String!) {\n  productByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    price\n    oldPrice\n    available\n    inStock\n    rating\n    reviewCount\n    images\n    categoryImage\n    parameters\n    brand {\n      id\n      name\n    }\n    category {\n      name\n      url\n    }\n    categoryPath {\n      name\n      url\n    }\n    productVariants {\n      id\n      sku\n      price\n      oldPrice\n      stock\n      images\n      barcode\n      parameters\n      size {\n        name\n        url\n      }\n      color {\n        name\n        url\n        code\n      }\n    }\n  }\n  deliveryMethods(limit: 50) {\n    rows {\n      id\n      name\n      price\n      freeFrom\n      minDays\n      maxDays\n      kind\n    }\n  }\n  shopSettings {\n    id\n    returnDays\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;