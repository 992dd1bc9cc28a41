/**
 * Builds the gateway: the Express app (health, GraphiQL, /graphql) and Apollo Server on top of it.
 * src/index.ts only listens and handles signals; tests build it in-process on port 0.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createTokenVerifier, type TokenVerifier } from './auth/jwt.ts';
import { graphqlBodyParsers } from './body-limits.ts';
import type { GatewayConfig } from './config.ts';
import { createContext, createDomainCaches } from './context.ts';
import { DOMAINS } from './domains/index.ts';
import { logEntryFor, toClientError } from './errors.ts';
import { graphiqlRoutes } from './graphiql.ts';
import { healthRoutes } from './health.ts';
import type { Context, SharedCaches } from './kernel/context.ts';
import { limitRules } from './limits.ts';
import { createLogger, type Logger } from './logger.ts';
import { cors, errorHandler, requestId, requestIdOf } from './middleware.ts';
import { createObservability } from './observability/observe.ts';
import {
  activeTracer,
  traceGraphqlRequests,
  traceRootFields,
  tracingPlugin,
} from './observability/tracing.ts';
import { KNOWN_OPERATIONS } from './registry.ts';
import { buildSchema } from './schema.ts';
import { CostBudget, costBudgetPlugin, MemoryBucketStore } from './security/cost-budget.ts';
import { securityHeaders } from './security/headers.ts';
import { type AuthRateLimits, createAuthRateLimits } from './security/rate-limit.ts';
import { connectRedis, RedisBucketStore, RedisRateLimitStore } from './security/redis-store.ts';
import { CircuitBreakers } from './upstream/breaker.ts';
import type { UpstreamCallHook } from './upstream/http.ts';

/** In-flight requests get this long after SIGTERM; index.ts exits by 10 s whatever happens. */
const DRAIN_GRACE_MS = 8_000;

export interface Gateway {
  app: express.Express;
  httpServer: Server;
  /** Starts accepting connections; resolves to the base URL (http://localhost:<port>). */
  listen(port: number): Promise<string>;
  /** Stops accepting connections, lets in-flight requests finish, closes the rest. */
  stop(): Promise<void>;
}

export interface GatewayOptions {
  logger?: Logger;
  /** Tests may inject one; by default it is built from the JWT settings of the config. */
  verifier?: TokenVerifier;
  /** Sees every upstream HTTP attempt: the call-count benchmark and tests count with it. */
  onUpstreamCall?: UpstreamCallHook;
  /** Clock of the process-wide caches (tests move it to make the integration info stale). */
  now?: () => number;
  /**
   * Login and password-reset limits; by default from AUTH_RATE_LIMIT_* (config.ts), in Redis when
   * REDIS_URL is set, else in memory.
   */
  rateLimits?: AuthRateLimits;
}

/** Logs what clients do not see: unexpected errors (with stack) and upstream outages. */
const errorLogging = (logger: Logger): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const entry = logEntryFor(error);
          if (entry)
            logger[entry.level](entry.message, { ...entry.fields, requestId: contextValue.requestId });
        }
      },
    };
  },
});

/** Apollo logs through ours, so every line is one JSON object. */
const apolloLogger = (logger: Logger) => ({
  debug: (message: unknown) => logger.debug(String(message)),
  info: (message: unknown) => logger.info(String(message)),
  warn: (message: unknown) => logger.warn(String(message)),
  error: (message: unknown) => logger.error(String(message)),
});

