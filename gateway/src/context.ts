/**
 * Composition root: the per-request context (kernel/context.ts describes it). Who is calling
 * (verified JWT), each domain's upstream clients carrying that caller's token, and fresh
 * dataloaders. Everything here is built per request on purpose: a module-level client or cache
 * would leak one user's token or data to another.
 */
import { InvalidTokenError, type TokenVerifier } from './auth/jwt.ts';
import type { GatewayConfig } from './config.ts';
import { DOMAINS } from './domains/index.ts';
import { ERROR_TEXT, gatewayError } from './errors.ts';
import {
  type AuthState,
  type BatchHook,
  type ClientFor,
  type Context,
  createUpstreamClient,
  type Loaders,
  type SharedCaches,
  type UpstreamApis,
  type UpstreamClientDeps,
} from './kernel/context.ts';
import type { CacheOptions } from './kernel/domain.ts';
import { lazyRecordFactory } from './kernel/lazy-record.ts';
import { viewerLoader } from './loaders.ts';
import type { Logger } from './logger.ts';
import type { AuthRateLimits } from './security/rate-limit.ts';

export interface ContextDeps extends UpstreamClientDeps {
  verifier: TokenVerifier;
  rateLimits: AuthRateLimits;
  /** Sees the size of every DataLoader batch (metrics). */
  onLoaderBatch?: BatchHook;
}

export interface RequestInfo {
  /** The raw Authorization header, if any. */
  authorization: string | undefined;
  requestId: string;
  clientIp: string;
}

/** Every domain's process-wide caches (server.ts adds the breakers, once per gateway). */
export function createDomainCaches(options: CacheOptions): Omit<SharedCaches, 'breakers'> {
  return Object.assign({}, ...DOMAINS.map((domain) => ('caches' in domain ? domain.caches(options) : {})));
}

/**
 * The domains' clients and loaders are built on first use (kernel/lazy-record.ts): an operation
 * reads one or two domains, and building all of them per request was most of the gateway's own CPU.
 * Each part's keys are learnt once, from the first request's objects (a domain names its keys in
 * code, never per request).
 */
interface ClientsInput {
  client: ClientFor;
  config: GatewayConfig;
}
interface LoadersInput {
  upstream: UpstreamApis;
  onBatch: BatchHook;
}
let upstreamRecord: ((input: ClientsInput) => UpstreamApis) | undefined;
let loadersRecord: ((input: LoadersInput) => Loaders) | undefined;

function createUpstreamApis(input: ClientsInput): UpstreamApis {
  upstreamRecord ??= lazyRecordFactory<ClientsInput, UpstreamApis>(
    DOMAINS.map((domain) => ({
      keys: Object.keys(domain.clients(input.client, input.config)),
      build: ({ client, config }) => domain.clients(client, config),
    })),
  );
  return upstreamRecord(input);
}

/** Every domain's loaders over the request's clients, and the kernel's viewer. */
export function createLoaders(upstream: UpstreamApis, onBatch: BatchHook = () => undefined): Loaders {
  loadersRecord ??= lazyRecordFactory<LoadersInput, Loaders>([
    ...DOMAINS.flatMap((domain) =>
      'loaders' in domain
        ? [
            {
              keys: Object.keys(domain.loaders(upstream, onBatch)),
              build: (input: LoadersInput) => domain.loaders(input.upstream, input.onBatch),
            },
          ]
        : [],
    ),
    {
      keys: ['viewer'],
      build: (input: LoadersInput) => ({
        viewer: viewerLoader(() => input.upstream.auth.me(), input.onBatch),
      }),
    },
  ]);
  return loadersRecord({ upstream, onBatch });
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
  const upstream = createUpstreamApis({ client, config });
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
