import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { GRAPHQL_PATH } from '../config.ts';
import { notify } from '../notify.ts';
import { platformTypePolicies } from './cachePolicies.ts';
import { createAuthLink, createErrorLink, createExpiryLink, createTraceLink } from './links.ts';

export interface CreateApolloClientOptions {
  /** The cache's type policies: every feature's, composed by the app's wiring; the platform's alone by default. */
  typePolicies?: TypePolicies;
  getToken: () => string | null;
  onUnauthenticated: () => void;
  /** True once the session's token is (about to be) expired; such a request is never sent. */
  isExpired?: () => boolean;
  /** Ends the expired session (the timer usually does it first; a sleeping tab's may not have). */
  onExpired?: () => void;
  /** Tells the user the cost budget is spent; by default one error toast (several queries at once share it). */
  onThrottled?: (message: string) => void;
  /** The terminating link; tests pass a mock, the app talks HTTP to the relative /graphql. */
  transport?: ApolloLink;
}

export const createApolloClient = ({
  typePolicies = platformTypePolicies,
  getToken,
  onUnauthenticated,
  isExpired = () => false,
  onExpired = () => undefined,
  onThrottled = (message) => notify.error(message, 'throttled'),
  transport = new HttpLink({ uri: GRAPHQL_PATH }),
}: CreateApolloClientOptions): ApolloClient =>
  new ApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    link: ApolloLink.from([
      createExpiryLink(isExpired, onExpired),
      createErrorLink(onUnauthenticated, onThrottled),
      createAuthLink(getToken),
      createTraceLink(),
      transport,
    ]),
  });
