/**
 * A collector in the test process: accepts OTLP/HTTP trace exports in protobuf (what the gateway
 * and upstream send when OTEL_EXPORTER_OTLP_ENDPOINT names it) and keeps the spans, decoded by the
 * few fields the tests read. The decoder is the protobuf wire format by hand: the messages are
 * opentelemetry-proto's ExportTraceServiceRequest, field numbers below.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  /** String and integer attributes, as strings. */
  attributes: Record<string, string>;
  links: Array<{ traceId: string; spanId: string }>;
}

type Field = { no: number; value: bigint | Buffer };

/** The top-level fields of one message. */
function fieldsOf(buf: Buffer): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = buf[at++] ?? 0;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const no = key >> 3;
    const wire = key & 7;
    if (wire === 0) fields.push({ no, value: varint() });
    else if (wire === 2) {
      const length = Number(varint());
      fields.push({ no, value: buf.subarray(at, at + length) });
      at += length;
    } else if (wire === 1 || wire === 5) {
      const width = wire === 1 ? 8 : 4;
      fields.push({ no, value: buf.subarray(at, at + width) });
      at += width;
    } else throw new Error(`unexpected protobuf wire type ${wire}`);
  }
  return fields;
}

const messages = (buf: Buffer, no: number): Buffer[] =>
  fieldsOf(buf).flatMap((field) => (field.no === no && Buffer.isBuffer(field.value) ? [field.value] : []));
const bytesHex = (buf: Buffer, no: number): string => messages(buf, no)[0]?.toString('hex') ?? '';

/** KeyValue { key = 1; AnyValue value = 2 }, AnyValue { string = 1; bool = 2; int = 3 }. */
function attributesOf(buf: Buffer, no: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const pair of messages(buf, no)) {
    const key = messages(pair, 1)[0]?.toString('utf8') ?? '';
    const value = fieldsOf(messages(pair, 2)[0] ?? Buffer.alloc(0))[0];
    if (value)
      attributes[key] = Buffer.isBuffer(value.value) ? value.value.toString('utf8') : String(value.value);
  }
  return attributes;
}

/** ExportTraceServiceRequest { ResourceSpans = 1 } → { Resource = 1, ScopeSpans = 2 } → { Span = 2 }. */
export function decodeTraces(body: Buffer): ReceivedSpan[] {
  return messages(body, 1).flatMap((resourceSpans) => {
    const service = attributesOf(messages(resourceSpans, 1)[0] ?? Buffer.alloc(0), 1)['service.name'] ?? '';
    return messages(resourceSpans, 2).flatMap((scopeSpans) =>
      messages(scopeSpans, 2).map((span) => ({
        service,
        traceId: bytesHex(span, 1),
        spanId: bytesHex(span, 2),
        parentSpanId: bytesHex(span, 4),
        name: messages(span, 5)[0]?.toString('utf8') ?? '',
        attributes: attributesOf(span, 9),
        links: messages(span, 13).map((link) => ({ traceId: bytesHex(link, 1), spanId: bytesHex(link, 2) })),
      })),
    );
  });
}

export interface OtlpReceiver {
  /** The base URL, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans(): readonly ReceivedSpan[];
  /** Export requests received, whatever they held. */
  exports(): number;
  /** Resolves once `found` returns a value for the spans received so far. */
  waitFor<T>(found: (spans: readonly ReceivedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  let exports = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      exports += 1;
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (req.url === '/v1/traces') received.push(...decodeTraces(body));
      // An empty ExportTraceServiceResponse: everything accepted.
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => received,
    exports: () => exports,
    waitFor: (found, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(() => {
          clearInterval(poll);
          reject(new Error(`spans received never matched: ${received.map((span) => span.name).join(', ')}`));
        }, timeoutMs);
        const poll = setInterval(() => {
          const value = found(received);
          if (value === undefined) return;
          clearInterval(poll);
          clearTimeout(deadline);
          resolve(value);
        }, 50);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
