import { useEffect, useState } from 'react';
import { EXPIRY_MARGIN_MS, WARN_BEFORE_MS } from './expiryTimes.ts';

const TICK_MS = 1000;

/**
 * The current time, refreshed when it matters for a session expiring at `expiresAt`: once when the
 * warning is due, then every second (the countdown), and whenever the tab comes back into view
 * (browsers slow down timers in hidden tabs, so one may fire late).
 */
export const useExpiryClock = (expiresAt: number | null): number => {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return;
    const warnAt = expiresAt - WARN_BEFORE_MS;
    if (now >= expiresAt - EXPIRY_MARGIN_MS) return;
    const delay = now < warnAt ? warnAt - now : TICK_MS;
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, now]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);

  return now;
};
