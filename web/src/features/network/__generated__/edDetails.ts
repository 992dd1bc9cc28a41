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

/** The toggles of the ED details (docs/product.md §8.7), each saved on its own. */
export type EdFlag =
  /** Franqueado. */
  | 'IS_FRANCHISEE'
  /** Palestrante. */
  | 'IS_LECTURER'
  /** Treinador. */
  | 'IS_TRAINER'
  /** Rastreamento. */
  | 'TRACKING';

/** Why the partner check answered as it did. */
export type EdPartnerReason =
  /** The CNPJ is a unit's, not the ED's own company. */
  | 'CNPJ_OF_UNIT'
  /** Accreditation refused the company (DENIED, ERROR, NOT_AFFILIATE). */
  | 'CNPJ_REFUSED'
  /** The CNPJ on record fails its check digits. */
  | 'INVALID_CNPJ'
  /** The ED has no CNPJ. */
  | 'NO_CNPJ'
  /** The ED has no valid CPF. */
  | 'NO_CPF'
  /** The ED is taken as a partner. */
  | 'PARTNER';

/** Where the ED's contract signature stands (contract-sign). */
export type EdSignatureStatus =
  /** Nobody asked the ED to sign yet. */
  | 'NOT_REQUESTED'
  /** Signed. */
  | 'SIGNED'
  /** Asked; the signing service has not reported the signature. */
  | 'WAITING_SIGNATURE';

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

export type EdDetails_EdFragment = { id: string, name: string, email: string, mobilePhone: string | null, status: string, statusCnpj: string | null, statusPoints: string | null, cnpj: string | null, active: boolean, createdAt: string, isFranchisee: boolean, isTrainer: boolean, isLecturer: boolean, tracking: boolean, unit: { id: string, name: string } | null };

export type EdSalesTable_SaleFragment = { id: string, productName: string, customerName: string, status: Types.SaleStatus, value: number, paymentDate: string };

export type EdBillsTable_BillFragment = { id: string, status: Types.BillingStatus, value: number, cycle: number, producerName: string, producerCnpj: string, updatedAt: string };

export type EdDetailsQueryVariables = Exact<{
  id: string | number;
  page: number;
  pageSize: number;
  billsPage: number;
  billsPageSize: number;
}>;


export type EdDetailsQuery = { ed: { id: string, name: string, email: string, mobilePhone: string | null, status: string, statusCnpj: string | null, statusPoints: string | null, cnpj: string | null, active: boolean, createdAt: string, isFranchisee: boolean, isTrainer: boolean, isLecturer: boolean, tracking: boolean, sales: { totalRows: number, items: Array<{ id: string, productName: string, customerName: string, status: Types.SaleStatus, value: number, paymentDate: string }> }, bills: { totalRows: number, items: Array<{ id: string, status: Types.BillingStatus, value: number, cycle: number, producerName: string, producerCnpj: string, updatedAt: string }> }, levelStars: { level: number, levelName: string | null, stars: number, cycleSales: number }, programmes: { status: string | null, points: { available: number, used: number, expired: number }, vouchers: { available: number, used: number, expired: number } }, unit: { id: string, name: string } | null, contractSignature: { status: Types.EdSignatureStatus, requestedAt: string | null, signedAt: string | null } } | null };

export type SetEdFlagMutationVariables = Exact<{
  id: string | number;
  flag: Types.EdFlag;
  value: boolean;
}>;


export type SetEdFlagMutation = { setEdFlag: { id: string, name: string, email: string, mobilePhone: string | null, status: string, statusCnpj: string | null, statusPoints: string | null, cnpj: string | null, active: boolean, createdAt: string, isFranchisee: boolean, isTrainer: boolean, isLecturer: boolean, tracking: boolean, unit: { id: string, name: string } | null } };

export type SetEdActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetEdActiveMutation = { setEdActive: { id: string, name: string, email: string, mobilePhone: string | null, status: string, statusCnpj: string | null, statusPoints: string | null, cnpj: string | null, active: boolean, createdAt: string, isFranchisee: boolean, isTrainer: boolean, isLecturer: boolean, tracking: boolean, unit: { id: string, name: string } | null } };

export type EdContract_EdFragment = { id: string, cnpj: string | null, contractSignature: { status: Types.EdSignatureStatus, requestedAt: string | null, signedAt: string | null } };

export type RequestEdContractSignatureMutationVariables = Exact<{
  id: string | number;
}>;


