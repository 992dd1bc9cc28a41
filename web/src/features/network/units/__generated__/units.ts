/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A goal of a unit edit. */
export type UnitCycleGoalInput = {
  /** The commercial cycle's id (`UnitCycleGoal.cycleId`). */
  cycleId: string | number;
  /** The goal in cents (0 or more); null removes the cycle's goal. */
  value?: number | null | undefined;
};

/** The whole edit of one unit, saved in one transaction: all of it or none of it. */
export type UnitInput = {
  /** CNPJ, with or without its mask; null or empty for none. */
  cnpj?: string | null | undefined;
  /** Who the unit's donations go to (replaces the set). */
  donationReceivers: Array<UnitPartyInput>;
  /** Goals per cycle to set (cycles not listed keep theirs). */
  goals: Array<UnitCycleGoalInput>;
  /** The unit's id (`ManagedUnit.id`). */
  id: string | number;
  /** Name, 3–120 characters. */
  name: string;
  /** The producers the unit sells for (replaces the set). */
  producerIds: Array<string | number>;
};

/** A donation receiver of a unit edit. */
export type UnitPartyInput = {
  /** CNPJ, with or without its mask, numeric or alphanumeric. */
  cnpj: string;
  /** Company name, 3–120 characters. */
  name: string;
};

export type Units_UnitFragment = { id: string, name: string, cnpj: string | null, agenciador: boolean, holding: boolean, edCount: number };

export type Units_DetailsFragment = { unit: { id: string, name: string, cnpj: string | null, agenciador: boolean, holding: boolean, edCount: number }, goals: Array<{ cycleId: string, cycleNumber: number, current: boolean, value: number | null }>, producers: Array<{ id: string, name: string, cnpj: string }>, donationReceivers: Array<{ id: string, name: string, cnpj: string }>, allProducers: Array<{ id: string, name: string, cnpj: string }> };

export type ManagedUnitsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagedUnitsQuery = { managedUnits: Array<{ id: string, name: string, cnpj: string | null, agenciador: boolean, holding: boolean, edCount: number }> };

export type ManagedUnitQueryVariables = Exact<{
  id: string | number;
}>;


export type ManagedUnitQuery = { managedUnit: { unit: { id: string, name: string, cnpj: string | null, agenciador: boolean, holding: boolean, edCount: number }, goals: Array<{ cycleId: string, cycleNumber: number, current: boolean, value: number | null }>, producers: Array<{ id: string, name: string, cnpj: string }>, donationReceivers: Array<{ id: string, name: string, cnpj: string }>, allProducers: Array<{ id: string, name: string, cnpj: string }> } | null };

export type SaveUnitMutationVariables = Exact<{
  input: Types.UnitInput;
}>;


export type SaveUnitMutation = { saveUnit: { unit: { id: string, name: string, cnpj: string | null, agenciador: boolean, holding: boolean, edCount: number }, goals: Array<{ cycleId: string, cycleNumber: number, current: boolean, value: number | null }>, producers: Array<{ id: string, name: string, cnpj: string }>, donationReceivers: Array<{ id: string, name: string, cnpj: string }>, allProducers: Array<{ id: string, name: string, cnpj: string }> } };

export const Units_UnitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_unit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"agenciador"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"edCount"}}]}}]} as unknown as DocumentNode<Units_UnitFragment, unknown>;
export const Units_DetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnitDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleId"}},{"kind":"Field","name":{"kind":"Name","value":"cycleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationReceivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allProducers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_unit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"agenciador"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"edCount"}}]}}]} as unknown as DocumentNode<Units_DetailsFragment, unknown>;
export const ManagedUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_unit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"agenciador"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"edCount"}}]}}]} as unknown as DocumentNode<ManagedUnitsQuery, ManagedUnitsQueryVariables>;
export const ManagedUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_unit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"agenciador"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"edCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnitDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleId"}},{"kind":"Field","name":{"kind":"Name","value":"cycleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationReceivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allProducers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}}]} as unknown as DocumentNode<ManagedUnitQuery, ManagedUnitQueryVariables>;
export const SaveUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_unit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"agenciador"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"edCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Units_details"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedUnitDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Units_unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cycleId"}},{"kind":"Field","name":{"kind":"Name","value":"cycleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationReceivers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allProducers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}}]} as unknown as DocumentNode<SaveUnitMutation, SaveUnitMutationVariables>;
export const useManagedUnitsQuery = (options?: useQuery.Options<ManagedUnitsQuery, ManagedUnitsQueryVariables>) => useQuery(ManagedUnitsDocument, options as useQuery.Options<ManagedUnitsQuery, ManagedUnitsQueryVariables>);
export const useManagedUnitsLazyQuery = (options?: useLazyQuery.Options<ManagedUnitsQuery, ManagedUnitsQueryVariables>) => useLazyQuery(ManagedUnitsDocument, options);
export const useManagedUnitQuery = (options?: useQuery.Options<ManagedUnitQuery, ManagedUnitQueryVariables>) => useQuery(ManagedUnitDocument, options as useQuery.Options<ManagedUnitQuery, ManagedUnitQueryVariables>);
export const useManagedUnitLazyQuery = (options?: useLazyQuery.Options<ManagedUnitQuery, ManagedUnitQueryVariables>) => useLazyQuery(ManagedUnitDocument, options);
export const useSaveUnitMutation = (options?: useMutation.Options<SaveUnitMutation, SaveUnitMutationVariables>) => useMutation(SaveUnitDocument, options);