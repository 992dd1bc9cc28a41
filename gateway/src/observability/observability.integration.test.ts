/**
 * Logs and metrics of real requests: the gateway against the real upstream process, its log
 * captured from the production (pino) logger, its metrics scraped from GET /metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../test/capturing-logger.ts';
import { DEMO_PASSWORD, startTestGateway, type TestGateway } from '../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../test/upstream-process.ts';

const AFFILIATE = 'afiliado@demo.com.br';
const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { token }
}`;

let upstream: UpstreamProcess;
let gateway: TestGateway;
const log = capturingLogger('debug');

beforeAll(async () => {
  upstream = await startUpstream({ env: { LOG_LEVEL: 'info' } });
  gateway = await startTestGateway(
    { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
    { logger: log.logger },
  );
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

const scrape = async (base = gateway.url) => {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one series, e.g. `name{a="b"}` (0 when absent). */
const seriesValue = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('logs', () => {
  it('carry a request id from the gateway to upstream, and never the password or the token', async () => {
    const requestId = 'obs-login-7f3a';
    const upstreamLine = upstream.waitForOutput(new RegExp(`"requestId":"${requestId}"`));
    const { headers, body } = await gateway.gql<{ login: { token: string } }>(LOGIN, {
      variables: { username: AFFILIATE, password: DEMO_PASSWORD },
      headers: { 'x-request-id': requestId },
    });
    const token = body.data?.login.token;
    expect(token).toEqual(expect.any(String));
    expect(headers.get('x-request-id')).toBe(requestId);
    // The token service logged the same id: it travelled upstream as x-request-id.
    await upstreamLine;

    // A request with the token, so that an Authorization header went through the gateway too.
    await gateway.gql('query Me { me { id } }', { token, headers: { 'x-request-id': 'obs-me-1' } });

    expect(log.lines()).toContainEqual(
      expect.objectContaining({ message: 'request', requestId, operation: 'Login', status: 200 }),
    );
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ message: 'request', requestId: 'obs-me-1', operation: 'Me' }),
    );
    // Debug level: the upstream calls of both requests were logged too, and still nothing leaked.
    expect(log.lines()).toContainEqual(expect.objectContaining({ message: 'upstream call', requestId }));
    expect(log.text()).not.toContain(DEMO_PASSWORD);
    expect(log.text()).not.toContain(String(token));
  });

  it('replace a request id that does not look like one', async () => {
    const { headers } = await gateway.gql('{ __typename }', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('counts requests, upstream calls and loader batches of an operation', async () => {
    const token = await gateway.login(AFFILIATE);
    const before = await scrape();
    // Named as the web's shell query, so the operation has its own label.
    const { body } = await gateway.gql('query Shell { me { id name } notifications { id } }', { token });
    expect(body.errors).toBeUndefined();

    const after = await scrape();
    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(delta('gateway_graphql_requests_total{operation="Shell",status="200"}')).toBe(1);
    expect(delta('gateway_graphql_request_duration_seconds_count{operation="Shell"}')).toBe(1);
    expect(
      delta('gateway_upstream_request_duration_seconds_count{area="auth",route="GET /me",status="200"}'),
    ).toBe(1);
    expect(delta('gateway_dataloader_batch_size_count{loader="viewer"}')).toBe(1);
    expect(after).toContain('process_resident_memory_bytes');
  });

  it('counts errors by code, and gives unknown operation names a fixed label', async () => {
    const before = await scrape();
    await gateway.gql('query Attacker0001 { me { id } }');
    await gateway.gql('query Attacker0002 { me { id } }');
    await gateway.gql('{ me { id } }');
    await gateway.gql('{ me { id ');

    const after = await scrape();
    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(delta('gateway_graphql_errors_total{code="UNAUTHENTICATED"}')).toBe(3);
    expect(delta('gateway_graphql_errors_total{code="GRAPHQL_PARSE_FAILED"}')).toBe(1);
    expect(delta('gateway_graphql_request_duration_seconds_count{operation="other"}')).toBe(2);
    expect(delta('gateway_graphql_request_duration_seconds_count{operation="anonymous"}')).toBe(1);
    expect(delta('gateway_graphql_request_duration_seconds_count{operation="unresolved"}')).toBe(1);
    expect(after).not.toContain('Attacker000');
  });

  it('is not served with METRICS=false', async () => {
    const off = await startTestGateway({
      PORTAL_URL: upstream.portalUrl,
      TOKEN_URL: upstream.tokenUrl,
      METRICS: 'false',
    });
    try {
      expect((await fetch(`${off.url}/metrics`)).status).toBe(404);
      expect((await off.gql('{ __typename }')).status).toBe(200);
    } finally {
      await off.stop();
    }
  });
});
