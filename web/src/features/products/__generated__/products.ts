/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new link for a product the viewer may promote. */
export type CreateProductLinkInput = {
  /** Trimmed, at most 120 characters; may be empty. */
  description?: string | null | undefined;
  /** The product to link to. */
  productId: string | number;
};

/** Status of a sale's payment. */
export type SaleStatus =
  /** Payment approved. */
  | 'APPROVED'
  /** Cancelled before payment. */
  | 'CANCELED'
  /** Paid, then refunded to the customer. */
  | 'REFUNDED';

/** Sort direction of a list (by date for commissions and sales, by cycle number for payments). */
export type SortDirection =
  /** Oldest (lowest) first. */
  | 'ASC'
  /** Newest (highest) first. */
  | 'DESC';

export type PromotableProductRow_ProductFragment = { id: string, name: string, producerName: string, price: number, maxInstallments: number, affiliateRateBp: number, linkCount: number, visits: number };

export type ProductLinkRow_LinkFragment = { id: string, code: string, url: string, description: string, visits: number, createdAt: string };

export type PromotableProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotableProductsQuery = { promotableProducts: { productCount: number, items: Array<{ id: string, name: string, producerName: string, price: number, maxInstallments: number, affiliateRateBp: number, linkCount: number, visits: number }> } };

export type PromotableProductQueryVariables = Exact<{
  id: string | number;
}>;


export type PromotableProductQuery = { promotableProduct: { sellable: boolean, product: { id: string, name: string, producerName: string, price: number, maxInstallments: number, affiliateRateBp: number, linkCount: number, visits: number }, links: Array<{ id: string, code: string, url: string, description: string, visits: number, createdAt: string }> } };

export type CreateProductLinkMutationVariables = Exact<{
  input: Types.CreateProductLinkInput;
}>;


export type CreateProductLinkMutation = { createProductLink: { id: string, code: string, url: string, description: string, visits: number, createdAt: string } };

export type ManagedSalesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  order: Types.SortDirection;
  search?: string | null | undefined;
}>;


export type ManagedSalesQuery = { managedSales: { totalRows: number, items: Array<{ id: string, paymentId: string, customerName: string, productName: string, sellerName: string, status: Types.SaleStatus, value: number, installments: number, paymentDate: string }> } };

export const PromotableProductRow_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotableProductRow_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"linkCount"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}}]} as unknown as DocumentNode<PromotableProductRow_ProductFragment, unknown>;
export const ProductLinkRow_LinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLinkRow_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProductLinkRow_LinkFragment, unknown>;
export const PromotableProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotableProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotableProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotableProductRow_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotableProductRow_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"linkCount"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}}]} as unknown as DocumentNode<PromotableProductsQuery, PromotableProductsQueryVariables>;
export const PromotableProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotableProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotableProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellable"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotableProductRow_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLinkRow_link"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotableProductRow_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"linkCount"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLinkRow_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromotableProductQuery, PromotableProductQueryVariables>;
export const CreateProductLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLinkRow_link"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLinkRow_link"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateProductLinkMutation, CreateProductLinkMutationVariables>;
export const ManagedSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedSales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"installments"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}}]}}]}}]}}]} as unknown as DocumentNode<ManagedSalesQuery, ManagedSalesQueryVariables>;
export const usePromotableProductsQuery = (options?: useQuery.Options<PromotableProductsQuery, PromotableProductsQueryVariables>) => useQuery(PromotableProductsDocument, options as useQuery.Options<PromotableProductsQuery, PromotableProductsQueryVariables>);
export const usePromotableProductsLazyQuery = (options?: useLazyQuery.Options<PromotableProductsQuery, PromotableProductsQueryVariables>) => useLazyQuery(PromotableProductsDocument, options);
export const usePromotableProductQuery = (options?: useQuery.Options<PromotableProductQuery, PromotableProductQueryVariables>) => useQuery(PromotableProductDocument, options as useQuery.Options<PromotableProductQuery, PromotableProductQueryVariables>);
export const usePromotableProductLazyQuery = (options?: useLazyQuery.Options<PromotableProductQuery, PromotableProductQueryVariables>) => useLazyQuery(PromotableProductDocument, options);
export const useCreateProductLinkMutation = (options?: useMutation.Options<CreateProductLinkMutation, CreateProductLinkMutationVariables>) => useMutation(CreateProductLinkDocument, options);
export const useManagedSalesQuery = (options?: useQuery.Options<ManagedSalesQuery, ManagedSalesQueryVariables>) => useQuery(ManagedSalesDocument, options as useQuery.Options<ManagedSalesQuery, ManagedSalesQueryVariables>);
export const useManagedSalesLazyQuery = (options?: useLazyQuery.Options<ManagedSalesQuery, ManagedSalesQueryVariables>) => useLazyQuery(ManagedSalesDocument, options);