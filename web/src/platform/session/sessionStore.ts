import { SESSION_STORAGE_KEY } from '../config.ts';
import type { Viewer_UserFragment } from './__generated__/session.ts';
import { tokenExpiry } from './tokenExpiry.ts';

/** The signed-in user as the login mutation and the `me` query return it. */
export type SessionUser = Viewer_UserFragment;

/** One level of the support-material trail (docs/product.md §12.1); `id` null is the root. */
export interface SessionBreadcrumb {
  id: string | null;
  label: string;
}

export interface AuthState {
  token: string | null;
  loggedIn: boolean;
  /** Where a logged-out visitor was going; the login sends them there once (docs/product.md §1.3). */
  redirectTo: string | null;
  /** When the token expires (ms since the epoch, this browser's clock); null when unknown. */
  expiresAt: number | null;
  /**
   * The role policy holds this session to enrolling a second factor (the gateway's
   * `twoFactorEnrolmentRequired`): every route leads to Segurança until a renewal clears it.
   */
  enrolTwoFactor: boolean;
}

/** Why the last session ended, for the login page to say; only an expiry is worth saying. */
export type SessionNotice = 'expired';

export interface SessionState {
  auth: AuthState;
  user: SessionUser | null;
  breadcrumbs: SessionBreadcrumb[];
  /** Kept in memory only: a reload of the login page no longer needs it. */
  notice: SessionNotice | null;
}

export const ROOT_BREADCRUMBS: SessionBreadcrumb[] = [{ id: null, label: 'Material de apoio' }];

export const initialSessionState: SessionState = {
  auth: { token: null, loggedIn: false, redirectTo: null, expiresAt: null, enrolTwoFactor: false },
  user: null,
  breadcrumbs: ROOT_BREADCRUMBS,
  notice: null,
};

/** The subset of the Storage API the store needs, so tests can pass an in-memory one. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The bearer token for the auth link; read per request so a restored token applies at once. */
  getToken: () => string | null;
  /** `expiresIn` (seconds) as the gateway gave it; without it the token's own `exp` is read. */
  signIn: (token: string, user: SessionUser, expiresIn?: number, enrolTwoFactor?: boolean) => void;
  /** A fresh token of the same session (renewSession); after the enrolment, a full one. */
  renew: (token: string, expiresIn: number, enrolTwoFactor?: boolean) => void;
  /** Clears Auth, User and Breadcrumbs, the persisted copy included; `notice` says why. */
  signOut: (notice?: SessionNotice) => void;
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

/** Reads the persisted slices; anything malformed falls back to a signed-out state, and so does an
 * expired token (with the notice that says so). */
export const parsePersistedState = (raw: string | null, now = Date.now()): SessionState => {
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
  const complete = auth.loggedIn === true && token !== null && user !== null;
  const expiresAt =
    typeof auth.expiresAt === 'number' && Number.isFinite(auth.expiresAt)
      ? auth.expiresAt
      : token === null
        ? null
        : tokenExpiry(token);
  const expired = complete && expiresAt !== null && expiresAt <= now;
  const loggedIn = complete && !expired;
  return {
    auth: {
      token: loggedIn ? token : null,
      loggedIn,
      redirectTo: isSafeRedirect(auth.redirectTo) ? auth.redirectTo : null,
      expiresAt: loggedIn ? expiresAt : null,
      enrolTwoFactor: loggedIn && auth.enrolTwoFactor === true,
    },
    user: loggedIn ? user : null,
    breadcrumbs: readBreadcrumbs(parsed.breadcrumbs),
    notice: expired ? 'expired' : null,
  };
};

/** What goes to storage: exactly Auth (token, loggedIn, saved path), User and Breadcrumbs. */
export const serializeState = (state: SessionState): string =>
  JSON.stringify({
    auth: {
      token: state.auth.token,
      loggedIn: state.auth.loggedIn,
      redirectTo: state.auth.redirectTo,
      expiresAt: state.auth.expiresAt,
      enrolTwoFactor: state.auth.enrolTwoFactor,
    },
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

/** The expiry on this browser's clock: `expiresIn` counts from now, so a clock that is off does not
 * matter; the token's `exp` (the server's clock) is the fallback. */
const expiryOf = (token: string, expiresIn: number | undefined): number | null =>
  expiresIn === undefined ? tokenExpiry(token) : Date.now() + expiresIn * 1000;

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
    signIn: (token, user, expiresIn, enrolTwoFactor = false) =>
      commit({
        ...state,
        auth: {
          token,
          loggedIn: true,
          redirectTo: state.auth.redirectTo,
          expiresAt: expiryOf(token, expiresIn),
          enrolTwoFactor,
        },
        user,
        notice: null,
      }),
    renew: (token, expiresIn, enrolTwoFactor = false) => {
      if (state.auth.loggedIn)
        commit({
          ...state,
          auth: { ...state.auth, token, expiresAt: expiryOf(token, expiresIn), enrolTwoFactor },
        });
    },
    signOut: (notice) => commit({ ...initialSessionState, notice: notice ?? null }),
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
