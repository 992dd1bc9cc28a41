/**
 * Traces (OpenTelemetry) of the upstream process, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector: docs/performance.md, "Traces".
 *
 * Off costs nothing: the SDK is never imported and `activeTracer()` stays null, so the route
 * middleware is not mounted, Kysely gets no log hook and the job queue is not wrapped. On: a server
 * span per request continuing the caller's `traceparent` (the gateway's upstream call), named by
 * its route template once matched; a span per SQL statement run under one (Kysely's log hook,
 * after the fact, with the statement's measured duration); a consumer span per batch of pg-boss
 * jobs, linked to the trace that enqueued each job (its `traceparent` rides in the job's data).
 */
import {
  context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import type { LogEvent } from 'kysely';
import { routeOf } from './http/metrics.ts';

let tracer: Tracer | null = null;

/** The process's tracer once startTracing has run with a collector configured; else null. */
export const activeTracer = (): Tracer | null => tracer;

/** The collector named by the environment, or null: tracing is off. */
export function collectorOf(env: NodeJS.ProcessEnv): string | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || null;
}

/** Starts the SDK when a collector is configured; resolves to its shutdown (flushes), or null. */
export async function startTracing(
  serviceName: string,
  env = process.env,
): Promise<(() => Promise<void>) | null> {
  if (collectorOf(env) === null) return null;
  const sdk = await import('./tracing-sdk.ts');
  const provider = sdk.registerProvider(env.OTEL_SERVICE_NAME?.trim() || serviceName);
  tracer = trace.getTracer(serviceName);
  return async () => {
    tracer = null;
    await provider.shutdown();
  };
}

/** First in each app: the request's server span, active while the routes run. */
export function traceRequests(active: Tracer, app: string): RequestHandler {
  return (req, res, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = active.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'portal.app': app } },
      parent,
    );
    res.on('close', () => {
      const route = routeOf(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Longest statement text kept on a span: enough to recognise it, bounded for the collector. */
const MAX_STATEMENT = 2_000;

/**
 * Kysely's log hook: a span per statement run inside a traced request or job (statements outside
 * one, the queue's polling and sweeps, would each be a trace of their own). The text has `$n`
 * placeholders, never the values.
 */
export function sqlSpans(active: Tracer): (event: LogEvent) => void {
  return (event) => {
    if (!trace.getActiveSpan()) return;
    const end = performance.timeOrigin + performance.now();
    const text = event.query.sql;
    const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
    const span = active.startSpan(verb, {
      kind: SpanKind.CLIENT,
      startTime: end - event.queryDurationMillis,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_STATEMENT) },
    });
    if (event.level === 'error') {
      span.recordException(event.error instanceof Error ? event.error : String(event.error));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end(end);
  };
}

/** Where a job's data carries the trace that enqueued it. */
export const JOB_TRACE_KEY = 'traceContext';

/** `data` with the active trace's context added, when there is one and data is an object. */
export function withTraceContext<T>(data: T): T {
  if (!tracer || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length === 0 ? data : { ...data, [JOB_TRACE_KEY]: carrier };
}

/** The enqueuing traces of a batch of jobs, as links. */
function linksOf(jobs: ReadonlyArray<{ data: unknown }>): Link[] {
  return jobs.flatMap(({ data }) => {
    const carrier = (data as Record<string, unknown> | null)?.[JOB_TRACE_KEY];
    if (typeof carrier !== 'object' || carrier === null) return [];
    const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, carrier));
    return spanContext ? [{ context: spanContext }] : [];
  });
}

/** Runs a worker's handler for `jobs` in a consumer span of its own, linked to their enqueuers. */
export function inJobSpan<T>(
  active: Tracer,
  queue: string,
  jobs: ReadonlyArray<{ id: string; data: unknown }>,
  handle: () => Promise<T>,
): Promise<T> {
  const span = active.startSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      links: linksOf(jobs),
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': queue,
        'messaging.batch.message_count': jobs.length,
        'messaging.message.id': jobs.map((job) => job.id),
      },
    },
    ROOT_CONTEXT,
  );
  return context.with(trace.setSpan(ROOT_CONTEXT, span), async () => {
    try {
      return await handle();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
