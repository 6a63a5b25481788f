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
    "query CatalogMenu {\n  categoriesTree {\n    id\n    name\n    url\n    children {\n      id\n      name\n      url\n    }\n  }\n}": typeof types.CatalogMenuDocument,
    "query CategoryPage($url: String!) {\n  categoryByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    parent {\n      id\n      name\n      url\n    }\n    children {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery CatalogPage($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean, $sort: ProductSort, $page: Int, $limit: Int, $withCategories: Boolean!) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    sort: $sort\n    page: $page\n    limit: $limit\n  ) {\n    rows {\n      ...ProductCard\n    }\n    length\n  }\n  productFacets(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n  ) {\n    ...CatalogFacets\n  }\n  categoriesTree @include(if: $withCategories) {\n    id\n    name\n    url\n  }\n}\n\nquery CatalogCount($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    limit: 1\n  ) {\n    length\n  }\n}\n\nfragment CatalogFacets on ProductFacets {\n  brands {\n    id\n    name\n    count\n  }\n  colors {\n    id\n    name\n    code\n    count\n  }\n  sizes {\n    id\n    name\n    count\n  }\n  tags {\n    id\n    name\n    count\n  }\n  price {\n    min\n    max\n  }\n  inStock\n}": typeof types.CategoryPageDocument,
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": typeof types.ProductCardFragmentDoc,
};
const documents: Documents = {
    "query CatalogMenu {\n  categoriesTree {\n    id\n    name\n    url\n    children {\n      id\n      name\n      url\n    }\n  }\n}": types.CatalogMenuDocument,
    "query CategoryPage($url: String!) {\n  categoryByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    parent {\n      id\n      name\n      url\n    }\n    children {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery CatalogPage($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean, $sort: ProductSort, $page: Int, $limit: Int, $withCategories: Boolean!) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    sort: $sort\n    page: $page\n    limit: $limit\n  ) {\n    rows {\n      ...ProductCard\n    }\n    length\n  }\n  productFacets(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n  ) {\n    ...CatalogFacets\n  }\n  categoriesTree @include(if: $withCategories) {\n    id\n    name\n    url\n  }\n}\n\nquery CatalogCount($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    limit: 1\n  ) {\n    length\n  }\n}\n\nfragment CatalogFacets on ProductFacets {\n  brands {\n    id\n    name\n    count\n  }\n  colors {\n    id\n    name\n    code\n    count\n  }\n  sizes {\n    id\n    name\n    count\n  }\n  tags {\n    id\n    name\n    count\n  }\n  price {\n    min\n    max\n  }\n  inStock\n}": types.CategoryPageDocument,
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": types.ProductCardFragmentDoc,
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
export function graphql(source: "query CatalogMenu {\n  categoriesTree {\n    id\n    name\n    url\n    children {\n      id\n      name\n      url\n    }\n  }\n}"): (typeof documents)["query CatalogMenu {\n  categoriesTree {\n    id\n    name\n    url\n    children {\n      id\n      name\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryPage($url: String!) {\n  categoryByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    parent {\n      id\n      name\n      url\n    }\n    children {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery CatalogPage($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean, $sort: ProductSort, $page: Int, $limit: Int, $withCategories: Boolean!) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    sort: $sort\n    page: $page\n    limit: $limit\n  ) {\n    rows {\n      ...ProductCard\n    }\n    length\n  }\n  productFacets(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n  ) {\n    ...CatalogFacets\n  }\n  categoriesTree @include(if: $withCategories) {\n    id\n    name\n    url\n  }\n}\n\nquery CatalogCount($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    limit: 1\n  ) {\n    length\n  }\n}\n\nfragment CatalogFacets on ProductFacets {\n  brands {\n    id\n    name\n    count\n  }\n  colors {\n    id\n    name\n    code\n    count\n  }\n  sizes {\n    id\n    name\n    count\n  }\n  tags {\n    id\n    name\n    count\n  }\n  price {\n    min\n    max\n  }\n  inStock\n}"): (typeof documents)["query CategoryPage($url: String!) {\n  categoryByUrl(url: $url) {\n    id\n    name\n    url\n    desc\n    parent {\n      id\n      name\n      url\n    }\n    children {\n      id\n      name\n      url\n    }\n  }\n}\n\nquery CatalogPage($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean, $sort: ProductSort, $page: Int, $limit: Int, $withCategories: Boolean!) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    sort: $sort\n    page: $page\n    limit: $limit\n  ) {\n    rows {\n      ...ProductCard\n    }\n    length\n  }\n  productFacets(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n  ) {\n    ...CatalogFacets\n  }\n  categoriesTree @include(if: $withCategories) {\n    id\n    name\n    url\n  }\n}\n\nquery CatalogCount($name: String, $parent: Int, $brands: [Int!], $colors: [Int!], $sizes: [Int!], $tags: [Int!], $minPrice: Float, $maxPrice: Float, $available: Boolean, $discounted: Boolean) {\n  products(\n    name: $name\n    parent: $parent\n    brands: $brands\n    colors: $colors\n    sizes: $sizes\n    tags: $tags\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    available: $available\n    discounted: $discounted\n    limit: 1\n  ) {\n    length\n  }\n}\n\nfragment CatalogFacets on ProductFacets {\n  brands {\n    id\n    name\n    count\n  }\n  colors {\n    id\n    name\n    code\n    count\n  }\n  sizes {\n    id\n    name\n    count\n  }\n  tags {\n    id\n    name\n    count\n  }\n  price {\n    min\n    max\n  }\n  inStock\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;