/**
 * The login form's rule without yup: the login route is the first page most visitors download, and
 * its two required fields do not need a validation library. The gateway's `loginSchema` (auth.ts)
 * applies the same rule; auth.test.ts checks that both agree.
 */
import { MESSAGES } from '../messages.ts';

export interface LoginInput {
  username: string;
  password: string;
}

/** What the token service expects: the e-mail trimmed and lowercased, the password as typed. */
export const normalizeLogin = ({ username, password }: LoginInput): LoginInput => ({
  username: username.trim().toLowerCase(),
  password,
});

/** Each field's problem (formik's `validate` shape); empty when the form may be sent. */
export const loginErrors = (values: LoginInput): Partial<Record<keyof LoginInput, string>> => {
  const { username, password } = normalizeLogin(values);
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  if (username === '') errors.username = MESSAGES.required;
  if (password === '') errors.password = MESSAGES.required;
  return errors;
};
