import { useCallback, useSyncExternalStore } from 'react';
import { toTimestamp } from '@/lib/dates.ts';
import { NOTIFICATIONS_SEEN_KEY_PREFIX } from '@/platform/config.ts';

/**
 * "Last seen" time of the notifications, per user id (docs/product.md §4.1). It lives under its own
 * localStorage key, outside the persisted session, so it survives SAIR and a later login.
 */
export const lastSeenKey = (userId: string): string => `${NOTIFICATIONS_SEEN_KEY_PREFIX}${userId}`;

export const readLastSeen = (storage: Storage, userId: string): number | null => {
  try {
    const value = Number(storage.getItem(lastSeenKey(userId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

/** The newest notification date in epoch ms, or null for an empty list. */
export const newestTimestamp = (notifications: readonly { date: string }[]): number | null => {
  let newest: number | null = null;
  for (const { date } of notifications) {
    const time = toTimestamp(date);
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  }
  return newest;
};

/** The bell's dot: the newest notification is newer than the last time the list was opened. */
export const hasUnseen = (notifications: readonly { date: string }[], lastSeen: number | null): boolean => {
  const newest = newestTimestamp(notifications);
  return newest !== null && (lastSeen === null || newest > lastSeen);
};

const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab opening the list clears the dot here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** Stores the newest seen date; the server's dates, not the local clock, so clock skew cannot hide one. */
export const writeLastSeen = (storage: Storage, userId: string, time: number): void => {
  try {
    storage.setItem(lastSeenKey(userId), String(time));
  } catch {
    // Without storage the dot simply reappears after a reload.
  }
  for (const listener of listeners) listener();
};

export const useLastSeen = (userId: string): [number | null, (time: number) => void] => {
  const lastSeen = useSyncExternalStore(subscribe, () => readLastSeen(window.localStorage, userId));
  const markSeen = useCallback((time: number) => writeLastSeen(window.localStorage, userId, time), [userId]);
  return [lastSeen, markSeen];
};
