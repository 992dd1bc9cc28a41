/**
 * Keep-alive to upstream (issue 6, "Gateway"): how many TCP connections the gateway opens to the
 * portal API while serving the web's `Dashboard` query (7 upstream calls each) with 10 connections.
 * The gateway's PORTAL_URL points at a counting TCP proxy in front of upstream; the count after a
 * warm-up must stay a small constant (the pool), not grow with the requests.
 *
 *   pnpm --filter @portal/gateway bench:keepalive
 *
 * Exits 1 when the warm run opens more connections than the pool may hold
 * (UPSTREAM_CONNECTIONS_PER_ORIGIN): a count, not a timing.
 */
import { COMMISSIONS_PREVIEW_ROWS } from '@portal/schema';
import { UPSTREAM_CONNECTIONS_PER_ORIGIN } from '../src/upstream/http.ts';
import {
  autocannonRun,
  CONNECTIONS,
  int,
  type LoadFigures,
  printTable,
  runGatewayBench,
  SECONDS,
  startBenchGateway,
  WARMUP_SECONDS,
} from './support.ts';
import { tcpProxy } from './traffic.ts';
import { webOperation } from './web-operations.ts';

const USER = 'afiliado@demo.com.br';
/** Portal API calls per Dashboard request for an affiliate (bench:calls lists them). */
const CALLS_PER_REQUEST = 7;

const TITLE = 'Keep-alive: TCP connections from the gateway to upstream';
runGatewayBench(TITLE, 'keepAlive', USER, async ({ stack, base, upstream, token }) => {
  const counter = stack.add(await tcpProxy(base + 4, upstream.portalUrl));
  const gateway = await startBenchGateway(stack, base, upstream, {
    PORTAL_URL: counter.url,
    PAYMENTS_URL: counter.url,
  });
  const request = {
    url: gateway.graphqlUrl,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: webOperation('Dashboard').document,
      operationName: 'Dashboard',
      variables: { as: null, branch: false, previewRows: COMMISSIONS_PREVIEW_ROWS },
    }),
  };
  const readiness = counter.connections(); // the gateway's /readyz probes
  counter.resetCount();

  const phases: Array<{ phase: string; figures: LoadFigures; opened: number }> = [];
  for (const [phase, seconds] of [
    ['warm-up (cold pool)', WARMUP_SECONDS],
    ['warm run 1', SECONDS / 2],
    ['warm run 2', SECONDS / 2],
  ] as const) {
    counter.resetCount();
    const figures = await autocannonRun(request, { seconds });
    phases.push({ phase, figures, opened: counter.connections() });
  }
  const openedWarm = phases.slice(1).reduce((sum, { opened }) => sum + opened, 0);
  const failures = phases.reduce((sum, { figures }) => sum + figures.failures, 0);

  console.log(
    `Dashboard as ${USER}, ${CONNECTIONS} client connections; gateway → counting proxy → upstream ` +
      `(readiness probes opened ${readiness} before)`,
  );
  printTable(
    ['phase', 'requests', 'upstream calls', 'TCP connections opened', 'per 1000 upstream calls'],
    phases.map(({ phase, figures, opened }) => {
      const calls = figures.requests * CALLS_PER_REQUEST;
      return [phase, String(figures.requests), String(calls), String(opened), int((opened / calls) * 1000)];
    }),
  );
  console.log(
    `  pool bound: ${UPSTREAM_CONNECTIONS_PER_ORIGIN} connections per upstream origin (UPSTREAM_CONNECTIONS_PER_ORIGIN)`,
  );
  if (failures > 0) {
    console.error(`FAIL: ${failures} request(s) failed.`);
    return 1;
  }
  if (openedWarm > UPSTREAM_CONNECTIONS_PER_ORIGIN) {
    console.error(`FAIL: the warm runs opened ${openedWarm} connections: not reusing them.`);
    return 1;
  }
  console.log('OK: once warm, upstream calls reuse pooled connections.');
  return 0;
});
