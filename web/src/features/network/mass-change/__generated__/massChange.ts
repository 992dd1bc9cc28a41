/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The CSV of a mass change (the template's columns: email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking). */
export type MassChangeInput = {
  /** The file's text (UTF-8), at most 4 000 000 characters. */
  csv: string;
  /** The file's name, 1–255 characters. */
  fileName: string;
};

/** What applying one row did. */
export type MassChangeRowResult =
  /** The ED had other values: they were changed. */
  | 'CHANGED'
  /** The ED already had these values (the same file applied again changes nothing). */
  | 'UNCHANGED';

/** Where a mass change is. */
export type MassChangeState =
  /** Applied, every row at once. */
  | 'DONE'
  /** Not applied (the reason is in `errorMessage`); nothing was changed. */
  | 'FAILED'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Being checked and applied. */
  | 'RUNNING';

export type MassChange_JobFragment = { id: string, fileName: string, requestedBy: string, state: Types.MassChangeState, totalRows: number, checkedRows: number, changedRows: number | null, errorMessage: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null };

export type MassChangesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MassChangesQuery = { massChanges: { totalRows: number, page: number, pageSize: number, items: Array<{ id: string, fileName: string, requestedBy: string, state: Types.MassChangeState, totalRows: number, checkedRows: number, changedRows: number | null, errorMessage: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null }> } };

export type MassChangeQueryVariables = Exact<{
  id: string | number;
  page: number;
  pageSize: number;
}>;


export type MassChangeQuery = { massChange: { job: { id: string, fileName: string, requestedBy: string, state: Types.MassChangeState, totalRows: number, checkedRows: number, changedRows: number | null, errorMessage: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null }, rows: { totalRows: number, page: number, pageSize: number, items: Array<{ line: number, edId: string, edName: string, edEmail: string, unitId: string | null, level: number | null, isFranchisee: boolean | null, isTrainer: boolean | null, isLecturer: boolean | null, tracking: boolean | null, result: Types.MassChangeRowResult | null }> } } | null };

export type StartMassChangeMutationVariables = Exact<{
  input: Types.MassChangeInput;
}>;


export type StartMassChangeMutation = { startMassChange: { id: string, fileName: string, requestedBy: string, state: Types.MassChangeState, totalRows: number, checkedRows: number, changedRows: number | null, errorMessage: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null } };

export const MassChange_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MassChange_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MassChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"checkedRows"}},{"kind":"Field","name":{"kind":"Name","value":"changedRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<MassChange_JobFragment, unknown>;
export const MassChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MassChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MassChange_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MassChange_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MassChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"checkedRows"}},{"kind":"Field","name":{"kind":"Name","value":"changedRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<MassChangesQuery, MassChangesQueryVariables>;
export const MassChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MassChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"massChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MassChange_job"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"edId"}},{"kind":"Field","name":{"kind":"Name","value":"edName"}},{"kind":"Field","name":{"kind":"Name","value":"edEmail"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"isFranchisee"}},{"kind":"Field","name":{"kind":"Name","value":"isTrainer"}},{"kind":"Field","name":{"kind":"Name","value":"isLecturer"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MassChange_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MassChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"checkedRows"}},{"kind":"Field","name":{"kind":"Name","value":"changedRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<MassChangeQuery, MassChangeQueryVariables>;
export const StartMassChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMassChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MassChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMassChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MassChange_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MassChange_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MassChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"checkedRows"}},{"kind":"Field","name":{"kind":"Name","value":"changedRows"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<StartMassChangeMutation, StartMassChangeMutationVariables>;
export const useMassChangesQuery = (options?: useQuery.Options<MassChangesQuery, MassChangesQueryVariables>) => useQuery(MassChangesDocument, options as useQuery.Options<MassChangesQuery, MassChangesQueryVariables>);
export const useMassChangesLazyQuery = (options?: useLazyQuery.Options<MassChangesQuery, MassChangesQueryVariables>) => useLazyQuery(MassChangesDocument, options);
export const useMassChangeQuery = (options?: useQuery.Options<MassChangeQuery, MassChangeQueryVariables>) => useQuery(MassChangeDocument, options as useQuery.Options<MassChangeQuery, MassChangeQueryVariables>);
export const useMassChangeLazyQuery = (options?: useLazyQuery.Options<MassChangeQuery, MassChangeQueryVariables>) => useLazyQuery(MassChangeDocument, options);
export const useStartMassChangeMutation = (options?: useMutation.Options<StartMassChangeMutation, StartMassChangeMutationVariables>) => useMutation(StartMassChangeDocument, options);