/**
 * Input masks of docs/product.md §14.3, as react-imask options (ui/MaskedInput.tsx): the library keeps the
 * caret where the user edits and masks pasted text as a whole. The display formatters of lib/documents.ts
 * pipe values through the same options, so each pattern is written once.
 */
import type { FactoryOpts } from 'imask';

export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

export const CEP_LENGTH = 8;
export const PHONE_LANDLINE_LENGTH = 10;
export const PHONE_MOBILE_LENGTH = 11;
const COUNTRY_CODE = '55';

/**
 * '+55 (85) 99999-8888' → '85999998888': a number written with Brazil's country code (a leading
 * '+', or more digits than a mobile has) loses it; anything else is returned unchanged.
 */
export const withoutCountryCode = (text: string): string => {
  const digits = onlyDigits(text);
  const international = text.trim().startsWith('+') || digits.length > PHONE_MOBILE_LENGTH;
  return international && digits.startsWith(COUNTRY_CODE) ? digits.slice(COUNTRY_CODE.length) : text;
};

/** Landline '(85) 3222-1111' until an 11th digit makes it a mobile '(85) 99999-8888'. */
export const PHONE_MASK = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  // Called with the whole typed or pasted chunk (and idempotent: the dynamic mask applies it twice).
  prepare: withoutCountryCode,
} satisfies FactoryOpts;

export const CEP_MASK = { mask: '00000-000' } satisfies FactoryOpts;
export const CPF_MASK = { mask: '000.000.000-00' } satisfies FactoryOpts;

/** Letters or digits (uppercased) in the 12 base positions, digits in the 2 check positions. */
export const CNPJ_MASK = {
  mask: 'XX.XXX.XXX/XXXX-00',
  definitions: { X: /[0-9A-Z]/ },
  prepareChar: (char: string) => char.toUpperCase(),
} satisfies FactoryOpts;

/** Letters (any accent), apostrophes and hyphens inside words, single spaces, no leading space. */
const NAME_MASK = { mask: /^(?! )(?!.* {2})[\p{L}' -]*$/u } satisfies FactoryOpts;

/** For inputs where spaces are blocked (docs/product.md §14.3), pasted text included. */
const NO_SPACES_MASK = { mask: /^\S*$/ } satisfies FactoryOpts;

/**
 * docs/product.md §14.3 name rule: a first word of 3+ letters, a space, then more letters
 * (more words allowed).
 */
export const isValidFullName = (value: string | null | undefined): boolean =>
  /^\p{L}{3,}( \p{L}+(?:['-]\p{L}+)*)+$/u.test((value ?? '').trim());

/** Keydown guard for the same inputs; typed structurally so it fits React and DOM events alike. */
export const preventSpaceKey = (event: { key: string; preventDefault: () => void }): void => {
  if (event.key === ' ' || event.key === 'Spacebar') event.preventDefault();
};

export type MaskKind = 'phone' | 'cep' | 'cpf' | 'cnpj' | 'name' | 'noSpaces';

export const MASKS: Record<MaskKind, FactoryOpts> = {
  phone: PHONE_MASK,
  cep: CEP_MASK,
  cpf: CPF_MASK,
  cnpj: CNPJ_MASK,
  name: NAME_MASK,
  noSpaces: NO_SPACES_MASK,
};
