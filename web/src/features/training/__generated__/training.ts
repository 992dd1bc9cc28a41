/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TrainingCard_ItemFragment = { id: string, typeItem: Types.TrainingItemKind, title: string, thumbnailUrl: string | null, parentId: string | null, attachmentType: Types.TrainingAttachmentType | null, mime: string | null, url: string | null, fileName: string | null };

export type TrainingLibraryQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  search?: string | null | undefined;
  type?: Types.TrainingSearchType | null | undefined;
  page: number;
}>;


export type TrainingLibraryQuery = { trainingLibrary: { attachmentTypes: Array<Types.TrainingAttachmentType>, category: { id: string, typeItem: Types.TrainingItemKind, title: string, thumbnailUrl: string | null, parentId: string | null, attachmentType: Types.TrainingAttachmentType | null, mime: string | null, url: string | null, fileName: string | null } | null, breadcrumbs: Array<{ id: string, title: string }>, items: { page: number, pageSize: number, hasMore: boolean, nextPage: number | null, items: Array<{ id: string, typeItem: Types.TrainingItemKind, title: string, thumbnailUrl: string | null, parentId: string | null, attachmentType: Types.TrainingAttachmentType | null, mime: string | null, url: string | null, fileName: string | null }> } } };

export type TrainingCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingCategoriesQuery = { trainingCategories: Array<{ id: string, title: string, parentId: string | null, attachmentCount: number }> };

export type TrainingUploadUrlsMutationVariables = Exact<{
  input: Types.CreateUploadUrlsInput;
}>;


export type TrainingUploadUrlsMutation = { createUploadUrls: { key: string, getUrl: string, putUrl: string } };

export type CreateTrainingCategoryMutationVariables = Exact<{
  input: Types.CreateTrainingCategoryInput;
}>;


export type CreateTrainingCategoryMutation = { createTrainingCategory: { id: string, message: string } };

export type EditTrainingCategoryMutationVariables = Exact<{
  input: Types.EditTrainingCategoryInput;
}>;


export type EditTrainingCategoryMutation = { editTrainingCategory: { id: string, message: string } };

export type MoveTrainingCategoryMutationVariables = Exact<{
  input: Types.MoveTrainingCategoryInput;
}>;


export type MoveTrainingCategoryMutation = { moveTrainingCategory: { id: string, message: string } };

export type DeleteTrainingCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTrainingCategoryMutation = { deleteTrainingCategory: { id: string, message: string } };

export type AddTrainingFileMutationVariables = Exact<{
  input: Types.AddTrainingFileInput;
}>;


export type AddTrainingFileMutation = { addTrainingFile: { id: string, message: string } };

export type AddTrainingVideoMutationVariables = Exact<{
  input: Types.AddTrainingVideoInput;
}>;


export type AddTrainingVideoMutation = { addTrainingVideo: { id: string, message: string } };

export type EditTrainingAttachmentMutationVariables = Exact<{
  input: Types.EditTrainingAttachmentInput;
}>;


export type EditTrainingAttachmentMutation = { editTrainingAttachment: { id: string, message: string } };

export type MoveTrainingAttachmentMutationVariables = Exact<{
  input: Types.MoveTrainingAttachmentInput;
}>;


export type MoveTrainingAttachmentMutation = { moveTrainingAttachment: { id: string, message: string } };

export type DeleteTrainingAttachmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTrainingAttachmentMutation = { deleteTrainingAttachment: { id: string, message: string } };

