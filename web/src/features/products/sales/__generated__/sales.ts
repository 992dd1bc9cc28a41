/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Commission lifecycle (docs/product.md §5.2). Labels: Cancelada, Retida, Disponível, Em processamento, Paga, Convertida em pontos. */
export type CommissionStatus =
  /** Cancelada: the sale was cancelled or refunded; nothing is paid. */
  | 'CANCELED'
  /** Convertida em pontos: converted into programme points instead of money. */
  | 'CONVERTED_TO_POINTS'
  /** Paga: paid. */
  | 'EXECUTED'
  /** Retida: earned but held until the sale can no longer be refunded. */
  | 'HELD'
  /** Em processamento: included in a billing being paid. */
  | 'PROCESSING'
  /** Disponível: available, to be paid in the next billing. */
  | 'READY';

/** Direction of a commission entry. */
export type CommissionType =
  /** Money owed to the user (positive value). */
  | 'CREDIT'
  /** Money taken back, e.g. a chargeback (negative value, no installment). */
  | 'DEBIT';

/** Which account a commission of a sale belongs to. */
export type SaleCommissionSide =
  /** The affiliate who sold. */
  | 'AFFILIATE'
  /** The unit (or agency) credited with the sale. */
  | 'BRANCH';

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

export type SalesTrackingQueryVariables = Exact<{
  from: string;
  to: string;
  page: number;
  pageSize: number;
}>;


export type SalesTrackingQuery = { salesTracking: { from: string, to: string, saleCount: number, value: number, csvPath: string, products: Array<{ productId: string, productName: string, saleCount: number, value: number, refunded: number }>, links: Array<{ linkId: string, code: string, description: string, productName: string, sellerName: string, visits: number, saleCount: number, value: number }> }, salesBySeller: { totalRows: number, items: Array<{ sellerId: string, sellerName: string, saleCount: number, value: number, csvPath: string }> } };

export type SaleDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type SaleDetailQuery = { sale: { id: string, paymentId: string, customerName: string, productName: string, producerName: string, sellerName: string, unitName: string | null, linkCode: string | null, status: Types.SaleStatus, value: number, installments: number, paymentDate: string, commissions: Array<{ id: string, side: Types.SaleCommissionSide, beneficiaryName: string, status: Types.CommissionStatus, type: Types.CommissionType, installment: number | null, value: number, date: string }> } };


export const SalesTrackingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesTracking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesTracking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"saleCount"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"csvPath"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"saleCount"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"saleCount"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesBySeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellerId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"saleCount"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"csvPath"}}]}}]}}]}}]} as unknown as DocumentNode<SalesTrackingQuery, SalesTrackingQueryVariables>;
export const SaleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"linkCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"installments"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"installment"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<SaleDetailQuery, SaleDetailQueryVariables>;
export const useSalesTrackingQuery = (options?: useQuery.Options<SalesTrackingQuery, SalesTrackingQueryVariables>) => useQuery(SalesTrackingDocument, options as useQuery.Options<SalesTrackingQuery, SalesTrackingQueryVariables>);
export const useSalesTrackingLazyQuery = (options?: useLazyQuery.Options<SalesTrackingQuery, SalesTrackingQueryVariables>) => useLazyQuery(SalesTrackingDocument, options);
export const useSaleDetailQuery = (options?: useQuery.Options<SaleDetailQuery, SaleDetailQueryVariables>) => useQuery(SaleDetailDocument, options as useQuery.Options<SaleDetailQuery, SaleDetailQueryVariables>);
export const useSaleDetailLazyQuery = (options?: useLazyQuery.Options<SaleDetailQuery, SaleDetailQueryVariables>) => useLazyQuery(SaleDetailDocument, options);