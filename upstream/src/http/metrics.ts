/**
 * Prometheus metrics of the upstream process (prom-client): HTTP requests of both apps by route
 * template and status, plus process health. One registry per running upstream, so tests can start
 * several in one process; served at the portal API's GET /metrics.
 */
import { type Request, Router } from 'express';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds: a list page answers in milliseconds, a bcrypt login in tens of them. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The label of requests no route matched (404s, probes): never the raw path, which has no bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The matched route's template ('/v1/finances/portal/payments/:paymentId'), not the URL. */
export const routeOf = (req: Request): string => {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : UNMATCHED_ROUTE;
};

export class UpstreamMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'upstream_http_requests_total',
    help: 'HTTP requests by app (portal, token), method, route template and status.',
    labelNames: ['app', 'method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly seconds = new Histogram({
    name: 'upstream_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by app, method, route template and status.',
    labelNames: ['app', 'method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  request(app: string, req: Request, status: number, seconds: number): void {
    // Unknown methods would be labels anyone could invent; Node only parses the standard ones.
    const labels = { app, method: req.method, route: routeOf(req), status: String(status) };
    this.requests.inc(labels);
    this.seconds.observe(labels, seconds);
  }

  routes(): Router {
    const router = Router();
    router.get('/metrics', async (_req, res) => {
      res.set('content-type', this.registry.contentType).send(await this.registry.metrics());
    });
    return router;
  }
}
