/**
 * The OpenTelemetry SDK, imported by tracing.ts only when tracing is on: spans batched and sent
 * over OTLP/HTTP in protobuf to the collector the standard OTEL_EXPORTER_OTLP_* variables name
 * (the exporter reads them), W3C trace context propagated, AsyncLocalStorage carrying the context.
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export function startTracerProvider(serviceName: string): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}
