/**
 * Accreditation (docs/product.md §3.1, §14.3): the rules of each step's form, shared by the web
 * forms, the gateway's input rules and upstream. Documents go through the one CPF and CNPJ modules.
 */
import { boolean, number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { emailField, passwordField } from './auth.ts';
import { cnpjField, cpfField } from './documents.ts';

export const ACCREDITATION_MESSAGES = {
  fullName: 'Informe nome e sobrenome.',
  phone: 'Informe um celular válido com DDD.',
  cep: 'Informe um CEP válido.',
  cepNotFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  state: 'Selecione um estado válido.',
  code: 'O código deve ter 6 dígitos.',
  codeInvalid: 'Código inválido.',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeAttempts: 'Tentativas esgotadas. Solicite um novo código.',
  resendCooldown: 'Aguarde um minuto para solicitar um novo código.',
  sessionExpired: 'Sua sessão de credenciamento expirou. Comece novamente.',
  stepDone: 'Esta etapa já foi concluída.',
  userExists: 'Usuário já cadastrado.',
  cnpjTaken: 'Este CNPJ já está cadastrado.',
  agentUnavailable: 'Agenciador não encontrado ou desativado.',
  bank: 'Selecione um banco.',
  branch: 'Informe uma agência válida.',
  account: 'Informe uma conta válida.',
  accountType: 'Selecione o tipo de conta.',
  bankDetailsNotExpected: 'Os dados bancários não são esperados nesta etapa.',
  done: 'Cadastro concluído com sucesso!',
  termsRequired: 'É preciso aceitar os termos para continuar.',
} as const;

/** Registration status → entry step (docs/product.md §3.1): anything unknown starts over. */
export const ACCREDITATION_STEPS = [
  'credenciamento',
  'dados-pessoais',
  'verificacao',
  'criar-senha',
  'pessoa-juridica',
] as const;
export type AccreditationStep = (typeof ACCREDITATION_STEPS)[number];

export const entryStepNumber = (status: string | null | undefined): 1 | 3 | 4 | 5 => {
  if (status === 'PENDING_CONFIRMATION') return 3;
  if (status === 'PENDING_PASSWORD') return 4;
  if (status === 'PENDING_CNPJ') return 5;
  return 1;
};

export const ACCOUNT_TYPES = ['CORRENTE', 'POUPANÇA', 'DE PAGAMENTO'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** CNPJ statuses for which bank details are asked (and the bank list loaded). */
export const BANK_DETAILS_STATUSES = ['WAITING_BANK_DETAILS', 'INVALID_BANK_DETAILS'] as const;
export const needsBankDetails = (statusCnpj: string | null | undefined): boolean =>
  BANK_DETAILS_STATUSES.some((status) => status === statusCnpj);

/**
 * CNPJ statuses in which Meu Perfil accepts bank details: those that ask for them, and a finished
 * registration whose account changes (issue 29: 'Atualize seus dados bancários'). Saving them sends
 * the registration back to PROCESSING, where the new account is checked.
 */
export const BANK_DETAILS_EDITABLE_STATUSES = [...BANK_DETAILS_STATUSES, 'FINISHED'] as const;
export const mayEditBankDetails = (statusCnpj: string | null | undefined): boolean =>
  BANK_DETAILS_EDITABLE_STATUSES.some((status) => status === statusCnpj);

export const isValidFullName = (value: string | null | undefined): boolean =>
  /^\p{L}{3,}( \p{L}+(?:['-]\p{L}+)*)+$/u.test((value ?? '').trim());

const digits = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');

/** Mobile with area code: 11 digits, the third a 9 ('(85) 99999-8888'). */
export const isMobilePhone = (value: string | null | undefined): boolean =>
  /^[1-9]{2}9[0-9]{8}$/.test(digits(value ?? ''));

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const required = () => string().trim().required(MESSAGES.required);

export const personalDataSchema = object({
  name: required()
    .max(120, ACCREDITATION_MESSAGES.fullName)
    .test('full-name', ACCREDITATION_MESSAGES.fullName, (value) => isValidFullName(value)),
  cpf: cpfField(),
  mobilePhone: required()
    .transform((value: string) => digits(value))
    .test('mobile', ACCREDITATION_MESSAGES.phone, (value) => isMobilePhone(value)),
  email: emailField.max(254, MESSAGES.invalidEmail),
  postalCode: required()
    .transform((value: string) => digits(value))
    .matches(/^[0-9]{8}$/, ACCREDITATION_MESSAGES.cep),
  street: required().max(120),
  number: required().max(20),
  complement: string().trim().max(60).default(''),
  district: required().max(80),
  city: required().max(80),
  state: required().oneOf([...UFS], ACCREDITATION_MESSAGES.state),
});

export const verificationCodeSchema = object({
  code: required().matches(/^[0-9]{6}$/, ACCREDITATION_MESSAGES.code),
});

export const accreditationPasswordSchema = object({ password: passwordField });

export const accreditationCnpjSchema = object({ cnpj: cnpjField() });

export const bankDetailsSchema = object({
  bank: number()
    .typeError(ACCREDITATION_MESSAGES.bank)
    .required(MESSAGES.required)
    .integer(ACCREDITATION_MESSAGES.bank)
    .min(1, ACCREDITATION_MESSAGES.bank)
    .max(999, ACCREDITATION_MESSAGES.bank),
  branch: required().matches(/^[0-9]{1,5}(-[0-9Xx])?$/, ACCREDITATION_MESSAGES.branch),
  account: required().matches(/^[0-9]{1,12}(-[0-9Xx])?$/, ACCREDITATION_MESSAGES.account),
  accountType: required().oneOf([...ACCOUNT_TYPES], ACCREDITATION_MESSAGES.accountType),
  isPersonal: boolean().required(MESSAGES.required),
});

/** Session tokens are 43 base64url characters; only bounded here, upstream judges them. */
export const accreditationSessionField = required().max(128, ACCREDITATION_MESSAGES.sessionExpired);

/** Gateway arguments of each accreditation mutation (the session token beside the step's fields). */
export const startAccreditationSchema = personalDataSchema;
export const verifyAccreditationCodeSchema = verificationCodeSchema.shape({
  session: accreditationSessionField,
});
export const accreditationSessionSchema = object({ session: accreditationSessionField });
export const setAccreditationPasswordSchema = accreditationPasswordSchema.shape({
  session: accreditationSessionField,
});
export const setAccreditationCnpjSchema = accreditationCnpjSchema.shape({
  session: accreditationSessionField,
});

/** Meu Perfil (docs/product.md §3.3): the contact fields an affiliate may change (not name, CPF, e-mail). */
export const profileContactSchema = personalDataSchema.pick([
  'mobilePhone',
  'postalCode',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
]);

/** Meu Perfil password change: the current password, and a new one under the shared rules. */
export const profilePasswordSchema = object({
  currentPassword: required().max(128),
  newPassword: passwordField,
});

export const PROFILE_MESSAGES = {
  contactSaved: 'Dados atualizados com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  wrongPassword: 'Senha atual incorreta.',
  passwordFailed: 'Erro! Você não poderá realizar essa ação agora, tente novamente mais tarde',
  contractFailed: 'Erro na solicitação do contrato!',
  contractRequested: 'Contrato solicitado com sucesso!',
  contractUnavailable: 'O contrato fica disponível depois do cadastro do CNPJ.',
} as const;

/** Gateway arguments of the Meu Perfil mutations. */
export const changeMyPasswordSchema = profilePasswordSchema;
/** requestContract takes no argument: nothing to check, but every mutation has a rule. */
export const requestContractSchema = object({});
