/** When the web warns before a session's token expires, and when it treats the token as expired. */

/** The warning opens this long before the expiry. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

/**
 * A token this close to its expiry counts as expired: a request sent now could reach the gateway
 * after it (clock differences, network time), and must not fail there.
 */
export const EXPIRY_MARGIN_MS = 5 * 1000;

/** True once a session with this expiry must not send another request. */
export const isSessionOver = (expiresAt: number | null, now: number): boolean =>
  expiresAt !== null && now >= expiresAt - EXPIRY_MARGIN_MS;

/** 'Sua sessão vai expirar em …': whole minutes while a minute or more is left, then seconds. */
export const remainingText = (remainingMs: number): string => {
  const seconds = Math.max(0, Math.ceil((remainingMs - EXPIRY_MARGIN_MS) / 1000));
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  }
  return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
};
