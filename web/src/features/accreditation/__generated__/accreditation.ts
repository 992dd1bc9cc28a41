/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '@/__generated__/types';

import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which route set a registration runs in (docs/product.md §3.1): whom the new account belongs to. */
export type AccreditationFlow =
  /** /agent/credenciamento/{agentId}: the account belongs to that agent. */
  | 'AGENT'
  /** /holding/credenciamento: the account belongs to the holding. */
  | 'HOLDING'
  /** /credenciamento: an affiliate on their own. */
  | 'NORMAL';

/** Step 2 (Dados Pessoais) of a registration. */
export type AccreditationPersonalDataInput = {
  /** City. */
  city: string;
  /** Complement; optional. */
  complement?: string | null | undefined;
  /** CPF, with or without mask; check digits validated. */
  cpf: string;
  /** District. */
  district: string;
  /** E-mail; stored lowercase. */
  email: string;
  /** Mobile phone with area code, with or without mask. */
  mobilePhone: string;
  /** Full name: a first word of 3+ letters, a space, more letters. */
  name: string;
  /** Number. */
  number: string;
  /** CEP (8 digits, with or without mask). */
  postalCode: string;
  /** State (UF), e.g. CE. */
  state: string;
  /** Street. */
  street: string;
};

/** Bank details for the company's payments. */
export type BankDetailsInput = {
  /** Account, digits with an optional check digit (12345-6). */
  account: string;
  /** CORRENTE, POUPANÇA or DE PAGAMENTO. */
  accountType: string;
  /** COMPE code of the bank (see `banks`). */
  bank: number;
  /** Agency, digits with an optional check digit (1234 or 1234-5). */
  branch: string;
  /** True when the holder is 'Pessoa Física'. */
  isPersonal: boolean;
};

/** Meu Perfil: the phone and address an affiliate may change (name, CPF and e-mail are not). */
export type ProfileContactInput = {
  /** City. */
  city: string;
  /** Complement; empty when none. */
  complement?: string | null | undefined;
  /** District. */
  district: string;
  /** Mobile phone with area code, mask optional ('(85) 99999-8888'). */
  mobilePhone: string;
  /** Number. */
  number: string;
  /** CEP, mask optional. */
  postalCode: string;
  /** State (UF). */
  state: string;
  /** Street. */
  street: string;
};

export type AccreditationSession_StateFragment = { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string };

export type AccreditationSessionQueryVariables = Exact<{
  session: string;
}>;


export type AccreditationSessionQuery = { accreditationSession: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } | null };

export type AccreditationAgentQueryVariables = Exact<{
  agentId: string | number;
}>;


export type AccreditationAgentQuery = { accreditationAgent: { id: string, name: string } | null };

export type AccreditationPersonalDataLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccreditationPersonalDataLookupsQuery = { brazilianStates: Array<{ uf: string, name: string }> };

export type PostalAddressQueryVariables = Exact<{
  cep: string;
}>;


export type PostalAddressQuery = { postalAddress: { cep: string, street: string, district: string, city: string, state: string } | null };

export type BanksQueryVariables = Exact<{ [key: string]: never; }>;


export type BanksQuery = { banks: Array<{ code: number, name: string }> };

export type StartAccreditationMutationVariables = Exact<{
  flow: Types.AccreditationFlow;
  agentId?: string | number | null | undefined;
  input: Types.AccreditationPersonalDataInput;
}>;


export type StartAccreditationMutation = { startAccreditation: { session: string, state: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } } };

export type VerifyAccreditationCodeMutationVariables = Exact<{
  session: string;
  code: string;
}>;


export type VerifyAccreditationCodeMutation = { verifyAccreditationCode: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } };

export type ResendAccreditationCodeMutationVariables = Exact<{
  session: string;
}>;


export type ResendAccreditationCodeMutation = { resendAccreditationCode: boolean };

export type SetAccreditationPasswordMutationVariables = Exact<{
  session: string;
  password: string;
}>;


export type SetAccreditationPasswordMutation = { setAccreditationPassword: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } };

export type SetAccreditationCnpjMutationVariables = Exact<{
  session: string;
  cnpj: string;
}>;


export type SetAccreditationCnpjMutation = { setAccreditationCnpj: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } };

export type SetAccreditationBankDetailsMutationVariables = Exact<{
  session: string;
  input: Types.BankDetailsInput;
}>;


