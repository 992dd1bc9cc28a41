import type { ApolloLink, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';

/** The gateway's code for a missing, expired or invalid token. */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/** True for a GraphQL error coded UNAUTHENTICATED anywhere in the response, or an HTTP 401. */
export const isUnauthenticated = (error: ErrorLike | undefined): boolean => {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => item.extensions?.code === UNAUTHENTICATED);
  }
  return ServerError.is(error) && error.statusCode === 401;
};

/** Adds `Authorization: Bearer <token>`; the token is read per request, so a restored one applies. */
export const createAuthLink = (getToken: () => string | null): ApolloLink =>
  new SetContextLink((previous) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...previous.headers, Authorization: `Bearer ${token}` } };
  });

/** Reports UNAUTHENTICATED failures (SPEC §6: a 401 clears the session and goes to '/'). */
export const createErrorLink = (onUnauthenticated: () => void): ApolloLink =>
  new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });
