import { object, ref, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { TWO_FACTOR_MESSAGES } from '../two-factor-messages.ts';
import { isTotpCode, isTwoFactorCode, normaliseTwoFactorCode } from './two-factor.ts';

/** Password rule shared by the reset form, the gateway and upstream: 8+ chars, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes: a longer password would be silently truncated, so it is refused. */
export const PASSWORD_MAX_BYTES = 72;
export const isStrongPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);
export const passwordBytes = (value: string): number => new TextEncoder().encode(value).length;

export const emailField = string()
  .trim()
  .lowercase()
  .required(MESSAGES.required)
  .email(MESSAGES.invalidEmail);

export const passwordField = string()
  .required(MESSAGES.required)
  .test('strong', MESSAGES.passwordRules, (value) => value === undefined || isStrongPassword(value))
  .test(
    'bcrypt-length',
    MESSAGES.passwordTooLong,
    (value) => value === undefined || passwordBytes(value) <= PASSWORD_MAX_BYTES,
  );

export const loginSchema = object({
  username: string().trim().lowercase().required(MESSAGES.required),
  password: string().required(MESSAGES.required),
});

export const passwordResetRequestSchema = object({ email: emailField });

/** renewSession takes no argument; the rule exists because every mutation has one. */
export const renewSessionSchema = object({});

export const changePasswordSchema = object({
  password: passwordField,
  confirmation: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.passwordsDiffer),
});

/**
 * The changePassword mutation: the new password and the one-time token of the reset link (43
 * base64url characters from upstream; only bounded here, upstream judges it).
 */
export const changePasswordRequestSchema = object({
  password: passwordField,
  recoveryToken: string().trim().required(MESSAGES.required).max(512, MESSAGES.passwordChangeFailed),
});

const twoFactorCode = (accepts: (code: string) => boolean) =>
  string()
    .transform((value: string) => normaliseTwoFactorCode(value))
    .required(MESSAGES.required)
    .test('code', TWO_FACTOR_MESSAGES.codeShape, (value) => value === undefined || accepts(value));

/** The login's second step: the challenge `login` answered (bounded; upstream judges it) and a code. */
export const completeLoginSchema = object({
  challenge: string().trim().required(TWO_FACTOR_MESSAGES.expired).max(128, TWO_FACTOR_MESSAGES.expired),
  code: twoFactorCode(isTwoFactorCode),
});

/** startTwoFactorEnrolment takes no argument; the rule exists because every mutation has one. */
export const startTwoFactorEnrolmentSchema = object({});

/** The enrolment's confirmation: a code of the new secret (a recovery code does not exist yet). */
export const confirmTwoFactorSchema = object({ code: twoFactorCode(isTotpCode) });

export const disableTwoFactorSchema = object({
  password: string()
    .required(MESSAGES.required)
    .test(
      'bcrypt-length',
      TWO_FACTOR_MESSAGES.wrongPassword,
      (value) => value === undefined || passwordBytes(value) <= PASSWORD_MAX_BYTES,
    ),
  code: twoFactorCode(isTwoFactorCode),
});
