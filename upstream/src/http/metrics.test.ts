import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed/users.ts';
import { useTestUpstream } from '../testing/harness.ts';

const up = useTestUpstream();

const scrape = async () => {
  const res = await up().portal('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

describe('GET /metrics', () => {
  it('counts requests by route template and status, never by raw path', async () => {
    const token = await up().login(DEMO_USERS.affiliated.username);
    expect((await up().portal('/me', { token })).status).toBe(200);
    await up().portal('/docs/relatorio-0f3a9c.pdf');
    await up().portal('/caminho-que-nao-existe-7d1e');

    const text = await scrape();
    expect(text).toContain(
      'upstream_http_requests_total{app="portal",method="GET",route="/me",status="200"}',
    );
    expect(text).toMatch(
      /upstream_http_request_duration_seconds_bucket\{le="[\d.]+",app="portal",method="GET",route="\/me",status="200"\} [1-9]/,
    );
    expect(text).toContain('app="token",method="POST",route="/token",status="200"');
    expect(text).toMatch(/route="\/docs\/:file",status="\d{3}"/);
    expect(text).toContain('route="unmatched",status="404"');
    // Ids and file names are unbounded: they must never become label values.
    expect(text).not.toContain('relatorio-0f3a9c');
    expect(text).not.toContain('caminho-que-nao-existe');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('logs each request with the id the caller sent', async () => {
    const res = await up().portal('/healthz', { headers: { 'x-request-id': 'gateway-req-42' } });
    expect(res.headers.get('x-request-id')).toBe('gateway-req-42');
    expect(up().logs).toContainEqual(
      expect.objectContaining({
        message: 'request',
        requestId: 'gateway-req-42',
        path: '/healthz',
        status: 200,
      }),
    );
  });
});

describe('with METRICS=false', () => {
  const off = useTestUpstream({ metrics: false });

  it('serves no /metrics', async () => {
    expect((await off().portal('/metrics')).status).toBe(404);
  });
});