export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const verifier = options.verifier ?? createTokenVerifier(config, logger);
  const app = express();
  const httpServer = createServer(app);
  const caches: SharedCaches = {
    ...createDomainCaches({ config, now: options.now }),
    breakers: new CircuitBreakers(config.circuitBreaker, {
      now: options.now,
      onTransition: ({ area, from, to }) =>
        logger[to === 'open' ? 'warn' : 'info'](`circuit breaker ${to}`, { area, from }),
    }),
  };

  // Shared by every replica when REDIS_URL is set (docs/decisions/security.md, "Rate limits on
  // credentials").
  const redis = config.redis ? await connectRedis(config.redis.url, logger) : null;
  const memoryBuckets = new MemoryBucketStore(config.authRateLimit.maxKeys, options.now);
  const rateLimits =
    options.rateLimits ??
    createAuthRateLimits(
      config.authRateLimit,
      redis && config.redis
        ? new RedisRateLimitStore(redis, config.redis.keyPrefix, config.redis.replicas)
        : undefined,
    );
  const costBudget = new CostBudget(
    config.costBudget,
    redis && config.redis
      ? new RedisBucketStore(redis, config.redis.keyPrefix, memoryBuckets, config.redis.replicas)
      : memoryBuckets,
  );
  const observability = createObservability(config, logger, options.onUpstreamCall, KNOWN_OPERATIONS);
  if (redis) observability.metrics?.watchRedis(redis.up);

  const tracer = activeTracer();
  const apollo = new ApolloServer<Context>({
    schema: tracer ? traceRootFields(buildSchema(), tracer) : buildSchema(),
    introspection: config.introspection,
    // Without introspection, "Did you mean ...?" hints would leak the schema field by field.
    hideSchemaDetailsFromClientErrors: !config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // A batch of operations would multiply every per-operation limit below.
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    validationRules: limitRules(config.limits),
    parseOptions: { maxTokens: config.limits.maxTokens },
    formatError: toClientError,
    logger: apolloLogger(logger),
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo installs cache-control hints by default, a hook on every field; nothing reads them
      // (no @cacheControl, no CDN caching of POSTs), so they were pure cost per field.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: DRAIN_GRACE_MS }),
      errorLogging(logger),
      costBudgetPlugin(costBudget),
      observability.plugin,
      ...(tracer ? [tracingPlugin] : []),
    ],
  });
  await apollo.start();

  app.disable('x-powered-by');
  // req.ip: the client's address as the trusted proxies report it (rate limits key on it).
  app.set('trust proxy', config.trustProxy);
  app.use(requestId, observability.middleware, securityHeaders());
  // /graphql first: the probes, /metrics and every domain's file router come after it, so a
  // GraphQL request does not walk each of their route lists (a share of Express's time per
  // request in the overhead bench's profile). None of them serves a path under /graphql.
  app.use('/graphql', cors(config.corsOrigins));
  app.use(graphiqlRoutes(config.graphiqlDir));
  app.use(
    '/graphql',
    ...graphqlBodyParsers({
      bodyLimit: config.bodyLimit,
      uploadBodyLimit: config.uploadBodyLimit,
      maxTokens: config.limits.maxTokens,
    }),
    ...(tracer ? [traceGraphqlRequests(tracer)] : []),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        observability.attach(
          await createContext(
            {
              config,
              verifier,
              logger,
              caches,
              rateLimits,
              onUpstreamCall: observability.onUpstreamCall,
              onLoaderBatch: observability.onLoaderBatch,
            },
            {
              authorization: req.get('authorization'),
              requestId: requestIdOf(res),
              clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
            },
          ),
          res,
        ),
    }),
  );
  app.use(
    healthRoutes(config, redis),
    observability.routes,
    // Each domain's files (an invoice's PDF, a report's CSV...), streamed outside GraphQL.
    ...DOMAINS.flatMap((domain) =>
      'fileRoutes' in domain
        ? [domain.fileRoutes({ config, logger, caches, onUpstreamCall: observability.onUpstreamCall })]
        : [],
    ),
  );
  app.use(errorHandler(logger));

  return {
    app,
    httpServer,
    listen: (port) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          httpServer.off('error', reject);
          resolve(`http://localhost:${(httpServer.address() as AddressInfo).port}`);
        });
      }),
    stop: async () => {
      await apollo.stop();
      await redis?.close();
    },
  };
}
