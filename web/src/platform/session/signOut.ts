import type { SessionNotice, SessionStore } from './sessionStore.ts';

export interface SignOutDeps {
  store: SessionStore;
  /** Router navigation (synchronous location updates, see main.tsx). */
  navigate: (to: string) => Promise<void> | void;
  /** Drops cached server data so the next user never sees the previous one's. */
  clearCache: () => Promise<unknown>;
}

/**
 * Builds the one sign-out used by SAIR and by the UNAUTHENTICATED error link.
 * It navigates to '/' before clearing the session: cleared first, the private route still on screen
 * would be treated as a logged-out visit and saved as the post-login destination.
 * Parallel failing queries call it together, so concurrent calls share one run.
 */
export type SignOut = (notice?: SessionNotice) => Promise<void>;

export const createSignOut = ({ store, navigate, clearCache }: SignOutDeps): SignOut => {
  let running: Promise<void> | null = null;
  const run = async (notice: SessionNotice | undefined) => {
    await navigate('/');
    store.signOut(notice);
    await clearCache();
  };
  return (notice) => {
    if (!store.getState().auth.loggedIn) return running ?? Promise.resolve();
    running ??= run(notice).finally(() => {
      running = null;
    });
    return running;
  };
};
