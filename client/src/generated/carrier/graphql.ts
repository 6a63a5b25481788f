/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** pickup — пункт выдачи, locker — постамат */
export type DeliveryPointType =
  | 'locker'
  | 'pickup';

export type DeliveryCitiesQueryVariables = Exact<{
  q: string;
}>;


export type DeliveryCitiesQuery = { deliveryCities: Array<{ code: number, name: string }> };

export type CarrierOfferFragment = { deliveryMethodId: number, price: number, carrierPrice: number, freeFrom: number | null, daysMin: number, daysMax: number, tariff: number };

export type DeliveryQuoteQueryVariables = Exact<{
  basketId: string;
  cityCode: number;
  deliveryPointCode?: string | null | undefined;
}>;


export type DeliveryQuoteQuery = { deliveryQuote: Array<{ deliveryMethodId: number, price: number, carrierPrice: number, freeFrom: number | null, daysMin: number, daysMax: number, tariff: number }> };

export type CarrierPointFragment = { code: string, name: string, address: string, hours: string, type: DeliveryPointType, lat: number, lon: number };

export type DeliveryPointsQueryVariables = Exact<{
  cityCode: number;
  q?: string | null | undefined;
}>;


export type DeliveryPointsQuery = { deliveryPoints: Array<{ code: string, name: string, address: string, hours: string, type: DeliveryPointType, lat: number, lon: number }> };

export type DeliveryMapQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryMapQuery = { deliveryMap: { apiKey: string | null } };

export const CarrierOfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarrierOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMethodId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"carrierPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"daysMin"}},{"kind":"Field","name":{"kind":"Name","value":"daysMax"}},{"kind":"Field","name":{"kind":"Name","value":"tariff"}}]}}]} as unknown as DocumentNode<CarrierOfferFragment, unknown>;
export const CarrierPointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarrierPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]} as unknown as DocumentNode<CarrierPointFragment, unknown>;
export const DeliveryCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeliveryCitiesQuery, DeliveryCitiesQueryVariables>;
export const DeliveryQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryPointCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"basketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cityCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryPointCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryPointCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CarrierOffer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarrierOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMethodId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"carrierPrice"}},{"kind":"Field","name":{"kind":"Name","value":"freeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"daysMin"}},{"kind":"Field","name":{"kind":"Name","value":"daysMax"}},{"kind":"Field","name":{"kind":"Name","value":"tariff"}}]}}]} as unknown as DocumentNode<DeliveryQuoteQuery, DeliveryQuoteQueryVariables>;
export const DeliveryPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cityCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cityCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CarrierPoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CarrierPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]} as unknown as DocumentNode<DeliveryPointsQuery, DeliveryPointsQueryVariables>;
export const DeliveryMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}}]}}]}}]} as unknown as DocumentNode<DeliveryMapQuery, DeliveryMapQueryVariables>;