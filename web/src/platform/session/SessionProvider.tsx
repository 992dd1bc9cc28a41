import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore, SessionUser } from './sessionStore.ts';
import type { SignOut } from './signOut.ts';

interface SessionContextValue {
  store: SessionStore;
  /** Ends the session everywhere (SAIR, UNAUTHENTICATED, expiry): clears user and session, goes to '/'. */
  signOut: SignOut;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps extends SessionContextValue {
  children: ReactNode;
}

export const SessionProvider = ({ store, signOut, children }: SessionProviderProps) => (
  <SessionContext value={{ store, signOut }}>{children}</SessionContext>
);

const useSessionContext = (): SessionContextValue => {
  const value = use(SessionContext);
  if (!value) throw new Error('SessionProvider is missing above this component.');
  return value;
};

export const useSessionStore = (): SessionStore => useSessionContext().store;

export const useSignOut = (): SignOut => useSessionContext().signOut;

export const useSession = (): SessionState => {
  const { store } = useSessionContext();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
};

/** The signed-in user, or null while logged out. */
export const useViewer = (): SessionUser | null => useSession().user;
