/**
 * Graceful shutdown of the real entry point: SIGTERM while requests are in flight (held slow by a
 * proxy in front of upstream) → every one of them is answered, new connections are refused, and
 * the process exits 0 on its own. The 10 s bound of index.ts is only a generous wait here: past
 * it, index.ts exits 1, which the exit code check would catch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FailingProxy, startFailingProxy } from './test/failing-proxy.ts';
import { DEMO_PASSWORD } from './test/gateway.ts';
import { type GatewayProcess, startGatewayProcess } from './test/gateway-process.ts';
import { startUpstream, type UpstreamProcess } from './test/upstream-process.ts';

const IN_FLIGHT = 20;
const SLOW_ROUTE = '/v1/notifications/portal/list';
/** index.ts's own deadline is 10 s; this only keeps a hung process from hanging the suite. */
const EXIT_WAIT_MS = 20_000;

let upstream: UpstreamProcess;
let proxy: FailingProxy;
let gateway: GatewayProcess;

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startFailingProxy(upstream.portalUrl);
  gateway = await startGatewayProcess({ PORTAL_URL: proxy.url, TOKEN_URL: upstream.tokenUrl });
});

afterAll(async () => {
  gateway?.kill();
  await proxy?.close();
  await upstream?.stop();
});

const post = (body: unknown, token?: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(EXIT_WAIT_MS),
  });

describe('SIGTERM under load', () => {
  it('answers every in-flight request, refuses new ones, and exits 0 by itself', async () => {
    const login = await post({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: 'afiliado@demo.com.br', p: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;

    proxy.fail(SLOW_ROUTE, { delayMs: 1_500 });
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      post({ query: '{ notifications { id title } }' }, token).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { data?: { notifications?: unknown[] }; errors?: unknown[] },
      })),
    );
    // Bounded wait until every request has reached upstream, i.e. is really in flight.
    for (let i = 0; i < 200; i += 1) {
      if (proxy.received().filter((path) => path === SLOW_ROUTE).length >= IN_FLIGHT) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(proxy.received().filter((path) => path === SLOW_ROUTE)).toHaveLength(IN_FLIGHT);

    gateway.child.kill('SIGTERM');
    const exitCode = gateway.exited(EXIT_WAIT_MS);
    const results = await Promise.allSettled(inFlight);

    for (const result of results) {
      expect(result.status).toBe('fulfilled');
      if (result.status !== 'fulfilled') continue;
      expect(result.value.status).toBe(200);
      expect(result.value.body.errors).toBeUndefined();
      expect(result.value.body.data?.notifications).toEqual(expect.any(Array));
    }
    // Draining: no new connection is accepted any more.
    await expect(fetch(`${gateway.url}/healthz`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();
    expect(await exitCode).toBe(0);
    expect(gateway.output().some((line) => line.includes('shutting down'))).toBe(true);
  }, 60_000);
});