export type SetAccreditationBankDetailsMutation = { setAccreditationBankDetails: { status: string, entryStep: number, flow: Types.AccreditationFlow, email: string, agentId: string | null, statusCnpj: string | null, needsBankDetails: boolean, expiresAt: string } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { name: string, email: string, cpf: string | null, mobilePhone: string | null, postalCode: string | null, street: string | null, number: string | null, complement: string | null, district: string | null, city: string | null, state: string | null, cnpj: string | null, statusCnpj: string | null, needsBankDetails: boolean, bankDetails: { bank: number, branch: string, account: string, accountType: string, isPersonal: boolean } | null }, brazilianStates: Array<{ uf: string, name: string }> };

export type UpdateMyContactMutationVariables = Exact<{
  input: Types.ProfileContactInput;
}>;


export type UpdateMyContactMutation = { updateMyContact: { mobilePhone: string | null, postalCode: string | null, street: string | null, number: string | null, complement: string | null, district: string | null, city: string | null, state: string | null } };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type RequestContractMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestContractMutation = { requestContract: { fileName: string, contentBase64: string } };

export type SetBankDetailsMutationVariables = Exact<{
  input: Types.BankDetailsInput;
}>;


export type SetBankDetailsMutation = { setBankDetails: { statusCnpj: string | null, needsBankDetails: boolean, bankDetails: { bank: number, branch: string, account: string, accountType: string, isPersonal: boolean } | null } };

export type Profile_BankDetailsFragment = { bank: number, branch: string, account: string, accountType: string, isPersonal: boolean };

export type CnpjNextStep_ProfileFragment = { statusCnpj: string | null, needsBankDetails: boolean };

