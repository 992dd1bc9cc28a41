import { ApolloLink, type ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { NEVER } from 'rxjs';

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

/** Reports UNAUTHENTICATED failures (docs/product.md §2.3: a 401 clears the session and goes to '/'). */
export const createErrorLink = (onUnauthenticated: () => void): ApolloLink =>
  new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  });

/**
 * Holds back every request once the session's token has expired and ends the session instead, so
 * no request fails on an expired token: the expiry timer normally signs out first, but a laptop
 * waking up or a throttled background tab can run a poll before it. The held request never
 * answers; sign-out clears the store, which stops it.
 */
export const createExpiryLink = (isExpired: () => boolean, onExpired: () => void): ApolloLink =>
  new ApolloLink((operation, forward) => {
    if (!isExpired()) return forward(operation);
    onExpired();
    return NEVER;
  });
