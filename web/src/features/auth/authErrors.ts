import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';

const INLINE_LOGIN_MESSAGES: readonly string[] = [
  MESSAGES.loginWrongCredentials,
  MESSAGES.loginBadFields,
  MESSAGES.tooManyAttempts,
];

/**
 * The text the login form shows inline (docs/product.md §2.1): the gateway's BAD_USER_INPUT message
 * ('Usuário ou senha incorretos.' or 'Campos incorretos.'). Null means "not a form error": the
 * caller shows the generic error toast instead.
 */
export const loginErrorText = (error: unknown): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const match = error.errors.find(
    (item) => item.extensions?.code === 'BAD_USER_INPUT' || INLINE_LOGIN_MESSAGES.includes(item.message),
  );
  return match ? match.message || MESSAGES.loginBadFields : null;
};

/** Codes whose gateway message is written for the user (the rate limit's 'Muitas tentativas...'). */
const USER_FACING_CODES: readonly unknown[] = ['BAD_USER_INPUT', 'TOO_MANY_REQUESTS'];

/** A user-facing message the gateway attached to a BAD_USER_INPUT or TOO_MANY_REQUESTS error, if any. */
export const badInputMessage = (error: unknown): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((item) => USER_FACING_CODES.includes(item.extensions?.code))?.message ?? null;
};
