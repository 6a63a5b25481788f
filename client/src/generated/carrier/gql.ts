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
    "query DeliveryCities($q: String!) {\n  deliveryCities(q: $q) {\n    code\n    name\n  }\n}\n\nfragment CarrierOffer on DeliveryOffer {\n  deliveryMethodId\n  price\n  carrierPrice\n  freeFrom\n  daysMin\n  daysMax\n  tariff\n}\n\nquery DeliveryQuote($basketId: String!, $cityCode: Int!, $deliveryPointCode: String) {\n  deliveryQuote(\n    basketId: $basketId\n    cityCode: $cityCode\n    deliveryPointCode: $deliveryPointCode\n  ) {\n    ...CarrierOffer\n  }\n}\n\nfragment CarrierPoint on DeliveryPoint {\n  code\n  name\n  address\n  hours\n  type\n  lat\n  lon\n}\n\nquery DeliveryPoints($cityCode: Int!, $q: String) {\n  deliveryPoints(cityCode: $cityCode, q: $q) {\n    ...CarrierPoint\n  }\n}\n\nquery DeliveryMap {\n  deliveryMap {\n    apiKey\n  }\n}": typeof types.DeliveryCitiesDocument,
};
const documents: Documents = {
    "query DeliveryCities($q: String!) {\n  deliveryCities(q: $q) {\n    code\n    name\n  }\n}\n\nfragment CarrierOffer on DeliveryOffer {\n  deliveryMethodId\n  price\n  carrierPrice\n  freeFrom\n  daysMin\n  daysMax\n  tariff\n}\n\nquery DeliveryQuote($basketId: String!, $cityCode: Int!, $deliveryPointCode: String) {\n  deliveryQuote(\n    basketId: $basketId\n    cityCode: $cityCode\n    deliveryPointCode: $deliveryPointCode\n  ) {\n    ...CarrierOffer\n  }\n}\n\nfragment CarrierPoint on DeliveryPoint {\n  code\n  name\n  address\n  hours\n  type\n  lat\n  lon\n}\n\nquery DeliveryPoints($cityCode: Int!, $q: String) {\n  deliveryPoints(cityCode: $cityCode, q: $q) {\n    ...CarrierPoint\n  }\n}\n\nquery DeliveryMap {\n  deliveryMap {\n    apiKey\n  }\n}": types.DeliveryCitiesDocument,
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
export function graphql(source: "query DeliveryCities($q: String!) {\n  deliveryCities(q: $q) {\n    code\n    name\n  }\n}\n\nfragment CarrierOffer on DeliveryOffer {\n  deliveryMethodId\n  price\n  carrierPrice\n  freeFrom\n  daysMin\n  daysMax\n  tariff\n}\n\nquery DeliveryQuote($basketId: String!, $cityCode: Int!, $deliveryPointCode: String) {\n  deliveryQuote(\n    basketId: $basketId\n    cityCode: $cityCode\n    deliveryPointCode: $deliveryPointCode\n  ) {\n    ...CarrierOffer\n  }\n}\n\nfragment CarrierPoint on DeliveryPoint {\n  code\n  name\n  address\n  hours\n  type\n  lat\n  lon\n}\n\nquery DeliveryPoints($cityCode: Int!, $q: String) {\n  deliveryPoints(cityCode: $cityCode, q: $q) {\n    ...CarrierPoint\n  }\n}\n\nquery DeliveryMap {\n  deliveryMap {\n    apiKey\n  }\n}"): (typeof documents)["query DeliveryCities($q: String!) {\n  deliveryCities(q: $q) {\n    code\n    name\n  }\n}\n\nfragment CarrierOffer on DeliveryOffer {\n  deliveryMethodId\n  price\n  carrierPrice\n  freeFrom\n  daysMin\n  daysMax\n  tariff\n}\n\nquery DeliveryQuote($basketId: String!, $cityCode: Int!, $deliveryPointCode: String) {\n  deliveryQuote(\n    basketId: $basketId\n    cityCode: $cityCode\n    deliveryPointCode: $deliveryPointCode\n  ) {\n    ...CarrierOffer\n  }\n}\n\nfragment CarrierPoint on DeliveryPoint {\n  code\n  name\n  address\n  hours\n  type\n  lat\n  lon\n}\n\nquery DeliveryPoints($cityCode: Int!, $q: String) {\n  deliveryPoints(cityCode: $cityCode, q: $q) {\n    ...CarrierPoint\n  }\n}\n\nquery DeliveryMap {\n  deliveryMap {\n    apiKey\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;