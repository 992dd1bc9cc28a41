import { ApolloLink, type ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { MESSAGES } from '@portal/schema/messages';
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

/**
 * The text to show when the caller's cost budget is spent (docs/product.md §13.1): the gateway's
 * THROTTLED message, or the same text for a bare HTTP 429; null for any other error.
 */
export const throttledMessage = (error: ErrorLike | undefined): string | null => {
  if (CombinedGraphQLErrors.is(error)) {
    const item = error.errors.find((entry) => entry.extensions?.code === 'THROTTLED');
    return item ? item.message || MESSAGES.throttled : null;
  }
  return ServerError.is(error) && error.statusCode === 429 ? MESSAGES.throttled : null;
};

/** Adds `Authorization: Bearer <token>`; the token is read per request, so a restored one applies. */
export const createAuthLink = (getToken: () => string | null): ApolloLink =>
  new SetContextLink((previous) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...previous.headers, Authorization: `Bearer ${token}` } };
  });

/**
 * Reports UNAUTHENTICATED failures (docs/product.md §2.3: a 401 clears the session and goes to '/') and THROTTLED
 * ones (one toast whichever screen's query met it).
 */
export const createErrorLink = (
  onUnauthenticated: () => void,
  onThrottled: (message: string) => void,
): ApolloLink =>
  new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated();
    const throttled = throttledMessage(error);
    if (throttled) onThrottled(throttled);
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

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A W3C `traceparent` for one request: a new trace id and span id, sampled. Hand-rolled rather
 * than OpenTelemetry's web SDK, which would add tens of KB to the login page's 170 KB budget for
 * what is two random numbers here (the browser exports no spans; docs/performance.md, "Traces").
 * The last byte of each is odd, so neither is ever the all-zero id the standard calls invalid.
 */
export const newTraceparent = (): string => {
  const traceId = crypto.getRandomValues(new Uint8Array(16));
  const spanId = crypto.getRandomValues(new Uint8Array(8));
  traceId[15] = (traceId[15] ?? 0) | 1;
  spanId[7] = (spanId[7] ?? 0) | 1;
  return `00-${hex(traceId)}-${hex(spanId)}-01`;
};

/**
 * Starts each GraphQL request's trace: the gateway continues it (or ignores the header when its
 * tracing is off), so one trace id follows the request to upstream and its SQL.
 */
export const createTraceLink = (traceparent: () => string = newTraceparent): ApolloLink =>
  new SetContextLink((previous) => ({ headers: { ...previous.headers, traceparent: traceparent() } }));
