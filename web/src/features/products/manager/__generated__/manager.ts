/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** The holding product form. Empty strings count as absent; images are getUrls of PRODUCT_IMAGE uploads. */
export type ManagedProductInput = {
  /** Default true. */
  active?: boolean | null | undefined;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerDesktop?: string | null | undefined;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerPhone?: string | null | undefined;
  /** An uploaded PNG/JPEG's getUrl. */
  bannerTablet?: string | null | undefined;
  /** At most 160 characters. */
  chargeReceiver?: string | null | undefined;
  /** An http/https URL. */
  checkoutPageUrl?: string | null | undefined;
  /** Default false. */
  cnpjEnabled?: boolean | null | undefined;
  /** At most 20, one per level. */
  commissions?: Array<ProductLevelCommissionInput> | null | undefined;
  /** Basis points 0–10000, default 0. */
  coparticipationBranchBp?: number | null | undefined;
  /** Default false. */
  coproduction?: boolean | null | undefined;
  /** At most 32 characters. */
  cta?: string | null | undefined;
  /** At most 5000 characters. */
  description1?: string | null | undefined;
  /** At most 5000 characters. */
  description2?: string | null | undefined;
  /** At most 160 characters. */
  donationReceiver?: string | null | undefined;
  /** Default 0. */
  donationValue?: number | null | undefined;
  /** Default false. */
  highlighted?: boolean | null | undefined;
  /** 1–24, default 1. */
  maxInstallments?: number | null | undefined;
  /** 1–20, default 1. */
  minLevel?: number | null | undefined;
  /** Required, at most 160 characters. */
  name: string;
  /** Full price, default 0. */
  price?: number | null | undefined;
  /** The producer (Producer.id). */
  producerId: string | number;
  /** Default false. */
  salesB2B?: boolean | null | undefined;
  /** Default false. */
  salesInterest?: boolean | null | undefined;
  /** Default false. */
  santaclaraEnabled?: boolean | null | undefined;
  /** Default false. */
  santaclaraPublished?: boolean | null | undefined;
  /** Default 0, in cents. */
  serviceCharge?: number | null | undefined;
  /** At most 60 characters. */
  sfCode?: string | null | undefined;
  /** Default false; when true the terms are required. */
  showTerms?: boolean | null | undefined;
  /** At most 20. */
  specialEvents?: Array<ProductSpecialEventInput> | null | undefined;
  /** At most 500 characters. */
  subtitle1?: string | null | undefined;
  /** At most 500 characters. */
  subtitle2?: string | null | undefined;
  /** Rich text (HTML), stored as written, at most 50000 characters. */
  termsContent?: string | null | undefined;
  /** An uploaded PNG/JPEG's getUrl. */
  thumbnail?: string | null | undefined;
  /** At most 500 characters. */
  title?: string | null | undefined;
};

/** Which holding products a list shows: every one, those with a campaign (a special event), those without. */
export type ProductCampaignFilter =
  /** Every product. */
  | 'ALL'
  /** Products without special events. */
  | 'WITHOUT_CAMPAIGN'
  /** Products with at least one special event. */
  | 'WITH_CAMPAIGN';

/** A commission of the product form; each level at most once. */
export type ProductLevelCommissionInput = {
  /** Career level, 1–20. */
  level: number;
  /** Basis points, 0–10000. */
  rateBp: number;
};

/** A special event of the product form. */
export type ProductSpecialEventInput = {
  /** Last day, YYYY-MM-DD, on or after the first. */
  endsAt: string;
  /** Required, at most 500 characters. */
  name: string;
  /** First day, YYYY-MM-DD. */
  startsAt: string;
};

/** What an upload is for; each purpose has its own allow-list of types and maximum size. */
export type UploadPurpose =
  /** A banner's desktop or mobile image: PNG or JPEG, at most 5 MB. */
  | 'BANNER_IMAGE'
  /** A product's image: PNG or JPEG, at most 5 MB. */
  | 'PRODUCT_IMAGE'
  /** Support material: PDF, MP4, DOCX, XLSX, PPTX, ZIP, ODT, PNG or JPEG, at most 200 MB. */
  | 'SUPPORT_MATERIAL';

export type ManagedProductsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  campaign: Types.ProductCampaignFilter;
}>;


