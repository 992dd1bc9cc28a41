/**
 * Imported by tracing.ts only when a collector is configured: the Node tracer provider (W3C trace
 * context, AsyncLocalStorage), spans batched to OTLP/HTTP in protobuf at the collector the
 * standard OTEL_EXPORTER_OTLP_* variables name (read by the exporter itself).
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export function registerProvider(serviceName: string): NodeTracerProvider {
  const exporter = new OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  return provider;
}
