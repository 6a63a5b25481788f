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
    "query SearchSuggest($q: String!) {\n  searchSuggest(q: $q) {\n    products {\n      id\n      name\n      url\n      price\n      image\n      brand\n    }\n    categories {\n      id\n      name\n      url\n    }\n    brands {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery SearchCorrection($q: String!) {\n  searchCorrection(q: $q)\n}\n\nquery EmptySearch($q: String!) {\n  searchSuggest(q: $q) {\n    categories {\n      id\n      name\n      url\n    }\n  }\n  categoriesTree {\n    id\n    name\n    url\n  }\n  products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n}": typeof types.SearchSuggestDocument,
};
const documents: Documents = {
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": types.ProductCardFragmentDoc,
    "query SearchSuggest($q: String!) {\n  searchSuggest(q: $q) {\n    products {\n      id\n      name\n      url\n      price\n      image\n      brand\n    }\n    categories {\n      id\n      name\n      url\n    }\n    brands {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery SearchCorrection($q: String!) {\n  searchCorrection(q: $q)\n}\n\nquery EmptySearch($q: String!) {\n  searchSuggest(q: $q) {\n    categories {\n      id\n      name\n      url\n    }\n  }\n  categoriesTree {\n    id\n    name\n    url\n  }\n  products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n}": types.SearchSuggestDocument,
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
export function graphql(source: "query SearchSuggest($q: String!) {\n  searchSuggest(q: $q) {\n    products {\n      id\n      name\n      url\n      price\n      image\n      brand\n    }\n    categories {\n      id\n      name\n      url\n    }\n    brands {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery SearchCorrection($q: String!) {\n  searchCorrection(q: $q)\n}\n\nquery EmptySearch($q: String!) {\n  searchSuggest(q: $q) {\n    categories {\n      id\n      name\n      url\n    }\n  }\n  categoriesTree {\n    id\n    name\n    url\n  }\n  products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query SearchSuggest($q: String!) {\n  searchSuggest(q: $q) {\n    products {\n      id\n      name\n      url\n      price\n      image\n      brand\n    }\n    categories {\n      id\n      name\n      url\n    }\n    brands {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery SearchCorrection($q: String!) {\n  searchCorrection(q: $q)\n}\n\nquery EmptySearch($q: String!) {\n  searchSuggest(q: $q) {\n    categories {\n      id\n      name\n      url\n    }\n  }\n  categoriesTree {\n    id\n    name\n    url\n  }\n  products(sort: popular, limit: 8) {\n    rows {\n      ...ProductCard\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;