export type ManagedProductsQuery = { managedProducts: { totalRows: number, items: Array<{ id: string, name: string, producerName: string, active: boolean, highlighted: boolean, minLevel: number, price: number, specialEventCount: number, campaignCount: number, revision: number }> } };

export type ManagedProductForm_ProductFragment = { id: string, revision: number, active: boolean, highlighted: boolean, coproduction: boolean, name: string, sfCode: string | null, minLevel: number, producerId: string, producerName: string, price: number, maxInstallments: number, title: string | null, subtitle1: string | null, subtitle2: string | null, description1: string | null, description2: string | null, showTerms: boolean, termsContent: string | null, termsHtml: string | null, cta: string | null, bannerPhone: string | null, bannerTablet: string | null, bannerDesktop: string | null, thumbnail: string | null, chargeReceiver: string | null, serviceCharge: number, coparticipationBranchBp: number, donationValue: number, donationReceiver: string | null, checkoutPageUrl: string | null, salesB2B: boolean, cnpjEnabled: boolean, salesInterest: boolean, santaclaraEnabled: boolean, santaclaraPublished: boolean, updatedAt: string, specialEvents: Array<{ name: string, startsAt: string, endsAt: string }>, commissions: Array<{ level: number, rateBp: number }> };

export type ProducerPicker_ProducerFragment = { id: string, fancyName: string };

export type ManagedProductEditorQueryVariables = Exact<{
  id: string | number;
  existing: boolean;
}>;


export type ManagedProductEditorQuery = { managedProduct?: { id: string, revision: number, active: boolean, highlighted: boolean, coproduction: boolean, name: string, sfCode: string | null, minLevel: number, producerId: string, producerName: string, price: number, maxInstallments: number, title: string | null, subtitle1: string | null, subtitle2: string | null, description1: string | null, description2: string | null, showTerms: boolean, termsContent: string | null, termsHtml: string | null, cta: string | null, bannerPhone: string | null, bannerTablet: string | null, bannerDesktop: string | null, thumbnail: string | null, chargeReceiver: string | null, serviceCharge: number, coparticipationBranchBp: number, donationValue: number, donationReceiver: string | null, checkoutPageUrl: string | null, salesB2B: boolean, cnpjEnabled: boolean, salesInterest: boolean, santaclaraEnabled: boolean, santaclaraPublished: boolean, updatedAt: string, specialEvents: Array<{ name: string, startsAt: string, endsAt: string }>, commissions: Array<{ level: number, rateBp: number }> }, producers: { items: Array<{ id: string, fancyName: string }> } };

export type ProducerOptionsQueryVariables = Exact<{
  search: string;
  pageSize: number;
}>;


export type ProducerOptionsQuery = { producers: { items: Array<{ id: string, fancyName: string }> } };

export type CreateManagedProductMutationVariables = Exact<{
  input: Types.ManagedProductInput;
}>;


export type CreateManagedProductMutation = { createManagedProduct: { id: string, revision: number, active: boolean, highlighted: boolean, coproduction: boolean, name: string, sfCode: string | null, minLevel: number, producerId: string, producerName: string, price: number, maxInstallments: number, title: string | null, subtitle1: string | null, subtitle2: string | null, description1: string | null, description2: string | null, showTerms: boolean, termsContent: string | null, termsHtml: string | null, cta: string | null, bannerPhone: string | null, bannerTablet: string | null, bannerDesktop: string | null, thumbnail: string | null, chargeReceiver: string | null, serviceCharge: number, coparticipationBranchBp: number, donationValue: number, donationReceiver: string | null, checkoutPageUrl: string | null, salesB2B: boolean, cnpjEnabled: boolean, salesInterest: boolean, santaclaraEnabled: boolean, santaclaraPublished: boolean, updatedAt: string, specialEvents: Array<{ name: string, startsAt: string, endsAt: string }>, commissions: Array<{ level: number, rateBp: number }> } };

export type UpdateManagedProductMutationVariables = Exact<{
  id: string | number;
  revision: number;
  input: Types.ManagedProductInput;
}>;


