import { pipe } from 'imask';
import {
  CEP_LENGTH,
  CEP_MASK,
  onlyDigits,
  PHONE_LANDLINE_LENGTH,
  PHONE_MASK,
  PHONE_MOBILE_LENGTH,
  withoutCountryCode,
} from './masks.ts';

// Display formatters: a value of the wrong length is shown as received rather than half-masked,
// so bad upstream data stays recognisable.

/** '60000000' → '60000-000' */
export const formatCep = (value: string | null | undefined): string => {
  const digits = onlyDigits(value);
  return digits.length === CEP_LENGTH ? pipe(digits, CEP_MASK) : (value ?? '');
};

/** '8532221111' → '(85) 3222-1111'; '85999998888' → '(85) 99999-8888'; a leading +55 is dropped. */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = onlyDigits(withoutCountryCode(value ?? ''));
  return digits.length === PHONE_LANDLINE_LENGTH || digits.length === PHONE_MOBILE_LENGTH
    ? pipe(digits, PHONE_MASK)
    : (value ?? '');
};
