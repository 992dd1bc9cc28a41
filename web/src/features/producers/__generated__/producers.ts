/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The producer form (create and edit). */
export type ProducerInput = {
  /** Numeric or alphanumeric CNPJ, with or without its mask, any case; checked by its check digits. */
  cnpj: string;
  /** Razão social; required, at most 160 characters. */
  corporateName: string;
  /** Nome fantasia; required, at most 160 characters. */
  fancyName: string;
  /** Filial (default false). */
  filial?: boolean | null | undefined;
  /** Holding (default false). */
  holding?: boolean | null | undefined;
  /** Cispay id, at most 60 characters; empty means none. */
  idCispay?: string | null | undefined;
  /** RM integration (default false). */
  rmIntegration?: boolean | null | undefined;
};

export type ProducerRow_ProducerFragment = { id: string, fancyName: string, corporateName: string | null, cnpj: string, idCispay: string | null, filial: boolean, holding: boolean, rmIntegration: boolean, updatedAt: string };

export type ProducersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
}>;


export type ProducersQuery = { producers: { totalRows: number, items: Array<{ id: string, fancyName: string, corporateName: string | null, cnpj: string, idCispay: string | null, filial: boolean, holding: boolean, rmIntegration: boolean, updatedAt: string }> } };

export type CreateProducerMutationVariables = Exact<{
  input: Types.ProducerInput;
}>;


export type CreateProducerMutation = { createProducer: { id: string, fancyName: string, corporateName: string | null, cnpj: string, idCispay: string | null, filial: boolean, holding: boolean, rmIntegration: boolean, updatedAt: string } };

export type UpdateProducerMutationVariables = Exact<{
  id: string | number;
  input: Types.ProducerInput;
}>;


export type UpdateProducerMutation = { updateProducer: { id: string, fancyName: string, corporateName: string | null, cnpj: string, idCispay: string | null, filial: boolean, holding: boolean, rmIntegration: boolean, updatedAt: string } };

export const ProducerRow_ProducerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerRow_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"idCispay"}},{"kind":"Field","name":{"kind":"Name","value":"filial"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"rmIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProducerRow_ProducerFragment, unknown>;
export const ProducersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Producers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerRow_producer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerRow_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"idCispay"}},{"kind":"Field","name":{"kind":"Name","value":"filial"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"rmIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProducersQuery, ProducersQueryVariables>;
export const CreateProducerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProducer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProducerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProducer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerRow_producer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerRow_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"idCispay"}},{"kind":"Field","name":{"kind":"Name","value":"filial"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"rmIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateProducerMutation, CreateProducerMutationVariables>;
export const UpdateProducerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProducer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProducerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProducer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerRow_producer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerRow_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"idCispay"}},{"kind":"Field","name":{"kind":"Name","value":"filial"}},{"kind":"Field","name":{"kind":"Name","value":"holding"}},{"kind":"Field","name":{"kind":"Name","value":"rmIntegration"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateProducerMutation, UpdateProducerMutationVariables>;
export const useProducersQuery = (options?: useQuery.Options<ProducersQuery, ProducersQueryVariables>) => useQuery(ProducersDocument, options as useQuery.Options<ProducersQuery, ProducersQueryVariables>);
export const useProducersLazyQuery = (options?: useLazyQuery.Options<ProducersQuery, ProducersQueryVariables>) => useLazyQuery(ProducersDocument, options);
export const useCreateProducerMutation = (options?: useMutation.Options<CreateProducerMutation, CreateProducerMutationVariables>) => useMutation(CreateProducerDocument, options);
export const useUpdateProducerMutation = (options?: useMutation.Options<UpdateProducerMutation, UpdateProducerMutationVariables>) => useMutation(UpdateProducerDocument, options);