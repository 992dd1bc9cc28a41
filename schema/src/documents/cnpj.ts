/**
 * CNPJ, numeric or alphanumeric (Receita Federal, Nota Técnica 49/2024, issued since July 2026):
 * 12 characters 0-9/A-Z, then two numeric check digits (module 11 over each character's ASCII code
 * minus 48, weights 2..9 from the right; a numeric CNPJ is the special case). The one CNPJ module
 * web, gateway and upstream use. The normal form, which the database stores, is the 14 characters
 * uppercase without punctuation; users see 'XX.XXX.XXX/XXXX-DD' (docs/decisions/conventions.md,
 * "Documents").
 */
import { cnpj as library } from 'cpf-cnpj-validator';

export const CNPJ_LENGTH = 14;

/** The normal form's shape: letters only where the Receita allows them, never in the check digits. */
export const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** What a typed or pasted CNPJ may carry besides its characters: the mask's and spaces. */
const PUNCTUATION = /[./\-\s]/g;

/** '12.abc.345/01de-35' → '12ABC34501DE35'. Anything else is kept, so validation still fails on it. */
export const normalizeCnpj = (value: string | null | undefined): string =>
  (value ?? '').replace(PUNCTUATION, '').toUpperCase();

/** The two check digits of a 12-character base (the seed builds valid CNPJs with it). */
export const cnpjCheckDigits = (base: string): string => {
  const first = library.verifierDigit(base);
  return `${first}${library.verifierDigit(`${base}${first}`)}`;
};

/**
 * Length, characters, check digits, and no base of one repeated character ('00000000000000' has
 * valid check digits but is no CNPJ). The library's own stripping drops any character, so the shape
 * is checked here first.
 */
export const isValidCnpj = (value: string | null | undefined): boolean => {
  const normal = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(normal) || /^(.)\1{11}/.test(normal)) return false;
  return normal.slice(12) === cnpjCheckDigits(normal.slice(0, 12));
};

/**
 * '12abc34501de35' → '12.ABC.345/01DE-35'. A value without the CNPJ's shape is returned as
 * received, so bad data stays recognisable instead of half-masked.
 */
export const formatCnpj = (value: string | null | undefined): string => {
  const normal = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(normal)) return value ?? '';
  return `${normal.slice(0, 2)}.${normal.slice(2, 5)}.${normal.slice(5, 8)}/${normal.slice(8, 12)}-${normal.slice(12)}`;
};
