/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new API client. */
export type CreateApiClientInput = {
  /** Optional expiry (ISO-8601 instant, at most a year ahead); null: until revoked. */
  expiresAt?: string | null | undefined;
  /** The owner's name for it (at most 80 characters). */
  name: string;
  /** Scopes to grant, e.g. points:read; never more than the owner's roles allow. */
  scopes: Array<string>;
};

export type ApiClientsTable_ClientFragment = { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null };

export type ApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiClientsQuery = { apiClients: Array<{ id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }> };

export type CreateApiClientMutationVariables = Exact<{
  input: Types.CreateApiClientInput;
}>;


export type CreateApiClientMutation = { createApiClient: { secret: string, client: { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } } };

export type RevokeApiClientMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiClientMutation = { revokeApiClient: { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } };

export const ApiClientsTable_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiClientsTable_ClientFragment, unknown>;
export const ApiClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiClientsQuery, ApiClientsQueryVariables>;
export const CreateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiClientMutation, CreateApiClientMutationVariables>;
export const RevokeApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<RevokeApiClientMutation, RevokeApiClientMutationVariables>;
export const useApiClientsQuery = (options?: useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) => useQuery(ApiClientsDocument, options as useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>);
export const useApiClientsLazyQuery = (options?: useLazyQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) => useLazyQuery(ApiClientsDocument, options);
export const useCreateApiClientMutation = (options?: useMutation.Options<CreateApiClientMutation, CreateApiClientMutationVariables>) => useMutation(CreateApiClientDocument, options);
export const useRevokeApiClientMutation = (options?: useMutation.Options<RevokeApiClientMutation, RevokeApiClientMutationVariables>) => useMutation(RevokeApiClientDocument, options);