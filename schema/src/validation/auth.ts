import { object, ref, string } from 'yup';
import { MESSAGES } from '../messages.ts';

/** Password rule shared by the reset form, the gateway and upstream: 8+ chars, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const isStrongPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value);

export const emailField = string()
  .trim()
  .lowercase()
  .required(MESSAGES.required)
  .email(MESSAGES.invalidEmail);

export const passwordField = string()
  .required(MESSAGES.required)
  .test('strong', MESSAGES.passwordRules, (value) => value === undefined || isStrongPassword(value));

export const loginSchema = object({
  username: string().trim().lowercase().required(MESSAGES.required),
  password: string().required(MESSAGES.required),
});

export const passwordResetRequestSchema = object({ email: emailField });

export const changePasswordSchema = object({
  password: passwordField,
  confirmation: string()
    .required(MESSAGES.required)
    .oneOf([ref('password')], MESSAGES.passwordsDiffer),
});
