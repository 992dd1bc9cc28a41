/**
 * CPF: 9 digits and two check digits (module 11). The one CPF module web, gateway and upstream
 * use; stored as the 11 digits, shown as '123.456.789-09' (docs/decisions/conventions.md,
 * "Documents").
 */
import { cpf as library } from 'cpf-cnpj-validator';

export const CPF_LENGTH = 11;

const CPF_SHAPE = /^[0-9]{11}$/;
const PUNCTUATION = /[.\-\s]/g;

/** '529.982.247-25' → '52998224725'. Anything else is kept, so validation still fails on it. */
export const normalizeCpf = (value: string | null | undefined): string =>
  (value ?? '').replace(PUNCTUATION, '');

/** The two check digits of a 9-digit base (the seed builds valid CPFs with it). */
export const cpfCheckDigits = (base: string): string => {
  const first = library.verifierDigit(base);
  return `${first}${library.verifierDigit(`${base}${first}`)}`;
};

/** Length, digits only, check digits, and no repeated digit ('111.111.111-11'). */
export const isValidCpf = (value: string | null | undefined): boolean => {
  const normal = normalizeCpf(value);
  return CPF_SHAPE.test(normal) && !/^(.)\1+$/.test(normal) && library.isValid(normal, true);
};

/** '52998224725' → '529.982.247-25'; a value of another shape is returned as received. */
export const formatCpf = (value: string | null | undefined): string => {
  const normal = normalizeCpf(value);
  if (!CPF_SHAPE.test(normal)) return value ?? '';
  return `${normal.slice(0, 3)}.${normal.slice(3, 6)}.${normal.slice(6, 9)}-${normal.slice(9)}`;
};
