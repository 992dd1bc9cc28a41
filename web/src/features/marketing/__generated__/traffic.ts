/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TrafficTagRow_TagFragment = { id: string, pixelId: string | null, gtmId: string | null, name: string | null, enabled: boolean };

export type TrafficTagsQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: Types.TrafficTagType | null | undefined;
}>;


export type TrafficTagsQuery = { trafficTags: Array<{ id: string, pixelId: string | null, gtmId: string | null, name: string | null, enabled: boolean }> };

export type CreateTrafficTagMutationVariables = Exact<{
  input: Types.TrafficTagInput;
}>;


export type CreateTrafficTagMutation = { createTrafficTag: { id: string, pixelId: string | null, gtmId: string | null, name: string | null, enabled: boolean } };

export type UpdateTrafficTagMutationVariables = Exact<{
  id: string | number;
  input: Types.TrafficTagInput;
}>;


export type UpdateTrafficTagMutation = { updateTrafficTag: { id: string, pixelId: string | null, gtmId: string | null, name: string | null, enabled: boolean } };

export type DeleteTrafficTagMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTrafficTagMutation = { deleteTrafficTag: string };

export const TrafficTagRow_TagFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficTagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<TrafficTagRow_TagFragment, unknown>;
export const TrafficTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrafficTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTagType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trafficTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficTagRow_tag"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficTagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<TrafficTagsQuery, TrafficTagsQueryVariables>;
export const CreateTrafficTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrafficTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrafficTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficTagRow_tag"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficTagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<CreateTrafficTagMutation, CreateTrafficTagMutationVariables>;
export const UpdateTrafficTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrafficTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrafficTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficTagRow_tag"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficTagRow_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<UpdateTrafficTagMutation, UpdateTrafficTagMutationVariables>;
export const DeleteTrafficTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrafficTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrafficTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTrafficTagMutation, DeleteTrafficTagMutationVariables>;
export const useTrafficTagsQuery = (options?: useQuery.Options<TrafficTagsQuery, TrafficTagsQueryVariables>) => useQuery(TrafficTagsDocument, options as useQuery.Options<TrafficTagsQuery, TrafficTagsQueryVariables>);
export const useTrafficTagsLazyQuery = (options?: useLazyQuery.Options<TrafficTagsQuery, TrafficTagsQueryVariables>) => useLazyQuery(TrafficTagsDocument, options);
export const useCreateTrafficTagMutation = (options?: useMutation.Options<CreateTrafficTagMutation, CreateTrafficTagMutationVariables>) => useMutation(CreateTrafficTagDocument, options);
export const useUpdateTrafficTagMutation = (options?: useMutation.Options<UpdateTrafficTagMutation, UpdateTrafficTagMutationVariables>) => useMutation(UpdateTrafficTagDocument, options);
export const useDeleteTrafficTagMutation = (options?: useMutation.Options<DeleteTrafficTagMutation, DeleteTrafficTagMutationVariables>) => useMutation(DeleteTrafficTagDocument, options);