export type UpdateManagedProductMutation = { updateManagedProduct: { id: string, revision: number, active: boolean, highlighted: boolean, coproduction: boolean, name: string, sfCode: string | null, minLevel: number, producerId: string, producerName: string, price: number, maxInstallments: number, title: string | null, subtitle1: string | null, subtitle2: string | null, description1: string | null, description2: string | null, showTerms: boolean, termsContent: string | null, termsHtml: string | null, cta: string | null, bannerPhone: string | null, bannerTablet: string | null, bannerDesktop: string | null, thumbnail: string | null, chargeReceiver: string | null, serviceCharge: number, coparticipationBranchBp: number, donationValue: number, donationReceiver: string | null, checkoutPageUrl: string | null, salesB2B: boolean, cnpjEnabled: boolean, salesInterest: boolean, santaclaraEnabled: boolean, santaclaraPublished: boolean, updatedAt: string, specialEvents: Array<{ name: string, startsAt: string, endsAt: string }>, commissions: Array<{ level: number, rateBp: number }> } };

export type ProductImageUploadUrlsMutationVariables = Exact<{
  input: Types.CreateUploadUrlsInput;
}>;


export type ProductImageUploadUrlsMutation = { createUploadUrls: { key: string, getUrl: string, putUrl: string } };

export const ManagedProductForm_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedProductForm_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"coproduction"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sfCode"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}},{"kind":"Field","name":{"kind":"Name","value":"producerId"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle1"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle2"}},{"kind":"Field","name":{"kind":"Name","value":"description1"}},{"kind":"Field","name":{"kind":"Name","value":"description2"}},{"kind":"Field","name":{"kind":"Name","value":"showTerms"}},{"kind":"Field","name":{"kind":"Name","value":"termsContent"}},{"kind":"Field","name":{"kind":"Name","value":"termsHtml"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"bannerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bannerTablet"}},{"kind":"Field","name":{"kind":"Name","value":"bannerDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"specialEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargeReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"coparticipationBranchBp"}},{"kind":"Field","name":{"kind":"Name","value":"donationValue"}},{"kind":"Field","name":{"kind":"Name","value":"donationReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"salesB2B"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"salesInterest"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ManagedProductForm_ProductFragment, unknown>;
export const ProducerPicker_ProducerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerPicker_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}}]}}]} as unknown as DocumentNode<ProducerPicker_ProducerFragment, unknown>;
export const ManagedProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCampaignFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"specialEventCount"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCount"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]}}]} as unknown as DocumentNode<ManagedProductsQuery, ManagedProductsQueryVariables>;
export const ManagedProductEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedProductEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"existing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"existing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedProductForm_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerPicker_producer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedProductForm_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"coproduction"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sfCode"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}},{"kind":"Field","name":{"kind":"Name","value":"producerId"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle1"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle2"}},{"kind":"Field","name":{"kind":"Name","value":"description1"}},{"kind":"Field","name":{"kind":"Name","value":"description2"}},{"kind":"Field","name":{"kind":"Name","value":"showTerms"}},{"kind":"Field","name":{"kind":"Name","value":"termsContent"}},{"kind":"Field","name":{"kind":"Name","value":"termsHtml"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"bannerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bannerTablet"}},{"kind":"Field","name":{"kind":"Name","value":"bannerDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"specialEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargeReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"coparticipationBranchBp"}},{"kind":"Field","name":{"kind":"Name","value":"donationValue"}},{"kind":"Field","name":{"kind":"Name","value":"donationReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"salesB2B"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"salesInterest"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerPicker_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}}]}}]} as unknown as DocumentNode<ManagedProductEditorQuery, ManagedProductEditorQueryVariables>;
export const ProducerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProducerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerPicker_producer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerPicker_producer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Producer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fancyName"}}]}}]} as unknown as DocumentNode<ProducerOptionsQuery, ProducerOptionsQueryVariables>;
export const CreateManagedProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateManagedProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createManagedProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedProductForm_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedProductForm_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"coproduction"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sfCode"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}},{"kind":"Field","name":{"kind":"Name","value":"producerId"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle1"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle2"}},{"kind":"Field","name":{"kind":"Name","value":"description1"}},{"kind":"Field","name":{"kind":"Name","value":"description2"}},{"kind":"Field","name":{"kind":"Name","value":"showTerms"}},{"kind":"Field","name":{"kind":"Name","value":"termsContent"}},{"kind":"Field","name":{"kind":"Name","value":"termsHtml"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"bannerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bannerTablet"}},{"kind":"Field","name":{"kind":"Name","value":"bannerDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"specialEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargeReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"coparticipationBranchBp"}},{"kind":"Field","name":{"kind":"Name","value":"donationValue"}},{"kind":"Field","name":{"kind":"Name","value":"donationReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"salesB2B"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"salesInterest"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateManagedProductMutation, CreateManagedProductMutationVariables>;
export const UpdateManagedProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateManagedProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateManagedProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"revision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revision"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedProductForm_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedProductForm_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"coproduction"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sfCode"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}},{"kind":"Field","name":{"kind":"Name","value":"producerId"}},{"kind":"Field","name":{"kind":"Name","value":"producerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"maxInstallments"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle1"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle2"}},{"kind":"Field","name":{"kind":"Name","value":"description1"}},{"kind":"Field","name":{"kind":"Name","value":"description2"}},{"kind":"Field","name":{"kind":"Name","value":"showTerms"}},{"kind":"Field","name":{"kind":"Name","value":"termsContent"}},{"kind":"Field","name":{"kind":"Name","value":"termsHtml"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}},{"kind":"Field","name":{"kind":"Name","value":"bannerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bannerTablet"}},{"kind":"Field","name":{"kind":"Name","value":"bannerDesktop"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"specialEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chargeReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCharge"}},{"kind":"Field","name":{"kind":"Name","value":"coparticipationBranchBp"}},{"kind":"Field","name":{"kind":"Name","value":"donationValue"}},{"kind":"Field","name":{"kind":"Name","value":"donationReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"salesB2B"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"salesInterest"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"santaclaraPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateManagedProductMutation, UpdateManagedProductMutationVariables>;
export const ProductImageUploadUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductImageUploadUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUploadUrlsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"getUrl"}},{"kind":"Field","name":{"kind":"Name","value":"putUrl"}}]}}]}}]} as unknown as DocumentNode<ProductImageUploadUrlsMutation, ProductImageUploadUrlsMutationVariables>;
export const useManagedProductsQuery = (options?: useQuery.Options<ManagedProductsQuery, ManagedProductsQueryVariables>) => useQuery(ManagedProductsDocument, options as useQuery.Options<ManagedProductsQuery, ManagedProductsQueryVariables>);
export const useManagedProductsLazyQuery = (options?: useLazyQuery.Options<ManagedProductsQuery, ManagedProductsQueryVariables>) => useLazyQuery(ManagedProductsDocument, options);
export const useManagedProductEditorQuery = (options?: useQuery.Options<ManagedProductEditorQuery, ManagedProductEditorQueryVariables>) => useQuery(ManagedProductEditorDocument, options as useQuery.Options<ManagedProductEditorQuery, ManagedProductEditorQueryVariables>);
export const useManagedProductEditorLazyQuery = (options?: useLazyQuery.Options<ManagedProductEditorQuery, ManagedProductEditorQueryVariables>) => useLazyQuery(ManagedProductEditorDocument, options);
export const useProducerOptionsQuery = (options?: useQuery.Options<ProducerOptionsQuery, ProducerOptionsQueryVariables>) => useQuery(ProducerOptionsDocument, options as useQuery.Options<ProducerOptionsQuery, ProducerOptionsQueryVariables>);
export const useProducerOptionsLazyQuery = (options?: useLazyQuery.Options<ProducerOptionsQuery, ProducerOptionsQueryVariables>) => useLazyQuery(ProducerOptionsDocument, options);
export const useCreateManagedProductMutation = (options?: useMutation.Options<CreateManagedProductMutation, CreateManagedProductMutationVariables>) => useMutation(CreateManagedProductDocument, options);
export const useUpdateManagedProductMutation = (options?: useMutation.Options<UpdateManagedProductMutation, UpdateManagedProductMutationVariables>) => useMutation(UpdateManagedProductDocument, options);
export const useProductImageUploadUrlsMutation = (options?: useMutation.Options<ProductImageUploadUrlsMutation, ProductImageUploadUrlsMutationVariables>) => useMutation(ProductImageUploadUrlsDocument, options);