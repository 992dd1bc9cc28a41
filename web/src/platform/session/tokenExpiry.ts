/**
 * The `exp` of a JWT in milliseconds, read without verifying it (the gateway verifies; the web only
 * needs to know when to warn), or null for anything that is not a JWT with a numeric `exp`.
 */
export const tokenExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null ? (json as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
};
