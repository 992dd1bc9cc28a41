/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Viewer_UserFragment = { id: string, name: string, displayName: string, username: string, roles: Array<Types.Role>, isAffiliated: boolean, isAgent: boolean, isBranch: boolean, isProducer: boolean, isHolding: boolean, isAdmin: boolean, status: string, branchName: string | null };

export type RenewSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewSessionMutation = { renewSession: { token: string, expiresIn: number, twoFactorEnrolmentRequired: boolean } };

export const Viewer_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAffiliated"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isBranch"}},{"kind":"Field","name":{"kind":"Name","value":"isProducer"}},{"kind":"Field","name":{"kind":"Name","value":"isHolding"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}}]}}]} as unknown as DocumentNode<Viewer_UserFragment, unknown>;
export const RenewSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnrolmentRequired"}}]}}]}}]} as unknown as DocumentNode<RenewSessionMutation, RenewSessionMutationVariables>;
export const useRenewSessionMutation = (options?: useMutation.Options<RenewSessionMutation, RenewSessionMutationVariables>) => useMutation(RenewSessionDocument, options);