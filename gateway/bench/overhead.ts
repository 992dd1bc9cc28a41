/**
 * Gateway overhead (issue 6, "Gateway"): the web's `Me` query through the gateway vs `GET /me`
 * straight to upstream, same token, same data. autocannon on loopback, 10 connections, a warm-up
 * of both sides first, then measured rounds that alternate the sides (so drift on a shared machine
 * hits both). Also one connection (no queueing), where the difference is the gateway's own cost
 * per request. Prints p50/p99/throughput of each side, the added latency and the throughput ratio.
 *
 *   pnpm --filter @portal/gateway bench:overhead
 *
 * Targets (reported, never asserted): added ≤ 1.5 ms at p50 and ≤ 5 ms at p99; gateway throughput
 * ≥ 50% of direct.
 */
import {
  autocannonRun,
  CONNECTIONS,
  cpuSeconds,
  int,
  type LoadFigures,
  type LoadRequest,
  ms,
  pidListeningOn,
  printTable,
  runGatewayBench,
  SECONDS,
  startBenchGateway,
  WARMUP_SECONDS,
} from './support.ts';
import { closedLoop, httpClient } from './traffic.ts';
import { viewerOperation } from './web-operations.ts';

/** One user at a time with a keep-alive connection, each request timed with performance.now(). */
async function sequentialRun(request: LoadRequest, seconds: number): Promise<LoadFigures> {
  const { origin, pathname } = new URL(request.url);
  const client = httpClient(origin, 1);
  try {
    return await closedLoop(
      async () => {
        const { status } = await client.send({
          method: request.method ?? 'GET',
          path: pathname,
          headers: request.headers,
          body: request.body,
        });
        if (status !== 200) throw new Error(`HTTP ${status}`);
      },
      { concurrency: 1, seconds },
    );
  } finally {
    client.close();
  }
}

