import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_PATH } from '../config.ts';
import { createAuthLink, createErrorLink } from './links.ts';
import { typePolicies } from './typePolicies.ts';

export interface CreateApolloClientOptions {
  getToken: () => string | null;
  onUnauthenticated: () => void;
  /** The terminating link; tests pass a mock, the app talks HTTP to the relative /graphql. */
  transport?: ApolloLink;
}

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });

export const createApolloClient = ({
  getToken,
  onUnauthenticated,
  transport = new HttpLink({ uri: GRAPHQL_PATH }),
}: CreateApolloClientOptions): ApolloClient =>
  new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([createErrorLink(onUnauthenticated), createAuthLink(getToken), transport]),
  });
