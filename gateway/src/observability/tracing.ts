/**
 * Traces (OpenTelemetry), off unless OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-only
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector: docs/performance.md, "Traces".
 *
 * Off means no cost at all: the SDK is never imported, `activeTracer()` is null and every hook
 * below is left out of the server (no middleware, no plugin, root resolvers unwrapped, no span in
 * the upstream client). On, each GraphQL request gives: `POST /graphql` (server span, continuing
 * the caller's W3C `traceparent`) → the operation (`query Me`) → one span per root field
 * (`Query.me`) → one client span per upstream call (`GET /v1/me`), whose `traceparent` header
 * carries the trace on to upstream.
 */

import type { ApolloServerPlugin } from '@apollo/server';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayConfig } from '../config.ts';

/** Set while the SDK runs: every hook below is mounted only when it is. */
let sdkTracer: Tracer | null = null;
export const activeTracer = (): Tracer | null => sdkTracer;

/**
 * Starts the SDK (OTLP over HTTP, protobuf) when `config.otlpEndpoint` is set; resolves to its
 * shutdown (which flushes the buffered spans), or to null with nothing loaded when tracing is off.
 */
export async function startTracing(
  config: Pick<GatewayConfig, 'otlpEndpoint'>,
  serviceName: string,
): Promise<{ shutdown(): Promise<void> } | null> {
  if (config.otlpEndpoint === null) return null;
  const { startTracerProvider } = await import('./tracing-sdk.ts');
  const provider = startTracerProvider(process.env.OTEL_SERVICE_NAME?.trim() || serviceName);
  sdkTracer = trace.getTracer(serviceName);
  return {
    shutdown: () => {
      sdkTracer = null;
      return provider.shutdown();
    },
  };
}

const failed = (span: Span, error: unknown) => {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
};

/**
 * Mounted right before Apollo's handler (after the body parsers, whose callbacks do not keep the
 * async context): the server span and the operation span under it, the latter active while Apollo
 * handles the request, so the viewer lookup and every resolver's upstream call land in it.
 */
export function traceGraphqlRequests(active: Tracer): RequestHandler {
  return (req, res, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const server = active.startSpan(
      `${req.method} /graphql`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'http.route': '/graphql' } },
      parent,
    );
    const withServer = trace.setSpan(parent, server);
    const operation = active.startSpan('graphql.operation', {}, withServer);
    res.on('close', () => {
      operation.end();
      server.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) server.setStatus({ code: SpanStatusCode.ERROR });
      server.end();
    });
    context.with(trace.setSpan(withServer, operation), next);
  };
}

/** Names the operation span after the operation (`query Dashboard`) and notes its error codes. */
export const tracingPlugin: ApolloServerPlugin<object> = {
  async requestDidStart() {
    const span = trace.getActiveSpan();
    if (!span) return;
    return {
      async didResolveOperation({ operationName, operation }) {
        const type = operation?.operation ?? 'query';
        span.updateName(operationName ? `${type} ${operationName}` : type);
        span.setAttribute('graphql.operation.type', type);
        if (operationName) span.setAttribute('graphql.operation.name', operationName);
      },
      async didEncounterErrors({ errors }) {
        const codes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
        span.setAttribute('graphql.error.codes', [...new Set(codes)]);
        span.setStatus({ code: SpanStatusCode.ERROR });
      },
    };
  },
};

/** Each root field's resolver in a span of its own (`Query.me`), active while it runs. */
export function traceRootFields(schema: GraphQLSchema, active: Tracer): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const resolve = field.resolve ?? defaultFieldResolver;
      const name = `${typeName}.${fieldName}`;
      return {
        ...field,
        resolve: (source, args, contextValue, info) => {
          const span = active.startSpan(name, { attributes: { 'graphql.field.path': fieldName } });
          return context.with(trace.setSpan(context.active(), span), async () => {
            try {
              return await resolve(source, args, contextValue, info);
            } catch (error) {
              failed(span, error);
              throw error;
            } finally {
              span.end();
            }
          });
        },
      };
    },
  });
}

/**
 * A client span around one upstream attempt, its `traceparent` added to `headers`; `end` takes the
 * status (null: no answer). A no-op when tracing is off.
 */
export function upstreamSpan(
  method: string,
  template: string,
  area: string,
  headers: Record<string, string>,
): (status: number | null) => void {
  if (!sdkTracer) return () => undefined;
  const span = sdkTracer.startSpan(`${method} ${template}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'http.request.method': method, 'url.template': template, 'portal.upstream.area': area },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return (status) => {
    if (status === null) span.setStatus({ code: SpanStatusCode.ERROR, message: 'no answer' });
    else {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}
