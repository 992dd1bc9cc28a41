/**
 * The gateway's Prometheus metrics (prom-client), one registry per gateway instance so tests can
 * run several in one process. Every label has a bounded set of values: operation labels come from
 * operations.ts, routes are the upstream route templates of the code (never a URL with ids),
 * error codes are the ones toClientError lets through (errors.ts), loader names are fixed strings.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UpstreamCallEvent } from '../upstream/http.ts';
import { registerProcessMetrics } from './process-metrics.ts';

/** Seconds: loopback answers in about a millisecond, a slow upstream call takes seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Keys per DataLoader batch: a page of bills is at most BILL_BATCH_MAX (domains/finance/upstream.ts). */
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100];
/** An error code is a label only if it looks like one; anything else is counted as OTHER. */
const ERROR_CODE = /^[A-Z][A-Z_]{0,39}$/;
/** Error codes are ours, so this never binds in practice; it bounds the set if that changes. */
const MAX_ERROR_CODES = 40;

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL requests by operation label and HTTP status.',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'Time from the request reaching the gateway to its response being sent, by operation label.',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamSeconds = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Upstream HTTP attempts by area, route template and status ("none": no answer).',
    labelNames: ['area', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'Errors in GraphQL responses, by the code clients see.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly batchSize = new Histogram({
    name: 'gateway_dataloader_batch_size',
    help: 'Keys per DataLoader batch, by loader.',
    labelNames: ['loader'] as const,
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });
  private readonly errorCodes = new Set<string>();

  /** `gateway_redis_up`, read at scrape time from the client's state (REDIS_URL set only). */
  watchRedis(up: () => boolean): void {
    new Gauge({
      name: 'gateway_redis_up',
      help: '1 when the shared limits are in Redis, 0 while this replica falls back to its stricter local limits.',
      registers: [this.registry],
      collect() {
        this.set(up() ? 1 : 0);
      },
    });
  }

  constructor() {
    // Process health (CPU, memory) next to the request figures, read at scrape time only.
    registerProcessMetrics(this.registry);
  }

  request(operation: string, status: number, seconds: number): void {
    this.requests.inc({ operation, status: String(status) });
    this.requestSeconds.observe({ operation }, seconds);
  }

  upstreamCall(event: UpstreamCallEvent): void {
    const status = event.status === null ? 'none' : String(event.status);
    this.upstreamSeconds.observe({ area: event.area, route: event.route, status }, event.ms / 1000);
  }

  graphqlError(code: string | undefined): void {
    let label = code && ERROR_CODE.test(code) ? code : 'OTHER';
    if (!this.errorCodes.has(label)) {
      if (this.errorCodes.size >= MAX_ERROR_CODES) label = 'OTHER';
      else this.errorCodes.add(label);
    }
    this.errors.inc({ code: label });
  }

  batch(loader: string, size: number): void {
    this.batchSize.observe({ loader }, size);
  }

  /** The text exposition format, for GET /metrics. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
