/**
 * The per-request context: who is calling (verified JWT), one upstream client per area carrying
 * that caller's token, and fresh dataloaders. Everything here is built per request on purpose:
 * a module-level client or cache would leak one user's token or data to another.
 */
import type { GraphQLError } from 'graphql';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from './auth/jwt.ts';
import type { GatewayConfig } from './config.ts';
import { ERROR_TEXT, gatewayError } from './errors.ts';
import { type BatchHook, createLoaders, type Loaders } from './loaders.ts';
import type { Logger } from './logger.ts';
import type { AuthRateLimits } from './security/rate-limit.ts';
import type { StaleCache } from './stale-cache.ts';
import { type AccreditationApi, createAccreditationApi } from './upstream/accreditation.ts';
import { type AuthApi, createAuthApi } from './upstream/auth.ts';
import type { CircuitBreakers } from './upstream/breaker.ts';
import { createFilesApi, type FilesApi } from './upstream/files.ts';
import type { UpstreamIntegrationKind } from './upstream/finance-shapes.ts';
import { createFinancesApi, type FinancesApi } from './upstream/finances.ts';
import { createHoldingApi, type HoldingApi } from './upstream/holding.ts';
import { createHoldingReportsApi, type HoldingReportsApi } from './upstream/holding-reports.ts';
import { type UpstreamCallHook, UpstreamClient } from './upstream/http.ts';
import { createIntegratorsApi, type IntegratorsApi } from './upstream/integrators.ts';
import { createMarketingApi, type MarketingApi } from './upstream/marketing.ts';
import { createEdsApi, type EdsApi } from './upstream/network.ts';
import { createUnitsApi, type UnitsApi } from './upstream/network-units.ts';
import { createNotificationsApi, type NotificationsApi } from './upstream/notifications.ts';
import { createPointsApi, type PointsApi } from './upstream/points.ts';
import { createProducersApi, type ProducersApi } from './upstream/producers.ts';
import { createProductsApi, type ProductsApi } from './upstream/products.ts';
import { createProductManagerApi, type ProductManagerApi } from './upstream/products-manager.ts';
import { createSalesTrackingApi, type SalesTrackingApi } from './upstream/products-sales.ts';
import { createSalesforceApi, type SalesforceApi } from './upstream/products-salesforce.ts';
import { createTrainingApi, type TrainingApi } from './upstream/training.ts';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'verified'; token: string; viewer: VerifiedToken }
  /**
   * A token was sent but cannot be accepted. `error` is UNAUTHENTICATED for a bad token, or the
   * UpstreamError of an unreachable key set (UPSTREAM_UNAVAILABLE: an outage must not log users out).
   * Public fields still work; the role rules throw `error` for any other field.
   */
  | { status: 'rejected'; error: GraphQLError | Error };

export interface UpstreamApis {
  auth: AuthApi;
  notifications: NotificationsApi;
  finances: FinancesApi;
  points: PointsApi;
  eds: EdsApi;
  files: FilesApi;
  marketing: MarketingApi;
  products: ProductsApi;
  producers: ProducersApi;
  productManager: ProductManagerApi;
  integrators: IntegratorsApi;
  accreditation: AccreditationApi;
  holding: HoldingApi;
  training: TrainingApi;
  holdingReports: HoldingReportsApi;
  units: UnitsApi;
  salesTracking: SalesTrackingApi;
  salesforce: SalesforceApi;
}

/**
 * Process-wide caches, created with the gateway. Their keys always include the user id, so
 * nothing cached for one user is ever served to another.
 */
