/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type JoinPointsProgrammeMutationVariables = Exact<{
  type?: Types.PointsMemberType | null | undefined;
}>;


export type JoinPointsProgrammeMutation = { joinPointsProgramme: string };

export type SignPointsProgrammeMutationVariables = Exact<{ [key: string]: never; }>;


export type SignPointsProgrammeMutation = { signPointsProgramme: string };

export type ResendPointsCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendPointsCodeMutation = { resendPointsCode: string };


export const JoinPointsProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinPointsProgramme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PointsMemberType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinPointsProgramme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<JoinPointsProgrammeMutation, JoinPointsProgrammeMutationVariables>;
export const SignPointsProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignPointsProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signPointsProgramme"}}]}}]} as unknown as DocumentNode<SignPointsProgrammeMutation, SignPointsProgrammeMutationVariables>;
export const ResendPointsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendPointsCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendPointsCode"}}]}}]} as unknown as DocumentNode<ResendPointsCodeMutation, ResendPointsCodeMutationVariables>;
export const useJoinPointsProgrammeMutation = (options?: useMutation.Options<JoinPointsProgrammeMutation, JoinPointsProgrammeMutationVariables>) => useMutation(JoinPointsProgrammeDocument, options);
export const useSignPointsProgrammeMutation = (options?: useMutation.Options<SignPointsProgrammeMutation, SignPointsProgrammeMutationVariables>) => useMutation(SignPointsProgrammeDocument, options);
export const useResendPointsCodeMutation = (options?: useMutation.Options<ResendPointsCodeMutation, ResendPointsCodeMutationVariables>) => useMutation(ResendPointsCodeDocument, options);