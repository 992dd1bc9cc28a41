/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PayeeIntegrationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  kind?: Types.IntegrationKind | null | undefined;
  search?: string | null | undefined;
}>;


export type PayeeIntegrationsQuery = { billsIntegrationUrl: string | null, payeeIntegrations: { totalRows: number, items: Array<{ id: string, kind: Types.IntegrationKind, payeeKind: Types.PayeeKind, payeeId: string, payeeName: string }> } };


export const PayeeIntegrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeIntegrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payeeIntegrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeId"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billsIntegrationUrl"}}]}}]} as unknown as DocumentNode<PayeeIntegrationsQuery, PayeeIntegrationsQueryVariables>;
export const usePayeeIntegrationsQuery = (options?: useQuery.Options<PayeeIntegrationsQuery, PayeeIntegrationsQueryVariables>) => useQuery(PayeeIntegrationsDocument, options as useQuery.Options<PayeeIntegrationsQuery, PayeeIntegrationsQueryVariables>);
export const usePayeeIntegrationsLazyQuery = (options?: useLazyQuery.Options<PayeeIntegrationsQuery, PayeeIntegrationsQueryVariables>) => useLazyQuery(PayeeIntegrationsDocument, options);