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
    "mutation PlaceCheckout($input: CheckoutInput!) {\n  placeCheckout(input: $input) {\n    ...PlacedOrder\n  }\n}": typeof types.PlaceCheckoutDocument,
    "fragment PlacedOrder on Checkout {\n  id\n  accessToken\n  paymentStatus\n  payment {\n    confirmationUrl\n  }\n  itemsAmount\n  discountAmount\n  deliveryPrice\n  totalAmount\n  promoCode\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  deliveryMethod {\n    name\n  }\n  paymentMethod {\n    name\n  }\n  pickupPoint {\n    name\n    address\n    hours\n    phone\n  }\n  deliveryDays {\n    min\n    max\n  }\n  deliveryPoint {\n    address\n    type\n  }\n  deliveryCity {\n    name\n  }\n  contact {\n    email\n    address\n    city\n    zipCode\n  }\n  orderProducts {\n    id\n    productName\n    sku\n    sizeName\n    colorName\n    image\n    quantity\n    price\n    discount\n    discountedPrice\n  }\n}": typeof types.PlacedOrderFragmentDoc,
};
const documents: Documents = {
    "mutation PlaceCheckout($input: CheckoutInput!) {\n  placeCheckout(input: $input) {\n    ...PlacedOrder\n  }\n}": types.PlaceCheckoutDocument,
    "fragment PlacedOrder on Checkout {\n  id\n  accessToken\n  paymentStatus\n  payment {\n    confirmationUrl\n  }\n  itemsAmount\n  discountAmount\n  deliveryPrice\n  totalAmount\n  promoCode\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  deliveryMethod {\n    name\n  }\n  paymentMethod {\n    name\n  }\n  pickupPoint {\n    name\n    address\n    hours\n    phone\n  }\n  deliveryDays {\n    min\n    max\n  }\n  deliveryPoint {\n    address\n    type\n  }\n  deliveryCity {\n    name\n  }\n  contact {\n    email\n    address\n    city\n    zipCode\n  }\n  orderProducts {\n    id\n    productName\n    sku\n    sizeName\n    colorName\n    image\n    quantity\n    price\n    discount\n    discountedPrice\n  }\n}": types.PlacedOrderFragmentDoc,
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
export function graphql(source: "mutation PlaceCheckout($input: CheckoutInput!) {\n  placeCheckout(input: $input) {\n    ...PlacedOrder\n  }\n}"): (typeof documents)["mutation PlaceCheckout($input: CheckoutInput!) {\n  placeCheckout(input: $input) {\n    ...PlacedOrder\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlacedOrder on Checkout {\n  id\n  accessToken\n  paymentStatus\n  payment {\n    confirmationUrl\n  }\n  itemsAmount\n  discountAmount\n  deliveryPrice\n  totalAmount\n  promoCode\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  deliveryMethod {\n    name\n  }\n  paymentMethod {\n    name\n  }\n  pickupPoint {\n    name\n    address\n    hours\n    phone\n  }\n  deliveryDays {\n    min\n    max\n  }\n  deliveryPoint {\n    address\n    type\n  }\n  deliveryCity {\n    name\n  }\n  contact {\n    email\n    address\n    city\n    zipCode\n  }\n  orderProducts {\n    id\n    productName\n    sku\n    sizeName\n    colorName\n    image\n    quantity\n    price\n    discount\n    discountedPrice\n  }\n}"): (typeof documents)["fragment PlacedOrder on Checkout {\n  id\n  accessToken\n  paymentStatus\n  payment {\n    confirmationUrl\n  }\n  itemsAmount\n  discountAmount\n  deliveryPrice\n  totalAmount\n  promoCode\n  discounts {\n    promotionId\n    name\n    amount\n    freeDelivery\n  }\n  deliveryMethod {\n    name\n  }\n  paymentMethod {\n    name\n  }\n  pickupPoint {\n    name\n    address\n    hours\n    phone\n  }\n  deliveryDays {\n    min\n    max\n  }\n  deliveryPoint {\n    address\n    type\n  }\n  deliveryCity {\n    name\n  }\n  contact {\n    email\n    address\n    city\n    zipCode\n  }\n  orderProducts {\n    id\n    productName\n    sku\n    sizeName\n    colorName\n    image\n    quantity\n    price\n    discount\n    discountedPrice\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;