export type RequestEdContractSignatureMutation = { requestEdContractSignature: { id: string, cnpj: string | null, contractSignature: { status: Types.EdSignatureStatus, requestedAt: string | null, signedAt: string | null } } };

export type EdPartnerCheckQueryVariables = Exact<{
  id: string | number;
}>;


export type EdPartnerCheckQuery = { ed: { id: string, partnerCheck: { partner: boolean, reason: Types.EdPartnerReason, cnpj: string | null } } | null };

export const EdDetails_EdFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdDetails_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFranchisee"}},{"kind":"Field","name":{"kind":"Name","value":"isTrainer"}},{"kind":"Field","name":{"kind":"Name","value":"isLecturer"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EdDetails_EdFragment, unknown>;
export const EdSalesTable_SaleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdSalesTable_sale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdSale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}}]}}]} as unknown as DocumentNode<EdSalesTable_SaleFragment, unknown>;
export const EdBillsTable_BillFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdBillsTable_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EdBillsTable_BillFragment, unknown>;
export const EdContract_EdFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdContract_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]} as unknown as DocumentNode<EdContract_EdFragment, unknown>;
export const EdDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billsPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billsPageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdDetails_ed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdContract_ed"}},{"kind":"Field","name":{"kind":"Name","value":"sales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdSalesTable_sale"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billsPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billsPageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdBillsTable_bill"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"levelStars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"cycleSales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdDetails_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFranchisee"}},{"kind":"Field","name":{"kind":"Name","value":"isTrainer"}},{"kind":"Field","name":{"kind":"Name","value":"isLecturer"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdContract_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdSalesTable_sale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdSale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdBillsTable_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EdBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EdDetailsQuery, EdDetailsQueryVariables>;
export const SetEdFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEdFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EdFlag"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEdFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"flag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flag"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdDetails_ed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdDetails_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFranchisee"}},{"kind":"Field","name":{"kind":"Name","value":"isTrainer"}},{"kind":"Field","name":{"kind":"Name","value":"isLecturer"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetEdFlagMutation, SetEdFlagMutationVariables>;
export const SetEdActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEdActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEdActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdDetails_ed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdDetails_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFranchisee"}},{"kind":"Field","name":{"kind":"Name","value":"isTrainer"}},{"kind":"Field","name":{"kind":"Name","value":"isLecturer"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetEdActiveMutation, SetEdActiveMutationVariables>;
export const RequestEdContractSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEdContractSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEdContractSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EdContract_ed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EdContract_ed"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]} as unknown as DocumentNode<RequestEdContractSignatureMutation, RequestEdContractSignatureMutationVariables>;
export const EdPartnerCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdPartnerCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}}]}}]} as unknown as DocumentNode<EdPartnerCheckQuery, EdPartnerCheckQueryVariables>;
export const useEdDetailsQuery = (options?: useQuery.Options<EdDetailsQuery, EdDetailsQueryVariables>) => useQuery(EdDetailsDocument, options as useQuery.Options<EdDetailsQuery, EdDetailsQueryVariables>);
export const useEdDetailsLazyQuery = (options?: useLazyQuery.Options<EdDetailsQuery, EdDetailsQueryVariables>) => useLazyQuery(EdDetailsDocument, options);
export const useSetEdFlagMutation = (options?: useMutation.Options<SetEdFlagMutation, SetEdFlagMutationVariables>) => useMutation(SetEdFlagDocument, options);
export const useSetEdActiveMutation = (options?: useMutation.Options<SetEdActiveMutation, SetEdActiveMutationVariables>) => useMutation(SetEdActiveDocument, options);
export const useRequestEdContractSignatureMutation = (options?: useMutation.Options<RequestEdContractSignatureMutation, RequestEdContractSignatureMutationVariables>) => useMutation(RequestEdContractSignatureDocument, options);
export const useEdPartnerCheckQuery = (options?: useQuery.Options<EdPartnerCheckQuery, EdPartnerCheckQueryVariables>) => useQuery(EdPartnerCheckDocument, options as useQuery.Options<EdPartnerCheckQuery, EdPartnerCheckQueryVariables>);
export const useEdPartnerCheckLazyQuery = (options?: useLazyQuery.Options<EdPartnerCheckQuery, EdPartnerCheckQueryVariables>) => useLazyQuery(EdPartnerCheckDocument, options);