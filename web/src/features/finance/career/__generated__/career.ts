/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CareerPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type CareerPlanQuery = { careerPlan: { level: number, currentCycleSales: number, levels: Array<{ level: number, name: string, goal: number }>, documents: Array<{ title: string, url: string }> } };


export const CareerPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CareerPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"careerPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"currentCycleSales"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CareerPlanQuery, CareerPlanQueryVariables>;
export const useCareerPlanQuery = (options?: useQuery.Options<CareerPlanQuery, CareerPlanQueryVariables>) => useQuery(CareerPlanDocument, options as useQuery.Options<CareerPlanQuery, CareerPlanQueryVariables>);
export const useCareerPlanLazyQuery = (options?: useLazyQuery.Options<CareerPlanQuery, CareerPlanQueryVariables>) => useLazyQuery(CareerPlanDocument, options);