/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Billing (payment) status (docs/product.md §5.3). Invoices may be sent only in OPEN or ERROR. */
export type BillingStatus =
  /** Fatura Fechada: closed without payment (e.g. a refund netted the billing to zero). */
  | 'CLOSED'
  /** Na fila de emissão: queued for automatic invoice generation (integrated accounts). */
  | 'ENQUEUED'
  /** Erro: the invoice was refused (see `Billing.errorMessage`); a new one may be sent. */
  | 'ERROR'
  /** Esperando NF: awaiting the user's invoice. */
  | 'OPEN'
  /** Pago: paid. */
  | 'PAID'
  /** Erro no pagamento: the payment failed (see `Billing.errorMessage`). */
  | 'PAYMENT_ERROR'
  /** Processando NF: an invoice was received and is being checked. */
  | 'PROCESSING'
  /** NF ok, aguardando pagamento: the invoice was accepted; payment is due in the next financial cycle. */
  | 'READY';

/** Where a batch invoice generation, or one of its billings, stands (docs/product.md §11.1). */
export type InvoiceGenerationState =
  /** Finished: every invoice generated (a billing: its invoice generated, the billing READY). */
  | 'DONE'
  /** Finished with at least one failure (a billing: ERROR, with the reason in errorMessage). */
  | 'FAILED'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Being generated. */
  | 'RUNNING';

/** Whom a billing pays. */
export type PayeeKind =
  /** An affiliate (a user); `payeeId` is the user id. */
  | 'AFFILIATE'
  /** A unit (ED); `payeeId` is the organisation id. */
  | 'BRANCH';

export type BillingStatus_BillFragment = { id: string, status: Types.BillingStatus, cycle: number, value: number, payeeKind: Types.PayeeKind, payeeName: string, producerName: string, producerCnpj: string, statusMessage: string | null, errorMessage: string | null, updatedAt: string };

export type HoldingBillsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: Types.BillingStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type HoldingBillsQuery = { holdingBills: { totalRows: number, page: number, pageSize: number, items: Array<{ id: string, status: Types.BillingStatus, cycle: number, value: number, payeeKind: Types.PayeeKind, payeeName: string, producerName: string, producerCnpj: string, statusMessage: string | null, errorMessage: string | null, updatedAt: string }> }, holdingBillStats: Array<{ status: Types.BillingStatus, count: number, value: number }> };

export type CloseBillingMutationVariables = Exact<{
  billingId: string | number;
}>;


export type CloseBillingMutation = { closeBilling: { id: string, status: Types.BillingStatus, cycle: number, value: number, payeeKind: Types.PayeeKind, payeeName: string, producerName: string, producerCnpj: string, statusMessage: string | null, errorMessage: string | null, updatedAt: string } };

export type StartBillingGenerationMutationVariables = Exact<{
  billingIds: Array<string | number> | string | number;
}>;


export type StartBillingGenerationMutation = { startInvoiceGeneration: { id: string, state: Types.InvoiceGenerationState, skippedBillingIds: Array<string>, items: Array<{ billingId: string, state: Types.InvoiceGenerationState, errorMessage: string | null }> } };

export type BillingGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type BillingGenerationQuery = { invoiceGeneration: { id: string, state: Types.InvoiceGenerationState, items: Array<{ billingId: string, state: Types.InvoiceGenerationState, errorMessage: string | null }> } | null };

export const BillingStatus_BillFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingStatus_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BillingStatus_BillFragment, unknown>;
export const HoldingBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldingBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingStatus_bill"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdingBillStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingStatus_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HoldingBillsQuery, HoldingBillsQueryVariables>;
export const CloseBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingStatus_bill"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingStatus_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CloseBillingMutation, CloseBillingMutationVariables>;
export const StartBillingGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBillingGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startInvoiceGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billingIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedBillingIds"}}]}}]}}]} as unknown as DocumentNode<StartBillingGenerationMutation, StartBillingGenerationMutationVariables>;
export const BillingGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}}]} as unknown as DocumentNode<BillingGenerationQuery, BillingGenerationQueryVariables>;
export const useHoldingBillsQuery = (options?: useQuery.Options<HoldingBillsQuery, HoldingBillsQueryVariables>) => useQuery(HoldingBillsDocument, options as useQuery.Options<HoldingBillsQuery, HoldingBillsQueryVariables>);
export const useHoldingBillsLazyQuery = (options?: useLazyQuery.Options<HoldingBillsQuery, HoldingBillsQueryVariables>) => useLazyQuery(HoldingBillsDocument, options);
export const useCloseBillingMutation = (options?: useMutation.Options<CloseBillingMutation, CloseBillingMutationVariables>) => useMutation(CloseBillingDocument, options);
export const useStartBillingGenerationMutation = (options?: useMutation.Options<StartBillingGenerationMutation, StartBillingGenerationMutationVariables>) => useMutation(StartBillingGenerationDocument, options);
export const useBillingGenerationQuery = (options?: useQuery.Options<BillingGenerationQuery, BillingGenerationQueryVariables>) => useQuery(BillingGenerationDocument, options as useQuery.Options<BillingGenerationQuery, BillingGenerationQueryVariables>);
export const useBillingGenerationLazyQuery = (options?: useLazyQuery.Options<BillingGenerationQuery, BillingGenerationQueryVariables>) => useLazyQuery(BillingGenerationDocument, options);