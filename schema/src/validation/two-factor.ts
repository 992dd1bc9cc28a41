/**
 * The second factor's codes (docs/decisions/security.md, "Second factor"): six digits from the
 * authenticator app, or a recovery code `XXXXX-XXXXX` typed with any case, spaces or without the
 * dash. Without yup, like login.ts: the login's code step is on the first page most visitors
 * download. The gateway's rules (auth.ts) apply the same checks.
 */
import { MESSAGES } from '../messages.ts';
import { TWO_FACTOR_MESSAGES } from '../two-factor-messages.ts';

const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** Spaces are dropped: apps show "123 456", and codes are copied from paper. */
export const normaliseTwoFactorCode = (code: string): string => code.replace(/\s+/g, '');

export const isTotpCode = (code: string): boolean => TOTP.test(normaliseTwoFactorCode(code));

export const isTwoFactorCode = (code: string): boolean => {
  const normal = normaliseTwoFactorCode(code);
  return TOTP.test(normal) || RECOVERY.test(normal);
};

/** The problem of a code field, or null; `totpOnly` where a recovery code is no answer (enrolment). */
export function twoFactorCodeProblem(code: string, totpOnly = false): string | null {
  const normal = normaliseTwoFactorCode(code);
  if (normal === '') return MESSAGES.required;
  return (totpOnly ? isTotpCode(normal) : isTwoFactorCode(normal)) ? null : TWO_FACTOR_MESSAGES.codeShape;
}
