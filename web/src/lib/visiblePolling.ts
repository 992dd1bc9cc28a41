import { useEffect, useEffectEvent } from 'react';

const tabHidden = (): boolean => document.visibilityState === 'hidden';

/**
 * Query options that poll every `intervalMs` while the tab is visible: in a hidden tab each poll
 * is skipped, so a portal left open in the background costs the servers nothing.
 */
export const visiblePolling = (intervalMs: number) => ({
  pollInterval: intervalMs,
  skipPollAttempt: tabHidden,
});

/**
 * Calls `refresh` when the tab is shown again, so what polling skipped meanwhile arrives at once.
 * Only visibility counts: a window that merely regains focus was visible, and polled, all along.
 */
export const useRefreshWhenShown = (refresh: () => unknown): void => {
  const onShown = useEffectEvent(() => void refresh());
  useEffect(() => {
    const handle = () => {
      if (!tabHidden()) onShown();
    };
    document.addEventListener('visibilitychange', handle);
    return () => document.removeEventListener('visibilitychange', handle);
  }, []);
};
