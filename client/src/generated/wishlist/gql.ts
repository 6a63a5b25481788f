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
    "fragment WishlistContents on Wishlist {\n  id\n  products {\n    ...ProductCard\n  }\n}\n\nquery WishlistPage($id: String!) {\n  wishlist(id: $id) {\n    ...WishlistContents\n  }\n}\n\nquery MyWishlist {\n  wishlists(limit: 1, sortBy: updatedAt, orderBy: DESC) {\n    rows {\n      ...WishlistContents\n    }\n  }\n}\n\nmutation CreateWishlist($productIds: [Int!]) {\n  createWishlist(productIds: $productIds) {\n    ...WishlistContents\n  }\n}\n\nmutation UpdateWishlist($id: String!, $productIds: [Int!]!) {\n  updateWishlist(id: $id, productIds: $productIds) {\n    ...WishlistContents\n  }\n}": typeof types.WishlistContentsFragmentDoc,
};
const documents: Documents = {
    "fragment ProductCard on Product {\n  id\n  name\n  url\n  price\n  oldPrice\n  inStock\n  images\n  matchingVariantId\n  brand {\n    id\n    name\n  }\n  tags {\n    name\n  }\n}": types.ProductCardFragmentDoc,
    "fragment WishlistContents on Wishlist {\n  id\n  products {\n    ...ProductCard\n  }\n}\n\nquery WishlistPage($id: String!) {\n  wishlist(id: $id) {\n    ...WishlistContents\n  }\n}\n\nquery MyWishlist {\n  wishlists(limit: 1, sortBy: updatedAt, orderBy: DESC) {\n    rows {\n      ...WishlistContents\n    }\n  }\n}\n\nmutation CreateWishlist($productIds: [Int!]) {\n  createWishlist(productIds: $productIds) {\n    ...WishlistContents\n  }\n}\n\nmutation UpdateWishlist($id: String!, $productIds: [Int!]!) {\n  updateWishlist(id: $id, productIds: $productIds) {\n    ...WishlistContents\n  }\n}": types.WishlistContentsFragmentDoc,
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
export function graphql(source: "fragment WishlistContents on Wishlist {\n  id\n  products {\n    ...ProductCard\n  }\n}\n\nquery WishlistPage($id: String!) {\n  wishlist(id: $id) {\n    ...WishlistContents\n  }\n}\n\nquery MyWishlist {\n  wishlists(limit: 1, sortBy: updatedAt, orderBy: DESC) {\n    rows {\n      ...WishlistContents\n    }\n  }\n}\n\nmutation CreateWishlist($productIds: [Int!]) {\n  createWishlist(productIds: $productIds) {\n    ...WishlistContents\n  }\n}\n\nmutation UpdateWishlist($id: String!, $productIds: [Int!]!) {\n  updateWishlist(id: $id, productIds: $productIds) {\n    ...WishlistContents\n  }\n}"): (typeof documents)["fragment WishlistContents on Wishlist {\n  id\n  products {\n    ...ProductCard\n  }\n}\n\nquery WishlistPage($id: String!) {\n  wishlist(id: $id) {\n    ...WishlistContents\n  }\n}\n\nquery MyWishlist {\n  wishlists(limit: 1, sortBy: updatedAt, orderBy: DESC) {\n    rows {\n      ...WishlistContents\n    }\n  }\n}\n\nmutation CreateWishlist($productIds: [Int!]) {\n  createWishlist(productIds: $productIds) {\n    ...WishlistContents\n  }\n}\n\nmutation UpdateWishlist($id: String!, $productIds: [Int!]!) {\n  updateWishlist(id: $id, productIds: $productIds) {\n    ...WishlistContents\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;