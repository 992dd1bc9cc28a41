import { useEffect } from 'react';
import { useShellQuery } from '@/features/notifications/__generated__/notifications.ts';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';

/**
 * Refreshes the persisted user from the `me` of the shell's query (sent and polled by the bell)
 * whenever it arrives: roles or the unit may have changed since the last login, and an expired
 * token is caught there (UNAUTHENTICATED signs out). Reads the cache only, so it adds no request.
 */
export const useViewerSync = (): void => {
  const store = useSessionStore();
  const { data } = useShellQuery({ fetchPolicy: 'cache-only' });

  useEffect(() => {
    if (!data?.me) return;
    const current = store.getState().user;
    if (JSON.stringify(current) !== JSON.stringify(data.me)) store.setUser(data.me);
  }, [data, store]);
};
