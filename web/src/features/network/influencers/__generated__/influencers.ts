/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Sort direction of a list (by date for commissions and sales, by cycle number for payments). */
export type SortDirection =
  /** Oldest (lowest) first. */
  | 'ASC'
  /** Newest (highest) first. */
  | 'DESC';

export type InfluencerRow_InfluencerFragment = { id: string, name: string, email: string, mobilePhone: string | null, statusCnpj: string | null, active: boolean, createdAt: string, salesCount: number, salesTotal: number, commissions: number };

export type InfluencersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  order: Types.SortDirection;
}>;


export type InfluencersQuery = { influencers: { totalRows: number, items: Array<{ id: string, name: string, email: string, mobilePhone: string | null, statusCnpj: string | null, active: boolean, createdAt: string, salesCount: number, salesTotal: number, commissions: number }> } };

export type InfluencerQueryVariables = Exact<{
  id: string | number;
}>;


export type InfluencerQuery = { influencer: { id: string, name: string, email: string, mobilePhone: string | null, statusCnpj: string | null, active: boolean, createdAt: string, salesCount: number, salesTotal: number, commissions: number } | null };

export const InfluencerRow_InfluencerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InfluencerRow_influencer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Influencer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"salesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"commissions"}}]}}]} as unknown as DocumentNode<InfluencerRow_InfluencerFragment, unknown>;
export const InfluencersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Influencers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"influencers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InfluencerRow_influencer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InfluencerRow_influencer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Influencer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"salesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"commissions"}}]}}]} as unknown as DocumentNode<InfluencersQuery, InfluencersQueryVariables>;
export const InfluencerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Influencer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"influencer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InfluencerRow_influencer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InfluencerRow_influencer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Influencer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesCount"}},{"kind":"Field","name":{"kind":"Name","value":"salesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"commissions"}}]}}]} as unknown as DocumentNode<InfluencerQuery, InfluencerQueryVariables>;
export const useInfluencersQuery = (options?: useQuery.Options<InfluencersQuery, InfluencersQueryVariables>) => useQuery(InfluencersDocument, options as useQuery.Options<InfluencersQuery, InfluencersQueryVariables>);
export const useInfluencersLazyQuery = (options?: useLazyQuery.Options<InfluencersQuery, InfluencersQueryVariables>) => useLazyQuery(InfluencersDocument, options);
export const useInfluencerQuery = (options?: useQuery.Options<InfluencerQuery, InfluencerQueryVariables>) => useQuery(InfluencerDocument, options as useQuery.Options<InfluencerQuery, InfluencerQueryVariables>);
export const useInfluencerLazyQuery = (options?: useLazyQuery.Options<InfluencerQuery, InfluencerQueryVariables>) => useLazyQuery(InfluencerDocument, options);