/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MailPreferencesFieldsFragment = { bills: boolean, edNotifications: boolean, weeklySummary: boolean, categories: Array<Types.MailCategory> };

export type MailPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MailPreferencesQuery = { mailPreferences: { bills: boolean, edNotifications: boolean, weeklySummary: boolean, categories: Array<Types.MailCategory> } };

export type SetMailPreferencesMutationVariables = Exact<{
  input: Types.MailPreferencesInput;
}>;


export type SetMailPreferencesMutation = { setMailPreferences: { bills: boolean, edNotifications: boolean, weeklySummary: boolean, categories: Array<Types.MailCategory> } };

export const MailPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bills"}},{"kind":"Field","name":{"kind":"Name","value":"edNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySummary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}}]} as unknown as DocumentNode<MailPreferencesFieldsFragment, unknown>;
export const MailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bills"}},{"kind":"Field","name":{"kind":"Name","value":"edNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySummary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}}]} as unknown as DocumentNode<MailPreferencesQuery, MailPreferencesQueryVariables>;
export const SetMailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMailPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMailPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bills"}},{"kind":"Field","name":{"kind":"Name","value":"edNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"weeklySummary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}}]} as unknown as DocumentNode<SetMailPreferencesMutation, SetMailPreferencesMutationVariables>;
export const useMailPreferencesQuery = (options?: useQuery.Options<MailPreferencesQuery, MailPreferencesQueryVariables>) => useQuery(MailPreferencesDocument, options as useQuery.Options<MailPreferencesQuery, MailPreferencesQueryVariables>);
export const useMailPreferencesLazyQuery = (options?: useLazyQuery.Options<MailPreferencesQuery, MailPreferencesQueryVariables>) => useLazyQuery(MailPreferencesDocument, options);
export const useSetMailPreferencesMutation = (options?: useMutation.Options<SetMailPreferencesMutation, SetMailPreferencesMutationVariables>) => useMutation(SetMailPreferencesDocument, options);