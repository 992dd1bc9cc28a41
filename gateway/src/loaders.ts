/**
 * Per-request DataLoaders (created in context.ts, never shared between requests: their caches hold
 * one user's data). They de-duplicate upstream reads within one GraphQL operation.
 */
import DataLoader from 'dataloader';
import type { AuthApi, UpstreamMe } from './upstream/auth.ts';

/** The only key of the viewer loader: there is one viewer per request. */
export const VIEWER = 'viewer';

export interface Loaders {
  /**
   * Upstream GET /me for the request's token. Role rules and the `me` field both need it; this
   * makes it one upstream call per request however many fields ask.
   */
  viewer: DataLoader<typeof VIEWER, UpstreamMe>;
}

export function createLoaders(upstream: { auth: AuthApi }): Loaders {
  return {
    viewer: new DataLoader(async (keys) => {
      const me = await upstream.auth.me();
      return keys.map(() => me);
    }),
  };
}