export interface SharedCaches {
  /** docs/product.md §5.5: the integration kind per user and side, refetched when older than 1 hour. */
  integration: StaleCache<UpstreamIntegrationKind | null>;
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

export interface ContextDeps {
  config: GatewayConfig;
  verifier: TokenVerifier;
  logger: Logger;
  caches: SharedCaches;
  rateLimits: AuthRateLimits;
  /** Sees every upstream HTTP attempt (call-count benchmark, tests). */
  onUpstreamCall?: UpstreamCallHook;
  /** Sees the size of every DataLoader batch (metrics). */
  onLoaderBatch?: BatchHook;
}

export interface RequestInfo {
  /** The raw Authorization header, if any. */
  authorization: string | undefined;
  requestId: string;
  clientIp: string;
}

/** What an upstream client needs from the gateway: its settings, breakers and observers. */
export type UpstreamClientDeps = Pick<ContextDeps, 'config' | 'logger' | 'caches' | 'onUpstreamCall'>;

/** One area's client for one request, with the gateway's deadline, retries and breaker. */
export function createUpstreamClient(
  { config, logger, caches, onUpstreamCall }: UpstreamClientDeps,
  request: { area: string; baseUrl: string; bearer: string | null; requestId: string },
): UpstreamClient {
  return new UpstreamClient({
    ...request,
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
    retryDelayMs: config.upstreamRetryDelayMs,
    logger,
    onCall: onUpstreamCall,
    breaker: caches.breakers.for(request.area),
  });
}

async function authenticate(
  verifier: TokenVerifier,
  logger: Logger,
  { authorization, requestId }: RequestInfo,
): Promise<AuthState> {
  const header = authorization?.trim();
  if (!header) return { status: 'anonymous' };
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  // Built only when needed: a GraphQLError captures a stack trace, too dear for every request.
  const invalid = () =>
    ({ status: 'rejected', error: gatewayError('UNAUTHENTICATED', ERROR_TEXT.sessionInvalid) }) as const;
  if (!token) return invalid();
  try {
    return { status: 'verified', token, viewer: await verifier.verify(token) };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      logger.debug('token rejected', { reason: error.message, requestId });
      return invalid();
    }
    return { status: 'rejected', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export async function createContext(deps: ContextDeps, request: RequestInfo): Promise<Context> {
  const { config, logger } = deps;
  const auth = await authenticate(deps.verifier, logger, request);
  // Only a verified token is ever forwarded upstream.
  const bearer = auth.status === 'verified' ? auth.token : null;
  const client = (area: string, baseUrl: string) =>
    createUpstreamClient(deps, { area, baseUrl, bearer, requestId: request.requestId });
  const upstream: UpstreamApis = {
    auth: createAuthApi({
      portal: client('auth', config.portalUrl),
      token: client('token', config.tokenUrl),
      clientId: config.tokenClientId,
      scope: config.tokenScope,
    }),
    notifications: createNotificationsApi(client('notifications', config.portalUrl)),
    finances: createFinancesApi({
      portal: client('finances', config.portalUrl),
      payments: client('payments', config.paymentsUrl),
    }),
    points: createPointsApi(client('points', config.portalUrl)),
    eds: createEdsApi(client('eds', config.portalUrl)),
    files: createFilesApi(client('files', config.portalUrl)),
    marketing: createMarketingApi(client('marketing', config.portalUrl)),
    products: createProductsApi(client('products', config.portalUrl)),
    producers: createProducersApi(client('producers', config.portalUrl)),
    productManager: createProductManagerApi(client('products', config.portalUrl)),
    integrators: createIntegratorsApi(client('integrators', config.portalUrl)),
    accreditation: createAccreditationApi(client('accreditation', config.portalUrl)),
    holding: createHoldingApi(client('holding', config.portalUrl)),
    training: createTrainingApi(client('training', config.portalUrl)),
    holdingReports: createHoldingReportsApi(client('holding', config.portalUrl)),
    units: createUnitsApi(client('units', config.portalUrl)),
    salesTracking: createSalesTrackingApi(client('products', config.portalUrl)),
    salesforce: createSalesforceApi(client('products', config.portalUrl)),
  };
  return {
    requestId: request.requestId,
    auth,
    upstream,
    loaders: createLoaders(upstream, deps.onLoaderBatch),
    caches: deps.caches,
    logger,
    clientIp: request.clientIp,
    rateLimits: deps.rateLimits,
  };
}