export const AccreditationSession_StateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AccreditationSession_StateFragment, unknown>;
export const Profile_BankDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile_bankDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}}]}}]} as unknown as DocumentNode<Profile_BankDetailsFragment, unknown>;
export const CnpjNextStep_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CnpjNextStep_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}}]}}]} as unknown as DocumentNode<CnpjNextStep_ProfileFragment, unknown>;
export const AccreditationSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccreditationSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accreditationSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AccreditationSessionQuery, AccreditationSessionQueryVariables>;
export const AccreditationAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccreditationAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accreditationAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccreditationAgentQuery, AccreditationAgentQueryVariables>;
export const AccreditationPersonalDataLookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccreditationPersonalDataLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brazilianStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccreditationPersonalDataLookupsQuery, AccreditationPersonalDataLookupsQueryVariables>;
export const PostalAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostalAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cep"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cep"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cep"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<PostalAddressQuery, PostalAddressQueryVariables>;
export const BanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BanksQuery, BanksQueryVariables>;
export const StartAccreditationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAccreditation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationFlow"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationPersonalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAccreditation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"flow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flow"}}},{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StartAccreditationMutation, StartAccreditationMutationVariables>;
export const VerifyAccreditationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAccreditationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAccreditationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<VerifyAccreditationCodeMutation, VerifyAccreditationCodeMutationVariables>;
export const ResendAccreditationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAccreditationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAccreditationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}]}]}}]} as unknown as DocumentNode<ResendAccreditationCodeMutation, ResendAccreditationCodeMutationVariables>;
export const SetAccreditationPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccreditationPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccreditationPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SetAccreditationPasswordMutation, SetAccreditationPasswordMutationVariables>;
export const SetAccreditationCnpjDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccreditationCnpj"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccreditationCnpj"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}},{"kind":"Argument","name":{"kind":"Name","value":"cnpj"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SetAccreditationCnpjMutation, SetAccreditationCnpjMutationVariables>;
export const SetAccreditationBankDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccreditationBankDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccreditationBankDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccreditationSession_state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccreditationSession_state"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccreditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entryStep"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SetAccreditationBankDetailsMutation, SetAccreditationBankDetailsMutationVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"complement"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile_bankDetails"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brazilianStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uf"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile_bankDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"complement"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<UpdateMyContactMutation, UpdateMyContactMutationVariables>;
export const ChangeMyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const RequestContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestContract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestContract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<RequestContractMutation, RequestContractMutationVariables>;
export const SetBankDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBankDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBankDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"needsBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"bankDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile_bankDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile_bankDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"isPersonal"}}]}}]} as unknown as DocumentNode<SetBankDetailsMutation, SetBankDetailsMutationVariables>;
export const useAccreditationSessionQuery = (options?: useQuery.Options<AccreditationSessionQuery, AccreditationSessionQueryVariables>) => useQuery(AccreditationSessionDocument, options as useQuery.Options<AccreditationSessionQuery, AccreditationSessionQueryVariables>);
export const useAccreditationSessionLazyQuery = (options?: useLazyQuery.Options<AccreditationSessionQuery, AccreditationSessionQueryVariables>) => useLazyQuery(AccreditationSessionDocument, options);
export const useAccreditationAgentQuery = (options?: useQuery.Options<AccreditationAgentQuery, AccreditationAgentQueryVariables>) => useQuery(AccreditationAgentDocument, options as useQuery.Options<AccreditationAgentQuery, AccreditationAgentQueryVariables>);
export const useAccreditationAgentLazyQuery = (options?: useLazyQuery.Options<AccreditationAgentQuery, AccreditationAgentQueryVariables>) => useLazyQuery(AccreditationAgentDocument, options);
export const useAccreditationPersonalDataLookupsQuery = (options?: useQuery.Options<AccreditationPersonalDataLookupsQuery, AccreditationPersonalDataLookupsQueryVariables>) => useQuery(AccreditationPersonalDataLookupsDocument, options as useQuery.Options<AccreditationPersonalDataLookupsQuery, AccreditationPersonalDataLookupsQueryVariables>);
export const useAccreditationPersonalDataLookupsLazyQuery = (options?: useLazyQuery.Options<AccreditationPersonalDataLookupsQuery, AccreditationPersonalDataLookupsQueryVariables>) => useLazyQuery(AccreditationPersonalDataLookupsDocument, options);
export const usePostalAddressQuery = (options?: useQuery.Options<PostalAddressQuery, PostalAddressQueryVariables>) => useQuery(PostalAddressDocument, options as useQuery.Options<PostalAddressQuery, PostalAddressQueryVariables>);
export const usePostalAddressLazyQuery = (options?: useLazyQuery.Options<PostalAddressQuery, PostalAddressQueryVariables>) => useLazyQuery(PostalAddressDocument, options);
export const useBanksQuery = (options?: useQuery.Options<BanksQuery, BanksQueryVariables>) => useQuery(BanksDocument, options as useQuery.Options<BanksQuery, BanksQueryVariables>);
export const useBanksLazyQuery = (options?: useLazyQuery.Options<BanksQuery, BanksQueryVariables>) => useLazyQuery(BanksDocument, options);
export const useStartAccreditationMutation = (options?: useMutation.Options<StartAccreditationMutation, StartAccreditationMutationVariables>) => useMutation(StartAccreditationDocument, options);
export const useVerifyAccreditationCodeMutation = (options?: useMutation.Options<VerifyAccreditationCodeMutation, VerifyAccreditationCodeMutationVariables>) => useMutation(VerifyAccreditationCodeDocument, options);
export const useResendAccreditationCodeMutation = (options?: useMutation.Options<ResendAccreditationCodeMutation, ResendAccreditationCodeMutationVariables>) => useMutation(ResendAccreditationCodeDocument, options);
export const useSetAccreditationPasswordMutation = (options?: useMutation.Options<SetAccreditationPasswordMutation, SetAccreditationPasswordMutationVariables>) => useMutation(SetAccreditationPasswordDocument, options);
export const useSetAccreditationCnpjMutation = (options?: useMutation.Options<SetAccreditationCnpjMutation, SetAccreditationCnpjMutationVariables>) => useMutation(SetAccreditationCnpjDocument, options);
export const useSetAccreditationBankDetailsMutation = (options?: useMutation.Options<SetAccreditationBankDetailsMutation, SetAccreditationBankDetailsMutationVariables>) => useMutation(SetAccreditationBankDetailsDocument, options);
export const useMyProfileQuery = (options?: useQuery.Options<MyProfileQuery, MyProfileQueryVariables>) => useQuery(MyProfileDocument, options as useQuery.Options<MyProfileQuery, MyProfileQueryVariables>);
export const useMyProfileLazyQuery = (options?: useLazyQuery.Options<MyProfileQuery, MyProfileQueryVariables>) => useLazyQuery(MyProfileDocument, options);
export const useUpdateMyContactMutation = (options?: useMutation.Options<UpdateMyContactMutation, UpdateMyContactMutationVariables>) => useMutation(UpdateMyContactDocument, options);
export const useChangeMyPasswordMutation = (options?: useMutation.Options<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>) => useMutation(ChangeMyPasswordDocument, options);
export const useRequestContractMutation = (options?: useMutation.Options<RequestContractMutation, RequestContractMutationVariables>) => useMutation(RequestContractDocument, options);
export const useSetBankDetailsMutation = (options?: useMutation.Options<SetBankDetailsMutation, SetBankDetailsMutationVariables>) => useMutation(SetBankDetailsDocument, options);