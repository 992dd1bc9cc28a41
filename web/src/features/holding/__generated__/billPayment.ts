/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RecordBillPaymentMutationVariables = Exact<{
  billingId: string | number;
  outcome: Types.BillPaymentOutcome;
  reason?: string | null | undefined;
}>;


export type RecordBillPaymentMutation = { recordBillPayment: { id: string, status: Types.BillingStatus, cycle: number, value: number, payeeKind: Types.PayeeKind, payeeName: string, producerName: string, producerCnpj: string, statusMessage: string | null, errorMessage: string | null, updatedAt: string } };


export const RecordBillPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBillPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillPaymentOutcome"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordBillPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingStatus_bill"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingStatus_bill"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HoldingBill"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"producerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RecordBillPaymentMutation, RecordBillPaymentMutationVariables>;
export const useRecordBillPaymentMutation = (options?: useMutation.Options<RecordBillPaymentMutation, RecordBillPaymentMutationVariables>) => useMutation(RecordBillPaymentDocument, options);