export const TrainingCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeItem"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<TrainingCard_ItemFragment, unknown>;
export const TrainingLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSearchType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"nextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingCard_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachmentTypes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeItem"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentType"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]} as unknown as DocumentNode<TrainingLibraryQuery, TrainingLibraryQueryVariables>;
export const TrainingCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentCount"}}]}}]}}]} as unknown as DocumentNode<TrainingCategoriesQuery, TrainingCategoriesQueryVariables>;
export const TrainingUploadUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUploadUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUploadUrlsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"getUrl"}},{"kind":"Field","name":{"kind":"Name","value":"putUrl"}}]}}]}}]} as unknown as DocumentNode<TrainingUploadUrlsMutation, TrainingUploadUrlsMutationVariables>;
export const CreateTrainingCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrainingCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTrainingCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrainingCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateTrainingCategoryMutation, CreateTrainingCategoryMutationVariables>;
export const EditTrainingCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTrainingCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditTrainingCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editTrainingCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EditTrainingCategoryMutation, EditTrainingCategoryMutationVariables>;
export const MoveTrainingCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTrainingCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveTrainingCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTrainingCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MoveTrainingCategoryMutation, MoveTrainingCategoryMutationVariables>;
export const DeleteTrainingCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrainingCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrainingCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTrainingCategoryMutation, DeleteTrainingCategoryMutationVariables>;
export const AddTrainingFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTrainingFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTrainingFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrainingFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddTrainingFileMutation, AddTrainingFileMutationVariables>;
export const AddTrainingVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTrainingVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTrainingVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrainingVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddTrainingVideoMutation, AddTrainingVideoMutationVariables>;
export const EditTrainingAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTrainingAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditTrainingAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editTrainingAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EditTrainingAttachmentMutation, EditTrainingAttachmentMutationVariables>;
export const MoveTrainingAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTrainingAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveTrainingAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTrainingAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MoveTrainingAttachmentMutation, MoveTrainingAttachmentMutationVariables>;
export const DeleteTrainingAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrainingAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrainingAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTrainingAttachmentMutation, DeleteTrainingAttachmentMutationVariables>;
export const useTrainingLibraryQuery = (options?: useQuery.Options<TrainingLibraryQuery, TrainingLibraryQueryVariables>) => useQuery(TrainingLibraryDocument, options as useQuery.Options<TrainingLibraryQuery, TrainingLibraryQueryVariables>);
export const useTrainingLibraryLazyQuery = (options?: useLazyQuery.Options<TrainingLibraryQuery, TrainingLibraryQueryVariables>) => useLazyQuery(TrainingLibraryDocument, options);
export const useTrainingCategoriesQuery = (options?: useQuery.Options<TrainingCategoriesQuery, TrainingCategoriesQueryVariables>) => useQuery(TrainingCategoriesDocument, options as useQuery.Options<TrainingCategoriesQuery, TrainingCategoriesQueryVariables>);
export const useTrainingCategoriesLazyQuery = (options?: useLazyQuery.Options<TrainingCategoriesQuery, TrainingCategoriesQueryVariables>) => useLazyQuery(TrainingCategoriesDocument, options);
export const useTrainingUploadUrlsMutation = (options?: useMutation.Options<TrainingUploadUrlsMutation, TrainingUploadUrlsMutationVariables>) => useMutation(TrainingUploadUrlsDocument, options);
export const useCreateTrainingCategoryMutation = (options?: useMutation.Options<CreateTrainingCategoryMutation, CreateTrainingCategoryMutationVariables>) => useMutation(CreateTrainingCategoryDocument, options);
export const useEditTrainingCategoryMutation = (options?: useMutation.Options<EditTrainingCategoryMutation, EditTrainingCategoryMutationVariables>) => useMutation(EditTrainingCategoryDocument, options);
export const useMoveTrainingCategoryMutation = (options?: useMutation.Options<MoveTrainingCategoryMutation, MoveTrainingCategoryMutationVariables>) => useMutation(MoveTrainingCategoryDocument, options);
export const useDeleteTrainingCategoryMutation = (options?: useMutation.Options<DeleteTrainingCategoryMutation, DeleteTrainingCategoryMutationVariables>) => useMutation(DeleteTrainingCategoryDocument, options);
export const useAddTrainingFileMutation = (options?: useMutation.Options<AddTrainingFileMutation, AddTrainingFileMutationVariables>) => useMutation(AddTrainingFileDocument, options);
export const useAddTrainingVideoMutation = (options?: useMutation.Options<AddTrainingVideoMutation, AddTrainingVideoMutationVariables>) => useMutation(AddTrainingVideoDocument, options);
export const useEditTrainingAttachmentMutation = (options?: useMutation.Options<EditTrainingAttachmentMutation, EditTrainingAttachmentMutationVariables>) => useMutation(EditTrainingAttachmentDocument, options);
export const useMoveTrainingAttachmentMutation = (options?: useMutation.Options<MoveTrainingAttachmentMutation, MoveTrainingAttachmentMutationVariables>) => useMutation(MoveTrainingAttachmentDocument, options);
export const useDeleteTrainingAttachmentMutation = (options?: useMutation.Options<DeleteTrainingAttachmentMutation, DeleteTrainingAttachmentMutationVariables>) => useMutation(DeleteTrainingAttachmentDocument, options);