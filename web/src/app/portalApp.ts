import type { ApolloClient, ApolloLink } from '@apollo/client';
import { createApolloClient } from '@/platform/apollo/createApolloClient.ts';
import { isSessionOver } from '@/platform/session/expiryTimes.ts';
import {
  createSessionStore,
  type SessionStorageLike,
  type SessionStore,
} from '@/platform/session/sessionStore.ts';
import { createSignOut, type SignOut } from '@/platform/session/signOut.ts';
import { typePolicies } from './manifests.ts';

export type Navigator = (to: string) => void;

export interface PortalApp {
  store: SessionStore;
  client: ApolloClient;
  signOut: SignOut;
  /** Called from inside the router so code outside React (the error link) can navigate. */
  attachNavigator: (navigate: Navigator | null) => void;
}

export interface CreatePortalAppOptions {
  storage: SessionStorageLike | null;
  /** Terminating Apollo link; defaults to HTTP on the relative /graphql. */
  transport?: ApolloLink;
}

/**
 * Wires the session store, the Apollo client and sign-out together. They refer to each other (an
 * UNAUTHENTICATED response signs out, which navigates and clears the cache), so they are built in
 * one place instead of as module-level singletons, which also lets each test build its own.
 */
export const createPortalApp = ({ storage, transport }: CreatePortalAppOptions): PortalApp => {
  const store = createSessionStore({ storage });
  let navigator: Navigator | null = null;
  let client: ApolloClient | null = null;
  const signOut = createSignOut({
    store,
    navigate: (to) => navigator?.(to),
    clearCache: () => client?.clearStore() ?? Promise.resolve(),
  });
  client = createApolloClient({
    typePolicies,
    getToken: store.getToken,
    onUnauthenticated: () => void signOut(),
    isExpired: () => isSessionOver(store.getState().auth.expiresAt, Date.now()),
    onExpired: () => void signOut('expired'),
    transport,
  });
  return {
    store,
    client,
    signOut,
    attachNavigator: (navigate) => {
      navigator = navigate;
    },
  };
};