const USER = 'afiliado@demo.com.br';
const ROUNDS = 2;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The rounds of one side, averaged figure by figure. */
function averaged(runs: readonly LoadFigures[]): LoadFigures {
  const pick = (key: keyof LoadFigures) => mean(runs.map((run) => run[key]));
  return {
    p50: pick('p50'),
    p90: pick('p90'),
    p99: pick('p99'),
    mean: pick('mean'),
    rps: pick('rps'),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

interface Measured {
  figures: LoadFigures;
  /** CPU milliseconds per request of the processes on the path (upstream; gateway + upstream). */
  cpuMs: number;
}

type Measure = (request: LoadRequest, seconds: number) => Promise<LoadFigures>;

async function compare(
  label: string,
  sides: { direct: LoadRequest; gateway: LoadRequest },
  pids: { upstream: number; gateway: number },
  measure: Measure,
): Promise<{ direct: Measured; gateway: Measured }> {
  console.log(
    `\n${label}: warming up ${WARMUP_SECONDS} s per side, then ${ROUNDS} x ${SECONDS} s per side...`,
  );
  await measure(sides.direct, WARMUP_SECONDS);
  await measure(sides.gateway, WARMUP_SECONDS);
  /** One run and the CPU the given processes spent on it. */
  const timed = async (request: LoadRequest, processes: readonly number[]) => {
    const cpu = () => processes.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const before = cpu();
    const figures = await measure(request, SECONDS);
    return { figures, cpuSeconds: cpu() - before };
  };
  const directRuns: Array<{ figures: LoadFigures; cpuSeconds: number }> = [];
  const gatewayRuns: Array<{ figures: LoadFigures; cpuSeconds: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    directRuns.push(await timed(sides.direct, [pids.upstream]));
    gatewayRuns.push(await timed(sides.gateway, [pids.gateway, pids.upstream]));
  }
  const summary = (runs: typeof directRuns): Measured => {
    const figures = averaged(runs.map((run) => run.figures));
    const cpu = runs.reduce((sum, run) => sum + run.cpuSeconds, 0);
    return { figures, cpuMs: (cpu * 1000) / Math.max(1, figures.requests) };
  };
  const result = { direct: summary(directRuns), gateway: summary(gatewayRuns) };
  const row = (side: string, { figures, cpuMs }: Measured) => [
    side,
    ms(figures.p50),
    ms(figures.p90),
    ms(figures.p99),
    int(figures.rps),
    String(figures.requests),
    String(figures.failures),
    ms(cpuMs),
  ];
  printTable(
    ['side', 'p50 ms', 'p90 ms', 'p99 ms', 'req/s', 'requests', 'failed', 'CPU ms/req'],
    [row('GET /me (direct)', result.direct), row('query Me (gateway)', result.gateway)],
  );
  const addedP50 = result.gateway.figures.p50 - result.direct.figures.p50;
  const addedP99 = result.gateway.figures.p99 - result.direct.figures.p99;
  const throughput = result.gateway.figures.rps / result.direct.figures.rps;
  console.log(
    `  added by the gateway: p50 ${ms(addedP50)} ms (target ≤ 1.5), p99 ${ms(addedP99)} ms (target ≤ 5); ` +
      `throughput ${(throughput * 100).toFixed(0)}% of direct (target ≥ 50%)`,
  );
  console.log(
    `  CPU per request: upstream alone ${ms(result.direct.cpuMs)} ms; gateway path ${ms(result.gateway.cpuMs)} ms ` +
      `(gateway + upstream), so the gateway's own share is about ${ms(result.gateway.cpuMs - result.direct.cpuMs)} ms`,
  );
  return result;
}

const TITLE = 'Gateway overhead: query Me through the gateway vs GET /me on upstream';
runGatewayBench(TITLE, 'overhead', USER, async ({ stack, base, upstream, token }) => {
  const gateway = await startBenchGateway(stack, base, upstream);
  const headers = { authorization: `Bearer ${token}` };
  const me = viewerOperation();

  const direct: LoadRequest = { url: `${upstream.portalUrl}/me`, headers };
  const viaGateway: LoadRequest = {
    url: gateway.graphqlUrl,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query: me.document, operationName: 'Me' }),
  };

  // Same data on both sides, checked once before timing anything.
  const directBody = (await (await fetch(direct.url, { headers })).json()) as { id: string };
  const gatewayAnswer = await fetch(viaGateway.url, {
    method: 'POST',
    headers: viaGateway.headers,
    body: viaGateway.body,
  });
  const gatewayBody = (await gatewayAnswer.json()) as { data?: { me?: { id: string } }; errors?: unknown };
  if (gatewayBody.errors || gatewayBody.data?.me?.id !== directBody.id) {
    console.error(`the two sides disagree: ${JSON.stringify(gatewayBody)} vs ${JSON.stringify(directBody)}`);
    return 1;
  }
  console.log(`user ${USER}; direct ${direct.url}; gateway ${viaGateway.url} (LOG_LEVEL=info)`);

  const pids = { upstream: pidListeningOn(base + 2), gateway: gateway.pid };
  const sides = { direct, gateway: viaGateway };
  // autocannon keeps up with both sides at 10 connections but times in whole milliseconds; one
  // connection (where the difference is the gateway's own time) is timed to the microsecond.
  const loaded = await compare(`${CONNECTIONS} connections (autocannon)`, sides, pids, (request, seconds) =>
    autocannonRun(request, { seconds, connections: CONNECTIONS }),
  );
  const single = await compare(
    '1 connection, no queueing (closed loop, µs timer)',
    sides,
    pids,
    (request, seconds) => sequentialRun(request, seconds),
  );
  const gatewayCpuMs = loaded.gateway.cpuMs - loaded.direct.cpuMs;
  console.log(
    `\nCapacity: at ${ms(gatewayCpuMs)} ms of gateway CPU per request, one fully busy core serves about ` +
      `${int(1000 / gatewayCpuMs)} Me requests/s through the gateway (docs/decisions/operations.md, "Scale beyond one machine").`,
  );
  const failures = [loaded, single].reduce(
    (sum, run) => sum + run.direct.figures.failures + run.gateway.figures.failures,
    0,
  );
  if (failures > 0) {
    console.error(`FAIL: ${failures} request(s) failed during the runs.`);
    return 1;
  }
  return 0;
});
