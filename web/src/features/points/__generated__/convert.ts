/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who joins the programme (docs/product.md §7.2): the user, the viewer's unit (the ED programme) or the holding. */
export type PointsMemberType =
  /** The holding: accepted at once. */
  | 'HOLDING'
  /** The branch user's unit (Programa de Pontos ED): accepted at once. */
  | 'UNITS'
  /** The viewer as an affiliate: joining, then signing, then the code. */
  | 'USER';

/** Voucher lifecycle (docs/product.md §7.1). Labels: Disponível, Expirado, Utilizado, Estornado, Disponível novamente. */
export type VoucherStatus =
  /** Disponível: may be used until it expires. */
  | 'AVAILABLE'
  /** Expirado: its validity ended before it was used. */
  | 'EXPIRED'
  /** Disponível novamente: available again after a use was undone. */
  | 'REAVAILABLE'
  /** Estornado: reverted; its points went back to the owner. */
  | 'REVERTED'
  /** Utilizado: used by its customer (see `Voucher.usedAt`). */
  | 'USED';

export type ConvertibleCommission_RowFragment = { id: string, value: number, points: number, date: string, customerName: string };

export type ConvertPointsScreenQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type ConvertPointsScreenQuery = { pointsConversion: { memberType: Types.PointsMemberType, programmeStatus: string, accepted: boolean, pointSummary: { available: number, expired: number, used: number, totalPoints: number } | null, convertibleCommissions: { totalRows: number, page: number, pageSize: number, items: Array<{ id: string, value: number, points: number, date: string, customerName: string }> } | null } };

export type ConvertPointsMutationVariables = Exact<{
  points: number;
  beneficiaryId?: string | number | null | undefined;
}>;


export type ConvertPointsMutation = { convertPoints: { secret: string, voucher: { id: string, code: string, status: Types.VoucherStatus, points: number, value: number, expiresAt: string, customer: { id: string, name: string } | null }, pointSummary: { available: number, expired: number, used: number, totalPoints: number } } };

export type ConvertCommissionsToPointsMutationVariables = Exact<{
  commissionIds: Array<string | number> | string | number;
}>;


export type ConvertCommissionsToPointsMutation = { convertCommissionsToPoints: { converted: number, points: number, pointSummary: { available: number, expired: number, used: number, totalPoints: number } } };

export const ConvertibleCommission_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConvertibleCommission_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertibleCommission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}}]}}]} as unknown as DocumentNode<ConvertibleCommission_RowFragment, unknown>;
export const ConvertPointsScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertPointsScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsConversion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"programmeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"pointSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"convertibleCommissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConvertibleCommission_row"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConvertibleCommission_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertibleCommission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}}]}}]} as unknown as DocumentNode<ConvertPointsScreenQuery, ConvertPointsScreenQueryVariables>;
export const ConvertPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}},{"kind":"Argument","name":{"kind":"Name","value":"beneficiaryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beneficiaryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VouchersTable_voucher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointSummary_summary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VouchersTable_voucher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Voucher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}}]} as unknown as DocumentNode<ConvertPointsMutation, ConvertPointsMutationVariables>;
export const ConvertCommissionsToPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertCommissionsToPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commissionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertCommissionsToPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commissionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commissionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"converted"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"pointSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointSummary_summary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}}]}}]} as unknown as DocumentNode<ConvertCommissionsToPointsMutation, ConvertCommissionsToPointsMutationVariables>;
export const useConvertPointsScreenQuery = (options?: useQuery.Options<ConvertPointsScreenQuery, ConvertPointsScreenQueryVariables>) => useQuery(ConvertPointsScreenDocument, options as useQuery.Options<ConvertPointsScreenQuery, ConvertPointsScreenQueryVariables>);
export const useConvertPointsScreenLazyQuery = (options?: useLazyQuery.Options<ConvertPointsScreenQuery, ConvertPointsScreenQueryVariables>) => useLazyQuery(ConvertPointsScreenDocument, options);
export const useConvertPointsMutation = (options?: useMutation.Options<ConvertPointsMutation, ConvertPointsMutationVariables>) => useMutation(ConvertPointsDocument, options);
export const useConvertCommissionsToPointsMutation = (options?: useMutation.Options<ConvertCommissionsToPointsMutation, ConvertCommissionsToPointsMutationVariables>) => useMutation(ConvertCommissionsToPointsDocument, options);