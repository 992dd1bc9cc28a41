import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_PATH } from '../config.ts';
import { notify } from '../notify.ts';
import { createAuthLink, createErrorLink, createExpiryLink } from './links.ts';
import { typePolicies } from './typePolicies.ts';

export interface CreateApolloClientOptions {
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

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });

export const createApolloClient = ({
  getToken,
  onUnauthenticated,
  isExpired = () => false,
  onExpired = () => undefined,
  onThrottled = (message) => notify.error(message, 'throttled'),
  transport = new HttpLink({ uri: GRAPHQL_PATH }),
}: CreateApolloClientOptions): ApolloClient =>
  new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      createExpiryLink(isExpired, onExpired),
      createErrorLink(onUnauthenticated, onThrottled),
      createAuthLink(getToken),
      transport,
    ]),
  });
