/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a campaigns poll is. */
export type CampaignPollState =
  /** Applied. */
  | 'DONE'
  /** Nothing applied; see errorMessage. */
  | 'FAILED'
  /** Waiting for the job queue. */
  | 'QUEUED'
  /** Reading the CRM and applying its campaigns. */
  | 'RUNNING';

/** What a Salesforce error is about (a closed set). */
export type SalesforceErrorType =
  /** A CRM campaign the poll could not apply: no product with its code, invalid or past dates. */
  | 'CAMPAIGN'
  /** A product the CRM's code points at ambiguously: the code on several products, or on an inactive one. */
  | 'PRODUCT'
  /** A registered sale that could not be sent to the CRM: its product has no Salesforce code. */
  | 'SALE';

export type SalesforcePanelQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  type?: Types.SalesforceErrorType | null | undefined;
}>;


export type SalesforcePanelQuery = { salesforceErrors: { totalRows: number, totalCapped: boolean, items: Array<{ id: string, type: Types.SalesforceErrorType, reference: string, message: string, productName: string | null, occurredAt: string, resolved: boolean }> }, campaignPoll: { id: string, state: Types.CampaignPollState, requestedBy: string, linkedCount: number | null, errorCount: number | null, errorMessage: string | null, createdAt: string, finishedAt: string | null } | null };

export type CampaignPollStatus_PollFragment = { id: string, state: Types.CampaignPollState, requestedBy: string, linkedCount: number | null, errorCount: number | null, errorMessage: string | null, createdAt: string, finishedAt: string | null };

export type LastCampaignPollQueryVariables = Exact<{ [key: string]: never; }>;


export type LastCampaignPollQuery = { campaignPoll: { id: string, state: Types.CampaignPollState, requestedBy: string, linkedCount: number | null, errorCount: number | null, errorMessage: string | null, createdAt: string, finishedAt: string | null } | null };

export type PollCampaignsMutationVariables = Exact<{ [key: string]: never; }>;


export type PollCampaignsMutation = { pollCampaigns: { id: string, state: Types.CampaignPollState, requestedBy: string, linkedCount: number | null, errorCount: number | null, errorMessage: string | null, createdAt: string, finishedAt: string | null } };

export const CampaignPollStatus_PollFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignPollStatus_poll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"linkedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<CampaignPollStatus_PollFragment, unknown>;
export const SalesforcePanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesforcePanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesforceErrorType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesforceErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignPoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignPollStatus_poll"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignPollStatus_poll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"linkedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<SalesforcePanelQuery, SalesforcePanelQueryVariables>;
export const LastCampaignPollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LastCampaignPoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignPoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignPollStatus_poll"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignPollStatus_poll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"linkedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<LastCampaignPollQuery, LastCampaignPollQueryVariables>;
export const PollCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PollCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pollCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignPollStatus_poll"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignPollStatus_poll"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignPoll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"linkedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<PollCampaignsMutation, PollCampaignsMutationVariables>;
export const useSalesforcePanelQuery = (options?: useQuery.Options<SalesforcePanelQuery, SalesforcePanelQueryVariables>) => useQuery(SalesforcePanelDocument, options as useQuery.Options<SalesforcePanelQuery, SalesforcePanelQueryVariables>);
export const useSalesforcePanelLazyQuery = (options?: useLazyQuery.Options<SalesforcePanelQuery, SalesforcePanelQueryVariables>) => useLazyQuery(SalesforcePanelDocument, options);
export const useLastCampaignPollQuery = (options?: useQuery.Options<LastCampaignPollQuery, LastCampaignPollQueryVariables>) => useQuery(LastCampaignPollDocument, options as useQuery.Options<LastCampaignPollQuery, LastCampaignPollQueryVariables>);
export const useLastCampaignPollLazyQuery = (options?: useLazyQuery.Options<LastCampaignPollQuery, LastCampaignPollQueryVariables>) => useLazyQuery(LastCampaignPollDocument, options);
export const usePollCampaignsMutation = (options?: useMutation.Options<PollCampaignsMutation, PollCampaignsMutationVariables>) => useMutation(PollCampaignsDocument, options);