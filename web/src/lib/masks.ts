/** Input masks of SPEC §5. Each takes whatever the user typed or pasted and returns the masked text. */

export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** Fills `#` slots with digits, stopping at the last digit so partial input stays editable. */
export const applyDigitPattern = (digits: string, pattern: string): string => {
  let result = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
};

export const CEP_LENGTH = 8;
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const PHONE_LANDLINE_LENGTH = 10;
export const PHONE_MOBILE_LENGTH = 11;

const CEP_PATTERN = '#####-###';
const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';
const PHONE_LANDLINE_PATTERN = '(##) ####-####';
const PHONE_MOBILE_PATTERN = '(##) #####-####';

export const maskCep = (value: string): string =>
  applyDigitPattern(onlyDigits(value).slice(0, CEP_LENGTH), CEP_PATTERN);

export const maskCpf = (value: string): string =>
  applyDigitPattern(onlyDigits(value).slice(0, CPF_LENGTH), CPF_PATTERN);

export const maskCnpj = (value: string): string =>
  applyDigitPattern(onlyDigits(value).slice(0, CNPJ_LENGTH), CNPJ_PATTERN);

/** '(85) 9999-9999' while typing; switches to '(85) 99999-9999' once an 11th digit makes it a mobile. */
export const maskPhone = (value: string): string => {
  const digits = onlyDigits(value).slice(0, PHONE_MOBILE_LENGTH);
  return applyDigitPattern(
    digits,
    digits.length > PHONE_LANDLINE_LENGTH ? PHONE_MOBILE_PATTERN : PHONE_LANDLINE_PATTERN,
  );
};

/** Letters (any accent), apostrophes and hyphens inside words, single spaces, no leading space. */
export const maskName = (value: string): string =>
  value
    .replace(/[^\p{L}' -]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +/, '');

/** SPEC §5 name rule: a first word of 3+ letters, a space, then more letters (more words allowed). */
export const isValidFullName = (value: string | null | undefined): boolean =>
  /^\p{L}{3,}( \p{L}+(?:['-]\p{L}+)*)+$/u.test((value ?? '').trim());

/** For inputs where spaces are blocked (SPEC §5): removes any whitespace, e.g. from pasted text. */
export const stripSpaces = (value: string): string => value.replace(/\s/g, '');

/** Keydown guard for the same inputs; typed structurally so it fits React and DOM events alike. */
export const preventSpaceKey = (event: { key: string; preventDefault: () => void }): void => {
  if (event.key === ' ' || event.key === 'Spacebar') event.preventDefault();
};

export type MaskKind = 'phone' | 'cep' | 'cpf' | 'cnpj' | 'name' | 'noSpaces';

export const MASKS: Record<MaskKind, (value: string) => string> = {
  phone: maskPhone,
  cep: maskCep,
  cpf: maskCpf,
  cnpj: maskCnpj,
  name: maskName,
  noSpaces: stripSpaces,
};
