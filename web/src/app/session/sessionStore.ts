import type { Viewer_UserFragment } from '@/features/auth/__generated__/auth.ts';
import { SESSION_STORAGE_KEY } from '../config.ts';

/** The signed-in user as the login mutation and the `me` query return it. */
export type SessionUser = Viewer_UserFragment;

/** One level of the support-material trail (SPEC §2.10); `id` null is the root. */
export interface SessionBreadcrumb {
  id: string | null;
  label: string;
}

export interface AuthState {
  token: string | null;
  loggedIn: boolean;
  /** Where a logged-out visitor was going; the login sends them there once (SPEC §2.1). */
  redirectTo: string | null;
}

export interface SessionState {
  auth: AuthState;
  user: SessionUser | null;
  breadcrumbs: SessionBreadcrumb[];
}

export const ROOT_BREADCRUMBS: SessionBreadcrumb[] = [{ id: null, label: 'Material de apoio' }];

export const initialSessionState: SessionState = {
  auth: { token: null, loggedIn: false, redirectTo: null },
  user: null,
  breadcrumbs: ROOT_BREADCRUMBS,
};

/** The subset of the Storage API the store needs, so tests can pass an in-memory one. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The bearer token for the auth link; read per request so a restored token applies at once. */
  getToken: () => string | null;
  signIn: (token: string, user: SessionUser) => void;
  /** Clears Auth, User and Breadcrumbs, the persisted copy included. */
  signOut: () => void;
  setUser: (user: SessionUser) => void;
  setRedirect: (path: string | null) => void;
  /** Returns the saved post-login path and clears it. */
  takeRedirect: () => string | null;
  setBreadcrumbs: (breadcrumbs: SessionBreadcrumb[]) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only same-origin paths: a tampered storage value must not turn the login into an open redirect. */
export const isSafeRedirect = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

const readBreadcrumbs = (value: unknown): SessionBreadcrumb[] => {
  if (!Array.isArray(value) || value.length === 0) return ROOT_BREADCRUMBS;
  const valid = value.every(
    (item) =>
      isRecord(item) && typeof item.label === 'string' && (item.id === null || typeof item.id === 'string'),
  );
  return valid ? (value as SessionBreadcrumb[]) : ROOT_BREADCRUMBS;
};

/** Reads the persisted slices; anything malformed falls back to a signed-out state. */
export const parsePersistedState = (raw: string | null): SessionState => {
  if (!raw) return initialSessionState;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return initialSessionState;
  }
  if (!isRecord(parsed)) return initialSessionState;
  const auth = isRecord(parsed.auth) ? parsed.auth : {};
  const token = typeof auth.token === 'string' && auth.token ? auth.token : null;
  const user =
    isRecord(parsed.user) && typeof parsed.user.id === 'string' ? (parsed.user as SessionUser) : null;
  // A session is only usable with both a token and a user: the shell needs the role flags.
  const loggedIn = auth.loggedIn === true && token !== null && user !== null;
  return {
    auth: {
      token: loggedIn ? token : null,
      loggedIn,
      redirectTo: isSafeRedirect(auth.redirectTo) ? auth.redirectTo : null,
    },
    user: loggedIn ? user : null,
    breadcrumbs: readBreadcrumbs(parsed.breadcrumbs),
  };
};

/** What goes to storage: exactly Auth (token, loggedIn, saved path), User and Breadcrumbs. */
export const serializeState = (state: SessionState): string =>
  JSON.stringify({
    auth: { token: state.auth.token, loggedIn: state.auth.loggedIn, redirectTo: state.auth.redirectTo },
    user: state.user,
    breadcrumbs: state.breadcrumbs,
  });

export interface CreateSessionStoreOptions {
  storage?: SessionStorageLike | null;
  key?: string;
}

const safeRead = (storage: SessionStorageLike | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (privacy mode, disabled cookies): the app still works, just not persisted.
    return null;
  }
};

const safeWrite = (storage: SessionStorageLike | null, key: string, value: string | null) => {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Same reason as safeRead: persistence is best effort.
  }
};

/** A tiny external store (read with useSyncExternalStore) holding the persisted session. */
export const createSessionStore = ({
  storage = null,
  key = SESSION_STORAGE_KEY,
}: CreateSessionStoreOptions = {}): SessionStore => {
  let state = parsePersistedState(safeRead(storage, key));
  const listeners = new Set<() => void>();

  const commit = (next: SessionState) => {
    state = next;
    // Nothing worth keeping: drop the key instead of storing an empty session.
    const signedOutAndEmpty =
      !next.auth.loggedIn &&
      next.auth.redirectTo === null &&
      JSON.stringify(next.breadcrumbs) === JSON.stringify(ROOT_BREADCRUMBS);
    safeWrite(storage, key, signedOutAndEmpty ? null : serializeState(next));
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => state.auth.token,
    signIn: (token, user) =>
      commit({ ...state, auth: { token, loggedIn: true, redirectTo: state.auth.redirectTo }, user }),
    signOut: () => commit(initialSessionState),
    setUser: (user) => commit({ ...state, user }),
    setRedirect: (path) =>
      commit({ ...state, auth: { ...state.auth, redirectTo: isSafeRedirect(path) ? path : null } }),
    takeRedirect: () => {
      const path = state.auth.redirectTo;
      if (path !== null) commit({ ...state, auth: { ...state.auth, redirectTo: null } });
      return path;
    },
    setBreadcrumbs: (breadcrumbs) =>
      commit({ ...state, breadcrumbs: breadcrumbs.length > 0 ? breadcrumbs : ROOT_BREADCRUMBS }),
  };
};
