/**
 * Gateway configuration, read once from the environment. Every value has a local default so that
 * `pnpm --filter @portal/gateway start` works next to `pnpm --filter @portal/upstream start`;
 * production only overrides the upstream URLs and JWT settings (README, "real services").
 */
import { fileURLToPath } from 'node:url';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface QueryLimits {
  /** Deepest selection allowed (graphql-armor max-depth). */
  maxDepth: number;
  /** Aliases per operation (graphql-armor max-aliases): stops alias-based batching attacks. */
  maxAliases: number;
  /** Directives per operation (graphql-armor max-directives). */
  maxDirectives: number;
  /** Lexer tokens per document (graphql-js `parseOptions.maxTokens`), checked before parsing ends. */
  maxTokens: number;
  /** Estimated cost per operation, list fields multiplied by their page size (see limits.ts). */
  maxCost: number;
}

export interface AuthRateLimitSettings {
  windowMs: number;
  /** Per client IP address: generous, since offices and mobile carriers share addresses. */
  maxPerIp: number;
  /** Per username (login) or e-mail (password reset) FROM ONE client address. */
  maxPerUsername: number;
  /**
   * Per username from any address, in a longer window: the ceiling against guessing from many
   * addresses, high enough that a stranger needs many addresses and much time to reach it.
   */
  usernameCeiling: { max: number; windowMs: number };
  /** Counters kept in memory at most; the oldest go first. */
  maxKeys: number;
}

/** Each signed-in user's cost budget: a leaky bucket (security/cost-budget.ts). */
export interface CostBudgetSettings {
  /** Most cost a user can spend at once (at least MAX_COST, or some allowed queries never run). */
  capacity: number;
  /** Cost given back per minute, continuously. */
  restorePerMinute: number;
}

export interface GatewayConfig {
  port: number;
  portalUrl: string;
  tokenUrl: string;
  paymentsUrl: string;
  /** Exactly one of jwksUrl / jwtPublicKey is used: a PEM key wins when both are set. */
  jwksUrl: string;
  jwtPublicKey: string | null;
  jwtIssuer: string;
  jwtAudience: string;
  tokenClientId: string;
  /** OAuth2 `scope` sent with the password grant (optional for the reference token service). */
  tokenScope: string;
  /** Deadline of one upstream attempt. The spec's 600 000 ms is the browser's ceiling, not ours. */
  upstreamTimeoutMs: number;
  /** Attempts for idempotent GETs that fail transiently (docs/product.md §14.8: 3 tries, 5 s apart). */
  upstreamRetries: number;
  upstreamRetryDelayMs: number;
  /** Per upstream area: consecutive failed attempts that open its circuit (0: off), and cool-down. */
  circuitBreaker: { threshold: number; cooldownMs: number };
  introspection: boolean;
  limits: QueryLimits;
  /** express.json limit, e.g. "100kb": every request except an invoice upload. */
  bodyLimit: string;
  /** Limit of an uploadInvoice request (a 5 MB PDF is about 6.7 MB of base64). */
  uploadBodyLimit: string;
  /** Users (and agent sides) whose integration kind the gateway remembers (LRU). */
  integrationCacheSize: number;
  corsOrigins: readonly string[];
  /**
   * Express's `trust proxy`: which hops may set X-Forwarded-For, so that rate limits see the
   * client's address rather than the reverse proxy's (security/rate-limit.ts).
   */
  trustProxy: boolean | number | string;
  /** Failed logins and password-reset requests allowed per window (security/rate-limit.ts). */
  authRateLimit: AuthRateLimitSettings;
  costBudget: CostBudgetSettings;
  /**
   * REDIS_URL: when set, the rate-limit counters and cost buckets live there, shared by every
   * replica; otherwise in this process's memory. Keys start with `keyPrefix`. While Redis is
   * down each replica enforces 1/`replicas` of every shared limit on its own (REDIS_REPLICAS,
   * default 2: the replicas sharing it), so the whole never exceeds the shared limit.
   */
  redis: { url: string; keyPrefix: string; replicas: number } | null;
  /** Where `pnpm --filter @portal/gateway build` puts the GraphiQL bundle. */
  graphiqlDir: string;
  logLevel: LogLevel;
  /** Prometheus metrics at /metrics (observability/metrics.ts); off only to measure their cost. */
  metrics: boolean;
  /**
   * Traces (observability/tracing.ts): the OTLP collector from OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
   * or OTEL_EXPORTER_OTLP_ENDPOINT, null (off, the default) without one or with OTEL_SDK_DISABLED.
   */
  otlpEndpoint: string | null;
  /**
   * INSTANCE_ID, echoed by /healthz as X-Instance-Id: `npm start` sets it so that it can tell its
   * own gateway from another process answering on the same port.
   */
  instanceId?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Thrown at start-up so a misconfigured gateway never starts half-working. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const integer = (env: Env, name: string, fallback: number, min: number): number => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
};

const boolean = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

/** Base URLs are joined with absolute paths, so a trailing slash would double up. */
const url = (env: Env, name: string, fallback: string): string => {
  const raw = read(env, name) ?? fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
};

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

