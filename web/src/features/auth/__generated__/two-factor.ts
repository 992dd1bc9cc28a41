/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorQuery = { twoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { startTwoFactorEnrolment: { secret: string, otpauthUri: string } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorMutation = { confirmTwoFactor: { codes: Array<string> } };

export type DisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };


export const TwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorQuery, TwoFactorQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const useTwoFactorQuery = (options?: useQuery.Options<TwoFactorQuery, TwoFactorQueryVariables>) => useQuery(TwoFactorDocument, options as useQuery.Options<TwoFactorQuery, TwoFactorQueryVariables>);
export const useTwoFactorLazyQuery = (options?: useLazyQuery.Options<TwoFactorQuery, TwoFactorQueryVariables>) => useLazyQuery(TwoFactorDocument, options);
export const useStartTwoFactorEnrolmentMutation = (options?: useMutation.Options<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>) => useMutation(StartTwoFactorEnrolmentDocument, options);
export const useConfirmTwoFactorMutation = (options?: useMutation.Options<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>) => useMutation(ConfirmTwoFactorDocument, options);
export const useDisableTwoFactorMutation = (options?: useMutation.Options<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>) => useMutation(DisableTwoFactorDocument, options);