import { useEffect } from 'react';
import { useSessionStore } from '@/app/session/SessionProvider.tsx';
import { useMeQuery } from '@/features/auth/__generated__/auth.ts';

/**
 * Refreshes the persisted user from `me` when the shell mounts: roles or the unit may have changed
 * since the last login, and an expired token is caught here (UNAUTHENTICATED signs out).
 */
export const useViewerSync = (): void => {
  const store = useSessionStore();
  const { data } = useMeQuery({ fetchPolicy: 'network-only' });

  useEffect(() => {
    if (!data?.me) return;
    const current = store.getState().user;
    if (JSON.stringify(current) !== JSON.stringify(data.me)) store.setUser(data.me);
  }, [data, store]);
};