const logLevel = (env: Env): LogLevel => {
  const raw = read(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
};

const SIZE = /^(\d+)(b|kb|mb)$/i;
const UNIT_BYTES: Readonly<Record<string, number>> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** "100kb" → 102400, as express.json reads it. */
export function sizeInBytes(text: string): number {
  const match = SIZE.exec(text);
  if (!match?.[1] || !match[2]) throw new ConfigError(`not a size: "${text}"`);
  return Number(match[1]) * (UNIT_BYTES[match[2].toLowerCase()] ?? 1);
}

const size = (env: Env, name: string, fallback: string): string => {
  const raw = read(env, name) ?? fallback;
  if (!SIZE.test(raw)) throw new ConfigError(`${name} must look like 100kb, got "${raw}"`);
  return raw.toLowerCase();
};

/** "false", "true", a hop count, or Express's names and CIDRs ("loopback, 10.0.0.0/8"). */
const trustProxy = (env: Env): boolean | number | string => {
  const raw = read(env, 'TRUST_PROXY') ?? 'loopback';
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
};

const costBudget = (env: Env, maxCost: number): CostBudgetSettings => {
  const capacity = integer(env, 'COST_BUDGET_CAPACITY', Math.max(20_000, maxCost), 1);
  if (capacity < maxCost) {
    throw new ConfigError(`COST_BUDGET_CAPACITY (${capacity}) must not be below MAX_COST (${maxCost})`);
  }
  return { capacity, restorePerMinute: integer(env, 'COST_BUDGET_RESTORE_PER_MINUTE', 60_000, 1) };
};

const redis = (env: Env): GatewayConfig['redis'] => {
  const raw = read(env, 'REDIS_URL');
  if (!raw) return null;
  if (!/^rediss?:\/\//.test(raw)) throw new ConfigError(`REDIS_URL must be a redis(s):// URL, got "${raw}"`);
  return {
    url: raw,
    keyPrefix: read(env, 'REDIS_KEY_PREFIX') ?? 'portal:',
    replicas: integer(env, 'REDIS_REPLICAS', 2, 1),
  };
};

const DEFAULT_GRAPHIQL_DIR = fileURLToPath(new URL('../dist/graphiql', import.meta.url));

/** Builds the configuration from an environment map (process.env in production, literals in tests). */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const portalUrl = url(env, 'PORTAL_URL', 'http://localhost:4010');
  const tokenUrl = url(env, 'TOKEN_URL', 'http://localhost:4011');
  const bodyLimit = size(env, 'BODY_LIMIT', '100kb');
  const uploadBodyLimit = size(env, 'UPLOAD_BODY_LIMIT', '7mb');
  if (sizeInBytes(uploadBodyLimit) < sizeInBytes(bodyLimit)) {
    throw new ConfigError(
      `UPLOAD_BODY_LIMIT (${uploadBodyLimit}) must not be below BODY_LIMIT (${bodyLimit})`,
    );
  }
  const maxCost = integer(env, 'MAX_COST', 10_000, 1);
  return {
    port: integer(env, 'PORT', 4000, 0),
    portalUrl,
    tokenUrl,
    paymentsUrl: url(env, 'PAYMENTS_URL', portalUrl),
    jwksUrl: url(env, 'JWKS_URL', `${tokenUrl}/.well-known/jwks.json`),
    // Env files often carry PEMs on one line with literal "\n".
    jwtPublicKey: read(env, 'JWT_PUBLIC_KEY')?.replace(/\\n/g, '\n') ?? null,
    jwtIssuer: read(env, 'JWT_ISSUER') ?? 'portal-token',
    jwtAudience: read(env, 'JWT_AUDIENCE') ?? 'portal',
    tokenClientId: read(env, 'TOKEN_CLIENT_ID') ?? 'portal-web',
    tokenScope: read(env, 'TOKEN_SCOPE') ?? 'portal',
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 1),
    upstreamRetries: integer(env, 'UPSTREAM_RETRIES', 3, 1),
    upstreamRetryDelayMs: integer(env, 'UPSTREAM_RETRY_DELAY_MS', 5_000, 0),
    circuitBreaker: {
      threshold: integer(env, 'CIRCUIT_BREAKER_THRESHOLD', 5, 0),
      cooldownMs: integer(env, 'CIRCUIT_BREAKER_COOLDOWN_MS', 10_000, 1),
    },
    introspection: boolean(env, 'INTROSPECTION', true),
    limits: {
      maxDepth: integer(env, 'MAX_DEPTH', 10, 1),
      maxAliases: integer(env, 'MAX_ALIASES', 15, 0),
      maxDirectives: integer(env, 'MAX_DIRECTIVES', 50, 0),
      maxTokens: integer(env, 'MAX_TOKENS', 2_000, 1),
      maxCost,
    },
    bodyLimit,
    uploadBodyLimit,
    integrationCacheSize: integer(env, 'INTEGRATION_CACHE_SIZE', 10_000, 1),
    corsOrigins: (read(env, 'CORS_ORIGINS') ?? 'http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: trustProxy(env),
    authRateLimit: {
      windowMs: integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60, 1) * 1000,
      maxPerIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 50, 1),
      maxPerUsername: integer(env, 'AUTH_RATE_LIMIT_PER_USERNAME', 10, 1),
      maxKeys: integer(env, 'AUTH_RATE_LIMIT_MAX_KEYS', 50_000, 1),
      usernameCeiling: {
        max: integer(env, 'AUTH_RATE_LIMIT_USERNAME_CEILING', 100, 1),
        windowMs: integer(env, 'AUTH_RATE_LIMIT_USERNAME_CEILING_WINDOW_SECONDS', 60 * 60, 1) * 1000,
      },
    },
    costBudget: costBudget(env, maxCost),
    redis: redis(env),
    graphiqlDir: read(env, 'GRAPHIQL_DIR') ?? DEFAULT_GRAPHIQL_DIR,
    logLevel: logLevel(env),
    metrics: boolean(env, 'METRICS', true),
    otlpEndpoint:
      read(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true'
        ? null
        : (read(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ??
          read(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') ??
          null),
    instanceId: read(env, 'INSTANCE_ID'),
  };
}
