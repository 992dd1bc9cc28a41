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

/** A new webhook subscription. */
export type CreateWebhookSubscriptionInput = {
  /** One of the viewer's API clients, not revoked. */
  clientId: string | number;
  /** At least one of sale.created, commission.status_changed, bill.status_changed, invoice.processed, voucher.used. */
  events: Array<string>;
  /** The receiver's URL (https, public address; at most 2048 characters). */
  url: string;
};

export type ApiClientsTable_ClientFragment = { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null };

export type ApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiClientsQuery = { apiClients: Array<{ id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }>, webhookSubscriptions: Array<{ id: string, clientId: string, url: string, events: Array<string>, createdAt: string }> };

export type CreateApiClientMutationVariables = Exact<{
  input: Types.CreateApiClientInput;
}>;


export type CreateApiClientMutation = { createApiClient: { secret: string, client: { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } } };

export type RevokeApiClientMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiClientMutation = { revokeApiClient: { id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } };

export type WebhooksTable_SubscriptionFragment = { id: string, clientId: string, url: string, events: Array<string>, createdAt: string };

export type WebhookDeliveries_DeliveryFragment = { id: string, eventId: string, event: string, state: string, attempts: number, responseStatus: number | null, lastError: string | null, updatedAt: string };

export type CreateWebhookSubscriptionMutationVariables = Exact<{
  input: Types.CreateWebhookSubscriptionInput;
}>;


export type CreateWebhookSubscriptionMutation = { createWebhookSubscription: { signingSecret: string, subscription: { id: string, clientId: string, url: string, events: Array<string>, createdAt: string } } };

export type DeleteWebhookSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookSubscriptionMutation = { deleteWebhookSubscription: { id: string } };

export type WebhookDeliveriesQueryVariables = Exact<{
  subscriptionId: string | number;
  page: number;
  pageSize: number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalRows: number, page: number, pageSize: number, items: Array<{ id: string, eventId: string, event: string, state: string, attempts: number, responseStatus: number | null, lastError: string | null, updatedAt: string }> } };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ReplayWebhookDeliveryMutation = { replayWebhookDelivery: boolean };

export const ApiClientsTable_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiClientsTable_ClientFragment, unknown>;
export const WebhooksTable_SubscriptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksTable_subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksTable_SubscriptionFragment, unknown>;
export const WebhookDeliveries_DeliveryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveries_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveries_DeliveryFragment, unknown>;
export const ApiClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksTable_subscription"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksTable_subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiClientsQuery, ApiClientsQueryVariables>;
export const CreateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiClientMutation, CreateApiClientMutationVariables>;
export const RevokeApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiClientsTable_client"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiClientsTable_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<RevokeApiClientMutation, RevokeApiClientMutationVariables>;
export const CreateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksTable_subscription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksTable_subscription"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>;
export const DeleteWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookSubscriptionMutation, DeleteWebhookSubscriptionMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveries_delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveries_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const ReplayWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ReplayWebhookDeliveryMutation, ReplayWebhookDeliveryMutationVariables>;
export const useApiClientsQuery = (options?: useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) => useQuery(ApiClientsDocument, options as useQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>);
export const useApiClientsLazyQuery = (options?: useLazyQuery.Options<ApiClientsQuery, ApiClientsQueryVariables>) => useLazyQuery(ApiClientsDocument, options);
export const useCreateApiClientMutation = (options?: useMutation.Options<CreateApiClientMutation, CreateApiClientMutationVariables>) => useMutation(CreateApiClientDocument, options);
export const useRevokeApiClientMutation = (options?: useMutation.Options<RevokeApiClientMutation, RevokeApiClientMutationVariables>) => useMutation(RevokeApiClientDocument, options);
export const useCreateWebhookSubscriptionMutation = (options?: useMutation.Options<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>) => useMutation(CreateWebhookSubscriptionDocument, options);
export const useDeleteWebhookSubscriptionMutation = (options?: useMutation.Options<DeleteWebhookSubscriptionMutation, DeleteWebhookSubscriptionMutationVariables>) => useMutation(DeleteWebhookSubscriptionDocument, options);
export const useWebhookDeliveriesQuery = (options?: useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) => useQuery(WebhookDeliveriesDocument, options as useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>);
export const useWebhookDeliveriesLazyQuery = (options?: useLazyQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) => useLazyQuery(WebhookDeliveriesDocument, options);
export const useReplayWebhookDeliveryMutation = (options?: useMutation.Options<ReplayWebhookDeliveryMutation, ReplayWebhookDeliveryMutationVariables>) => useMutation(ReplayWebhookDeliveryDocument, options);