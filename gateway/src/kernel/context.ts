/**
 * The per-request context every resolver receives: who is calling (verified JWT), one upstream
 * client per area carrying that caller's token, and fresh dataloaders. The kernel declares its
 * shape; each domain adds its clients, loaders and caches to `UpstreamApis`, `Loaders` and
 * `SharedCaches` (TypeScript declaration merging, in its manifest), so the kernel names no domain.
 * The composition root context.ts builds it per request.
 */
import type DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import type { VerifiedToken } from '../auth/jwt.ts';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AuthRateLimits } from '../security/rate-limit.ts';
import type { CircuitBreakers } from '../upstream/breaker.ts';
import { type UpstreamCallHook, UpstreamClient } from '../upstream/http.ts';
import type { UpstreamMe, VIEWER } from './me.ts';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'verified'; token: string; viewer: VerifiedToken }
  /**
   * A token was sent but cannot be accepted. `error` is UNAUTHENTICATED for a bad token, or the
   * UpstreamError of an unreachable key set (UPSTREAM_UNAVAILABLE: an outage must not log users out).
   * Public fields still work; the role rules throw `error` for any other field.
   */
  | { status: 'rejected'; error: GraphQLError | Error };

/** One client per upstream area for this request; each domain's manifest adds its own. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the domains' declaration merging
export interface UpstreamApis {}

/** Per-request DataLoaders (never shared between requests: their caches hold one user's data). */
export interface Loaders {
  /**
   * Upstream GET /me for the request's token. Role rules and the `me` field both need it; this
   * makes it one upstream call per request however many fields ask.
   */
  viewer: DataLoader<typeof VIEWER, UpstreamMe>;
}

/**
 * Process-wide state, created with the gateway. Cache keys always include the user id, so
 * nothing cached for one user is ever served to another.
 */
export interface SharedCaches {
  /** One circuit breaker per upstream area, shared by all requests (upstream/breaker.ts). */
  breakers: CircuitBreakers;
}

export interface Context {
  requestId: string;
  auth: AuthState;
  upstream: UpstreamApis;
  loaders: Loaders;
  caches: SharedCaches;
  logger: Logger;
  /** The caller's address (behind TRUST_PROXY hops), for the rate limits. */
  clientIp: string;
  /** Process-wide limits of login and password reset (security/rate-limit.ts). */
  rateLimits: AuthRateLimits;
}

/** Sees the number of keys of every batch a loader dispatches (observability/metrics.ts). */
export type BatchHook = (loader: string, size: number) => void;

/** What an upstream client needs from the gateway: its settings, breakers and observers. */
export interface UpstreamClientDeps {
  config: GatewayConfig;
  logger: Logger;
  caches: SharedCaches;
  /** Sees every upstream HTTP attempt (call-count benchmark, tests). */
  onUpstreamCall?: UpstreamCallHook;
}

/** One area's client for one request, with the gateway's deadline, retries and breaker. */
export function createUpstreamClient(
  { config, logger, caches, onUpstreamCall }: UpstreamClientDeps,
  request: { area: string; baseUrl: string; bearer: string | null; requestId: string },
): UpstreamClient {
  // Every option named rather than `...request` spread: on-CPU samples (perf) of query Me showed
  // the spread's copy taking V8's slow path (a map transition per object) for each client built.
  return new UpstreamClient({
    area: request.area,
    baseUrl: request.baseUrl,
    bearer: request.bearer,
    requestId: request.requestId,
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
    retryDelayMs: config.upstreamRetryDelayMs,
    logger,
    onCall: onUpstreamCall,
    breaker: caches.breakers.for(request.area),
  });
}

/** The client of one upstream area for the current request: `client('points', config.portalUrl)`. */
export type ClientFor = (area: string, baseUrl: string) => UpstreamClient;
