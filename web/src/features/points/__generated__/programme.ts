/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PointsProgrammeVideoQueryVariables = Exact<{ [key: string]: never; }>;


export type PointsProgrammeVideoQuery = { pointsProgrammeVideo: string };


export const PointsProgrammeVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointsProgrammeVideo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsProgrammeVideo"}}]}}]} as unknown as DocumentNode<PointsProgrammeVideoQuery, PointsProgrammeVideoQueryVariables>;
export const usePointsProgrammeVideoQuery = (options?: useQuery.Options<PointsProgrammeVideoQuery, PointsProgrammeVideoQueryVariables>) => useQuery(PointsProgrammeVideoDocument, options as useQuery.Options<PointsProgrammeVideoQuery, PointsProgrammeVideoQueryVariables>);
export const usePointsProgrammeVideoLazyQuery = (options?: useLazyQuery.Options<PointsProgrammeVideoQuery, PointsProgrammeVideoQueryVariables>) => useLazyQuery(PointsProgrammeVideoDocument, options);