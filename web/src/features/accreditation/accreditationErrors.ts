import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The gateway's message when it was written for the user (input, conflict, limits), else null. */
export const userMessage = (error: unknown): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const codes: readonly unknown[] = ['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS'];
  return error.errors.find((item) => codes.includes(item.extensions?.code))?.message ?? null;
};

export const errorCode = (error: unknown): unknown =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
