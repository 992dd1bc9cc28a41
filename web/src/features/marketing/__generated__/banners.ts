/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A banner's kind: images (desktop and mobile) or text with an optional call to action. */
export type BannerType =
  /** Desktop (880x206) and mobile (351x158) images, with an optional link. */
  | 'IMAGE'
  /** Title, description, optional link, CTA text and thumbnail. */
  | 'TEXTUAL';

/** A new banner. Empty strings count as absent; a TEXTUAL banner's image URLs are dropped. */
export type CreateBannerInput = {
  /** Call-to-action text, at most 32 characters. */
  cta?: string | null | undefined;
  /** TEXTUAL: required, not blank. */
  description?: string | null | undefined;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 880x206 pixels. */
  desktopUrl?: string | null | undefined;
  /** An http/https URL. */
  link?: string | null | undefined;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 351x158 pixels. */
  mobileUrl?: string | null | undefined;
  /** Name for the manager's table; required, at most 120 characters. */
  name: string;
  /** An http/https URL of the thumbnail (no size rule). */
  thumbnail?: string | null | undefined;
  /** TEXTUAL: required, not blank. */
  title?: string | null | undefined;
  /** Image or textual. */
  type: BannerType;
};

/** The file about to be uploaded, as the client declares it. */
export type CreateUploadUrlsInput = {
  /** The file's media type (e.g. image/png); the PUT must send exactly this Content-Type. */
  contentType: string;
  /** The file's name on the client (at most 255 characters); not part of the stored key. */
  fileName: string;
  /** What the file is for; decides which types and sizes are allowed. */
  purpose: UploadPurpose;
  /** The file's size in bytes; the PUT may send at most this many. */
  size: number;
};

/** A banner's new content; the name is kept and the type must be the banner's own. */
export type UpdateBannerInput = {
  /** Ativo (true) or Inativo (false). */
  active: boolean;
  /** Call-to-action text, at most 32 characters. */
  cta?: string | null | undefined;
  /** TEXTUAL: required, not blank. */
  description?: string | null | undefined;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 880x206 pixels. */
  desktopUrl?: string | null | undefined;
  /** An http/https URL. */
  link?: string | null | undefined;
  /** IMAGE: getUrl of an uploaded PNG/JPEG of exactly 351x158 pixels. */
  mobileUrl?: string | null | undefined;
  /** An http/https URL of the thumbnail (no size rule). */
  thumbnail?: string | null | undefined;
  /** TEXTUAL: required, not blank. */
  title?: string | null | undefined;
  /** The banner's type (it cannot change). */
  type: BannerType;
};

/** What an upload is for; each purpose has its own allow-list of types and maximum size. */
export type UploadPurpose =
  /** A banner's desktop or mobile image: PNG or JPEG, at most 5 MB. */
  | 'BANNER_IMAGE'
  /** A product's image: PNG or JPEG, at most 5 MB. */
  | 'PRODUCT_IMAGE'
  /** Support material: PDF, MP4, DOCX, XLSX, PPTX, ZIP, ODT, PNG or JPEG, at most 200 MB. */
  | 'SUPPORT_MATERIAL';

export type BannerRow_BannerFragment = { active: boolean, order: number, createdAt: string, updatedAt: string, id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null };

export type BannersQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersQuery = { banners: Array<{ active: boolean, order: number, createdAt: string, updatedAt: string, id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null }> };

export type ActiveBanner_BannerFragment = { id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null };

export type ActiveBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveBannersQuery = { activeBanners: Array<{ id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null }> | null };

export type CreateBannerMutationVariables = Exact<{
  banner: Types.CreateBannerInput;
}>;


export type CreateBannerMutation = { createBanner: { active: boolean, order: number, createdAt: string, updatedAt: string, id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null } };

export type UpdateBannerMutationVariables = Exact<{
  id: string | number;
  changes: Types.UpdateBannerInput;
}>;


export type UpdateBannerMutation = { updateBanner: { active: boolean, order: number, createdAt: string, updatedAt: string, id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null } };

export type DeleteBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBannerMutation = { deleteBanner: string };

export type SwapBannersMutationVariables = Exact<{
  banner1: string | number;
  banner2: string | number;
}>;


export type SwapBannersMutation = { swapBanners: Array<{ active: boolean, order: number, createdAt: string, updatedAt: string, id: string, name: string, type: Types.BannerType, link: string | null, desktopUrl: string | null, mobileUrl: string | null, title: string | null, description: string | null, cta: string | null, thumbnail: string | null }> };

export type BannerUploadUrlsMutationVariables = Exact<{
  input: Types.CreateUploadUrlsInput;
}>;


export type BannerUploadUrlsMutation = { createUploadUrls: { key: string, getUrl: string, putUrl: string, expiresAt: string, maxSize: number } };

export const ActiveBanner_BannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]} as unknown as DocumentNode<ActiveBanner_BannerFragment, unknown>;
export const BannerRow_BannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]} as unknown as DocumentNode<BannerRow_BannerFragment, unknown>;
export const BannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BannersQuery, BannersQueryVariables>;
export const ActiveBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]} as unknown as DocumentNode<ActiveBannersQuery, ActiveBannersQueryVariables>;
export const CreateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"banner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateBannerMutation, CreateBannerMutationVariables>;
export const UpdateBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateBannerMutation, UpdateBannerMutationVariables>;
export const DeleteBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const SwapBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banner1"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banner2"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"banner1"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banner1"}}},{"kind":"Argument","name":{"kind":"Name","value":"banner2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banner2"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerRow_banner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBanner_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerRow_banner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBanner_banner"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SwapBannersMutation, SwapBannersMutationVariables>;
export const BannerUploadUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BannerUploadUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUploadUrlsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"getUrl"}},{"kind":"Field","name":{"kind":"Name","value":"putUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}}]}}]}}]} as unknown as DocumentNode<BannerUploadUrlsMutation, BannerUploadUrlsMutationVariables>;
export const useBannersQuery = (options?: useQuery.Options<BannersQuery, BannersQueryVariables>) => useQuery(BannersDocument, options as useQuery.Options<BannersQuery, BannersQueryVariables>);
export const useBannersLazyQuery = (options?: useLazyQuery.Options<BannersQuery, BannersQueryVariables>) => useLazyQuery(BannersDocument, options);
export const useActiveBannersQuery = (options?: useQuery.Options<ActiveBannersQuery, ActiveBannersQueryVariables>) => useQuery(ActiveBannersDocument, options as useQuery.Options<ActiveBannersQuery, ActiveBannersQueryVariables>);
export const useActiveBannersLazyQuery = (options?: useLazyQuery.Options<ActiveBannersQuery, ActiveBannersQueryVariables>) => useLazyQuery(ActiveBannersDocument, options);
export const useCreateBannerMutation = (options?: useMutation.Options<CreateBannerMutation, CreateBannerMutationVariables>) => useMutation(CreateBannerDocument, options);
export const useUpdateBannerMutation = (options?: useMutation.Options<UpdateBannerMutation, UpdateBannerMutationVariables>) => useMutation(UpdateBannerDocument, options);
export const useDeleteBannerMutation = (options?: useMutation.Options<DeleteBannerMutation, DeleteBannerMutationVariables>) => useMutation(DeleteBannerDocument, options);
export const useSwapBannersMutation = (options?: useMutation.Options<SwapBannersMutation, SwapBannersMutationVariables>) => useMutation(SwapBannersDocument, options);
export const useBannerUploadUrlsMutation = (options?: useMutation.Options<BannerUploadUrlsMutation, BannerUploadUrlsMutationVariables>) => useMutation(BannerUploadUrlsDocument, options);