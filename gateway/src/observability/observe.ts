/**
 * Wires logs and metrics into the gateway: one access log line per HTTP request (request id,
 * GraphQL operation, status, time), the request and error metrics, and GET /metrics.
 *
 * The access line is written when the response finishes, by Express; the operation name is only
 * known inside Apollo. `attach` links the two: the GraphQL context of a request carries the
 * request's observation (under a private symbol), which the Apollo plugin fills in.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { type RequestHandler, type Response, Router } from 'express';
import type { LogLevel } from '../config.ts';
import type { BatchHook } from '../kernel/context.ts';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../middleware.ts';
import type { UpstreamCallHook } from '../upstream/http.ts';
import { GatewayMetrics } from './metrics.ts';
import { loggableOperation, operationLabel } from './operations.ts';

const GRAPHQL_PATH = '/graphql';

/** What the access line and the request metrics say about one HTTP request. */
interface Observation {
  /** undefined until Apollo resolves the operation; null when it has no name. */
  operation: string | null | undefined;
  /** Distinct codes of the errors in the response. */
  errorCodes: string[];
}

const LOCALS_KEY = 'observation';
/**
 * A property, not a WeakMap keyed by the context: Apollo hands plugins a shallow copy of the
 * context object, which keeps its own (symbol) properties but not its identity.
 */
const OBSERVATION = Symbol('observation');
type Observed = { [OBSERVATION]?: Observation };

export interface Observability {
  /** Null when METRICS=false: nothing is counted and /metrics answers 404. */
  metrics: GatewayMetrics | null;
  /** Mounted first: starts the clock and writes the access line when the response is sent. */
  middleware: RequestHandler;
  /** GET /metrics in the Prometheus text format. */
  routes: Router;
  /** Apollo plugin: operation name and error codes of each GraphQL request. */
  plugin: ApolloServerPlugin<object>;
  /** Returns `context`, linked to the response `res` belongs to (see the module comment). */
  attach<C extends object>(context: C, res: Response): C;
  /** The upstream-call hook: metrics, then the caller's hook (createGateway's option). */
  onUpstreamCall: UpstreamCallHook | undefined;
  onLoaderBatch: BatchHook | undefined;
}

export function createObservability(
  options: { metrics: boolean; logLevel: LogLevel },
  logger: Logger,
  onUpstreamCall: UpstreamCallHook | undefined,
  /** The web client's operation names, each its own label (registry.ts KNOWN_OPERATIONS). */
  knownOperations: ReadonlySet<string>,
): Observability {
  const metrics = options.metrics ? new GatewayMetrics() : null;
  // Both off (the instrumentation bench's baseline): not even a clock or a listener per request.
  const off = !metrics && options.logLevel === 'silent';

  const middleware: RequestHandler = (req, res, next) => {
    if (off) return next();
    const started = performance.now();
    // Captured now: routers mounted below rewrite req.url while they handle the request.
    const path = req.path;
    const observation: Observation = { operation: undefined, errorCodes: [] };
    res.locals[LOCALS_KEY] = observation;
    res.on('finish', () => {
      const ms = performance.now() - started;
      if (path !== GRAPHQL_PATH) {
        // Health probes and scrapes every few seconds would drown the lines that matter.
        logger.debug('request', {
          requestId: requestIdOf(res),
          method: req.method,
          path,
          status: res.statusCode,
        });
        return;
      }
      metrics?.request(operationLabel(observation.operation, knownOperations), res.statusCode, ms / 1000);
      logger.info('request', {
        requestId: requestIdOf(res),
        method: req.method,
        path,
        operation: loggableOperation(observation.operation),
        status: res.statusCode,
        ms: Math.round(ms),
        ...(observation.errorCodes.length > 0 ? { errors: observation.errorCodes } : {}),
      });
    });
    next();
  };

  const routes = Router();
  routes.get('/metrics', async (_req, res) => {
    if (!metrics) {
      res.status(404).json({ error: 'metrics are disabled (METRICS=false)' });
      return;
    }
    const { contentType, body } = await metrics.scrape();
    res.set('content-type', contentType).send(body);
  });

  const plugin: ApolloServerPlugin<object> = off
    ? {}
    : {
        async requestDidStart({ contextValue }) {
          const observation = (contextValue as Observed)[OBSERVATION];
          return {
            async didResolveOperation({ operationName }) {
              if (observation) observation.operation = operationName;
            },
            async willSendResponse({ response }) {
              if (response.body.kind !== 'single') return;
              for (const error of response.body.singleResult.errors ?? []) {
                const { code } = error.extensions ?? {};
                const label = typeof code === 'string' ? code : undefined;
                metrics?.graphqlError(label);
                if (observation && label && !observation.errorCodes.includes(label)) {
                  observation.errorCodes.push(label);
                }
              }
            },
          };
        },
      };

  return {
    metrics,
    middleware,
    routes,
    plugin,
    attach: (context, res) => {
      const observation = res.locals[LOCALS_KEY] as Observation | undefined;
      if (observation) (context as Observed)[OBSERVATION] = observation;
      return context;
    },
    onUpstreamCall: metrics
      ? (event) => {
          metrics.upstreamCall(event);
          onUpstreamCall?.(event);
        }
      : onUpstreamCall,
    onLoaderBatch: metrics ? (loader, size) => metrics.batch(loader, size) : undefined,
  };
}
