/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who receives an ED notification; every ED when absent. */
export type EdAudienceInput = {
  /** The chosen EDs (`Ed.id`), 1 to 500, all active EDs or nothing is sent; required for EDS, ignored otherwise. */
  edIds?: Array<string | number> | null | undefined;
  /** Every ED, one unit's EDs or chosen EDs. */
  kind: EdAudienceKind;
  /** The unit (`Unit.id`); required for UNIT, ignored otherwise. */
  unitId?: string | number | null | undefined;
};

/** Who receives an ED notification. */
export type EdAudienceKind =
  /** Every active ED. */
  | 'ALL'
  /** EDs chosen one by one. */
  | 'EDS'
  /** The active EDs of one unit. */
  | 'UNIT';

/** A notification to send to every ED (affiliate). */
export type EdNotificationInput = {
  /** Who receives it; every ED when absent or null. */
  audience?: EdAudienceInput | null | undefined;
  /** Body, plain text; trimmed, not blank, at most 2000 characters. */
  message: string;
  /** Short heading, plain text; trimmed, not blank, at most 120 characters. */
  title: string;
  /** Severity; INFO when absent or null. */
  type?: NotificationType | null | undefined;
};

/** Severity of a notification; it picks the icon and colour clients show. */
export type NotificationType =
  /** Something failed (red). */
  | 'ERROR'
  /** Plain information (blue); the default. */
  | 'INFO'
  /** Something went well (green). */
  | 'SUCCESS'
  /** Something needs attention (yellow). */
  | 'WARN';

export type EdNotificationRow_NotificationFragment = { id: string, title: string, message: string, type: Types.NotificationType, date: string, recipients: number, audience: Types.EdAudienceKind, audienceUnit: { id: string, name: string } | null };

export type EdNotificationsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type EdNotificationsScreenQuery = { edNotifications: Array<{ id: string, title: string, message: string, type: Types.NotificationType, date: string, recipients: number, audience: Types.EdAudienceKind, audienceUnit: { id: string, name: string } | null }>, edNotificationUnits: Array<{ id: string, name: string }> };

export type EdNotificationEdSearchQueryVariables = Exact<{
  search: string;
}>;


export type EdNotificationEdSearchQuery = { eds: { items: Array<{ id: string, name: string, email: string }> } };

export type SendEdNotificationMutationVariables = Exact<{
  input: Types.EdNotificationInput;
}>;


export type SendEdNotificationMutation = { sendEdNotification: { id: string, title: string, message: string, type: Types.NotificationType, date: string, recipients: number, audience: Types.EdAudienceKind, audienceUnit: { id: string, name: string } | null } };

export type DeleteEdNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEdNotificationMutation = { deleteEdNotification: string };

export const EdNotificationRow_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdNotificationRow_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EdNotificationRow_NotificationFragment, unknown>;
export const EdNotificationsScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdNotificationsScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdNotificationRow_notification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edNotificationUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdNotificationRow_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EdNotificationsScreenQuery, EdNotificationsScreenQueryVariables>;
export const EdNotificationEdSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdNotificationEdSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<EdNotificationEdSearchQuery, EdNotificationEdSearchQueryVariables>;
export const SendEdNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEdNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEdNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdNotificationRow_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdNotificationRow_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SendEdNotificationMutation, SendEdNotificationMutationVariables>;
export const DeleteEdNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEdNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEdNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEdNotificationMutation, DeleteEdNotificationMutationVariables>;
export const useEdNotificationsScreenQuery = (options?: useQuery.Options<EdNotificationsScreenQuery, EdNotificationsScreenQueryVariables>) => useQuery(EdNotificationsScreenDocument, options as useQuery.Options<EdNotificationsScreenQuery, EdNotificationsScreenQueryVariables>);
export const useEdNotificationsScreenLazyQuery = (options?: useLazyQuery.Options<EdNotificationsScreenQuery, EdNotificationsScreenQueryVariables>) => useLazyQuery(EdNotificationsScreenDocument, options);
export const useEdNotificationEdSearchQuery = (options?: useQuery.Options<EdNotificationEdSearchQuery, EdNotificationEdSearchQueryVariables>) => useQuery(EdNotificationEdSearchDocument, options as useQuery.Options<EdNotificationEdSearchQuery, EdNotificationEdSearchQueryVariables>);
export const useEdNotificationEdSearchLazyQuery = (options?: useLazyQuery.Options<EdNotificationEdSearchQuery, EdNotificationEdSearchQueryVariables>) => useLazyQuery(EdNotificationEdSearchDocument, options);
export const useSendEdNotificationMutation = (options?: useMutation.Options<SendEdNotificationMutation, SendEdNotificationMutationVariables>) => useMutation(SendEdNotificationDocument, options);
export const useDeleteEdNotificationMutation = (options?: useMutation.Options<DeleteEdNotificationMutation, DeleteEdNotificationMutationVariables>) => useMutation(DeleteEdNotificationDocument, options);