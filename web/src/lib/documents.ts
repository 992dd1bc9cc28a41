import { EMPTY_COMPANY_ID } from '@portal/schema/constants';
import {
  CEP_LENGTH,
  CNPJ_LENGTH,
  CPF_LENGTH,
  maskCep,
  maskCnpj,
  maskCpf,
  maskPhone,
  onlyDigits,
} from './masks.ts';

export { onlyDigits };

// Display formatters: a value of the wrong length is shown as received rather than half-masked,
// so bad upstream data stays recognisable.
const formatExact = (value: string | null | undefined, length: number, mask: (digits: string) => string) => {
  const digits = onlyDigits(value);
  return digits.length === length ? mask(digits) : (value ?? '');
};

/** '12345678000190' → '12.345.678/0001-90' */
export const formatCnpj = (value: string | null | undefined): string =>
  formatExact(value, CNPJ_LENGTH, maskCnpj);

/** CNPJ as upstream wants it: without dashes, slashes and dots (SPEC §5). */
export const stripCnpj = (value: string | null | undefined): string => onlyDigits(value);

/** The fourteen zeros the invoice modal uses when no producer matches (SPEC §2.7). */
export const isEmptyCompanyId = (value: string | null | undefined): boolean =>
  stripCnpj(value) === EMPTY_COMPANY_ID;

/** '12345678901' → '123.456.789-01' */
export const formatCpf = (value: string | null | undefined): string =>
  formatExact(value, CPF_LENGTH, maskCpf);

/** '60000000' → '60000-000' */
export const formatCep = (value: string | null | undefined): string =>
  formatExact(value, CEP_LENGTH, maskCep);

const COUNTRY_CODE = '55';

/** '8532221111' → '(85) 3222-1111'; '85999998888' → '(85) 99999-8888'; a leading +55 is dropped. */
export const formatPhone = (value: string | null | undefined): string => {
  let digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : (value ?? '');
};
