/**
 * Traces across every hop: the gateway and upstream as real processes exporting OTLP (protobuf) to
 * a collector in this process. A request carrying a browser's `traceparent` (what the web's Apollo
 * link sends) gives one trace: the web's span → the gateway's server span → the operation → the
 * upstream call → upstream's route → its SQL; a queued job's span links back to it.
 */
import { randomBytes } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../test/gateway.ts';
import { type GatewayProcess, startGatewayProcess } from '../test/gateway-process.ts';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../test/otlp-receiver.ts';
import { startUpstream, type UpstreamProcess } from '../test/upstream-process.ts';
import { activeTracer, startTracing, upstreamSpan } from './tracing.ts';

let receiver: OtlpReceiver;
let upstream: UpstreamProcess;
let gateway: GatewayProcess;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // Spans leave in batches; a short delay keeps the test waiting on their arrival, not a timer.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '50' };
  upstream = await startUpstream({ env: tracing });
  gateway = await startGatewayProcess({
    PORTAL_URL: upstream.portalUrl,
    TOKEN_URL: upstream.tokenUrl,
    ...tracing,
  });
});

afterAll(async () => {
  gateway?.kill();
  await upstream?.stop();
  await receiver?.close();
});

/** A browser's span context, as the web's link makes it (web/src/lib/traceparent.ts). */
const browserSpan = () => ({
  traceId: randomBytes(16).toString('hex'),
  spanId: randomBytes(8).toString('hex'),
});

async function gql(query: string, headers: Record<string, string>, variables = {}) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, { token?: string; id?: string }>; errors?: unknown };
}

async function tokenOf(username: string): Promise<string> {
  const { data } = await gql(
    'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    {},
    {
      u: username,
      p: DEMO_PASSWORD,
    },
  );
  const token = data?.login?.token;
  if (!token) throw new Error(`no token for ${username}`);
  return token;
}

/** `span`'s name and service, then its parent's, up to the trace's root. */
function ancestry(spans: readonly ReceivedSpan[], span: ReceivedSpan): string[] {
  const chain: string[] = [];
  for (let at: ReceivedSpan | undefined = span; at; ) {
    chain.push(`${at.service}: ${at.name}`);
    const parent: string = at.parentSpanId;
    at = spans.find((candidate) => candidate.spanId === parent);
  }
  return chain;
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('follows one trace id from the web header through the gateway to upstream and its SQL', async () => {
    const token = await tokenOf('afiliado@demo.com.br');
    const web = browserSpan();
    const { data } = await gql('query Me { me { id } }', {
      authorization: `Bearer ${token}`,
      traceparent: `00-${web.traceId}-${web.spanId}-01`,
    });
    expect(data?.me?.id).toEqual(expect.any(String));

    // Upstream's SQL under its route, under the gateway's upstream call, up to the gateway's
    // server span, whose parent is the browser's span.
    const sql = await receiver.waitFor((spans) =>
      spans.find(
        (span) =>
          span.traceId === web.traceId &&
          span.service === 'portal-upstream' &&
          span.attributes['db.system.name'] === 'postgresql' &&
          ancestry(spans, span).at(-1) === 'portal-gateway: POST /graphql',
      ),
    );
    const spans = receiver.spans().filter((span) => span.traceId === web.traceId);
    const chain = ancestry(spans, sql);
    expect(chain).toEqual([
      'portal-upstream: SELECT',
      'portal-upstream: GET /me',
      'portal-gateway: GET /me',
      'portal-gateway: Query.me',
      'portal-gateway: query Me',
      'portal-gateway: POST /graphql',
    ]);
    expect(spans.find((span) => span.name === 'POST /graphql')?.parentSpanId).toBe(web.spanId);
    expect(sql.attributes['db.query.text']).toMatch(/^select/i);
    expect(spans.find((span) => span.name === 'query Me')?.attributes['graphql.operation.name']).toBe('Me');
  });

  it("links a queued job's span to the trace of the request that queued it", async () => {
    const token = await tokenOf('admin@demo.com.br');
    const web = browserSpan();
    const { data } = await gql('mutation PollCampaigns { pollCampaigns { id } }', {
      authorization: `Bearer ${token}`,
      traceparent: `00-${web.traceId}-${web.spanId}-01`,
    });
    expect(data?.pollCampaigns?.id).toEqual(expect.any(String));
    const job = await receiver.waitFor((spans) =>
      spans.find(
        (span) => span.name.startsWith('job ') && span.links.some((link) => link.traceId === web.traceId),
      ),
    );
    expect(job.service).toBe('portal-upstream');
    // Its own trace, with its own SQL in it.
    expect(job.traceId).not.toBe(web.traceId);
    await receiver.waitFor((spans) =>
      spans.find(
        (span) => span.traceId === job.traceId && span.parentSpanId === job.spanId && span.name !== '',
      ),
    );
  });
});

describe('without it', () => {
  it('starts no SDK, so nothing is recorded or exported and no traceparent goes upstream', async () => {
    expect(await startTracing(loadConfig({}), 'portal-gateway')).toBeNull();
    expect(activeTracer()).toBeNull();
    // The API's tracer is still the no-op one: no provider was registered in this process.
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
    const headers: Record<string, string> = {};
    upstreamSpan('GET', '/v1/me', 'portal', headers)(200);
    expect(headers).toEqual({});
  });
});
