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
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": typeof types.ProductCardFragmentDoc,
    "fragment CategoryLink on Category {\n  id\n  name\n  url\n}\n\nquery HomePage {\n  newProducts: products(sort: new, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  popularProducts: products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  discountedProducts: products(discounted: true, sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  categoriesTree {\n    ...CategoryLink\n    children {\n      ...CategoryLink\n      children {\n        ...CategoryLink\n      }\n    }\n  }\n  brands(showOnMain: true, limit: 20, sortBy: name, orderBy: ASC) {\n    rows {\n      id\n      name\n      url\n      image\n    }\n    length\n  }\n  slides {\n    rows {\n      id\n      image\n      link\n    }\n  }\n  advertisements {\n    rows {\n      id\n      title\n      description\n    }\n  }\n  newsPosts(showOnMain: true, limit: 3, sortBy: createdAt, orderBy: DESC) {\n    rows {\n      id\n      title\n      url\n      text\n      image\n      createdAt\n    }\n  }\n  reviews(showOnMain: true, merge: true, limit: 1, sort: new) {\n    rows {\n      id\n      rating\n      text\n      user {\n        firstName\n        lastName\n      }\n      product {\n        name\n        url\n      }\n    }\n  }\n}": typeof types.CategoryLinkFragmentDoc,
};
const documents: Documents = {
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": types.ProductCardFragmentDoc,
    "fragment CategoryLink on Category {\n  id\n  name\n  url\n}\n\nquery HomePage {\n  newProducts: products(sort: new, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  popularProducts: products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  discountedProducts: products(discounted: true, sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  categoriesTree {\n    ...CategoryLink\n    children {\n      ...CategoryLink\n      children {\n        ...CategoryLink\n      }\n    }\n  }\n  brands(showOnMain: true, limit: 20, sortBy: name, orderBy: ASC) {\n    rows {\n      id\n      name\n      url\n      image\n    }\n    length\n  }\n  slides {\n    rows {\n      id\n      image\n      link\n    }\n  }\n  advertisements {\n    rows {\n      id\n      title\n      description\n    }\n  }\n  newsPosts(showOnMain: true, limit: 3, sortBy: createdAt, orderBy: DESC) {\n    rows {\n      id\n      title\n      url\n      text\n      image\n      createdAt\n    }\n  }\n  reviews(showOnMain: true, merge: true, limit: 1, sort: new) {\n    rows {\n      id\n      rating\n      text\n      user {\n        firstName\n        lastName\n      }\n      product {\n        name\n        url\n      }\n    }\n  }\n}": types.CategoryLinkFragmentDoc,
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
export function graphql(source: "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CategoryLink on Category {\n  id\n  name\n  url\n}\n\nquery HomePage {\n  newProducts: products(sort: new, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  popularProducts: products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  discountedProducts: products(discounted: true, sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  categoriesTree {\n    ...CategoryLink\n    children {\n      ...CategoryLink\n      children {\n        ...CategoryLink\n      }\n    }\n  }\n  brands(showOnMain: true, limit: 20, sortBy: name, orderBy: ASC) {\n    rows {\n      id\n      name\n      url\n      image\n    }\n    length\n  }\n  slides {\n    rows {\n      id\n      image\n      link\n    }\n  }\n  advertisements {\n    rows {\n      id\n      title\n      description\n    }\n  }\n  newsPosts(showOnMain: true, limit: 3, sortBy: createdAt, orderBy: DESC) {\n    rows {\n      id\n      title\n      url\n      text\n      image\n      createdAt\n    }\n  }\n  reviews(showOnMain: true, merge: true, limit: 1, sort: new) {\n    rows {\n      id\n      rating\n      text\n      user {\n        firstName\n        lastName\n      }\n      product {\n        name\n        url\n      }\n    }\n  }\n}"): (typeof documents)["fragment CategoryLink on Category {\n  id\n  name\n  url\n}\n\nquery HomePage {\n  newProducts: products(sort: new, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  popularProducts: products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  discountedProducts: products(discounted: true, sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n  categoriesTree {\n    ...CategoryLink\n    children {\n      ...CategoryLink\n      children {\n        ...CategoryLink\n      }\n    }\n  }\n  brands(showOnMain: true, limit: 20, sortBy: name, orderBy: ASC) {\n    rows {\n      id\n      name\n      url\n      image\n    }\n    length\n  }\n  slides {\n    rows {\n      id\n      image\n      link\n    }\n  }\n  advertisements {\n    rows {\n      id\n      title\n      description\n    }\n  }\n  newsPosts(showOnMain: true, limit: 3, sortBy: createdAt, orderBy: DESC) {\n    rows {\n      id\n      title\n      url\n      text\n      image\n      createdAt\n    }\n  }\n  reviews(showOnMain: true, merge: true, limit: 1, sort: new) {\n    rows {\n      id\n      rating\n      text\n      user {\n        firstName\n        lastName\n      }\n      product {\n        name\n        url\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;