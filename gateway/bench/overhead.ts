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
 * ≥ 50% of direct. Then the same query with tracing on (gateway and upstream exporting every span)
 * against tracing off: what traces cost.
 */
import { createServer } from 'node:http';
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
  startBenchUpstream,
  tokenFor,
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

/** One side of a comparison: its request, its row's name and the processes on its path. */
interface Side {
  name: string;
  request: LoadRequest;
  /** Their CPU time is what the side's requests cost. */
  pids: readonly number[];
}

async function compare(
  label: string,
  sides: { base: Side; measured: Side },
  measure: Measure,
): Promise<{ base: Measured; measured: Measured }> {
  console.log(
    `\n${label}: warming up ${WARMUP_SECONDS} s per side, then ${ROUNDS} x ${SECONDS} s per side...`,
  );
  await measure(sides.base.request, WARMUP_SECONDS);
  await measure(sides.measured.request, WARMUP_SECONDS);
  /** One run and the CPU the side's processes spent on it. */
  const timed = async ({ request, pids }: Side) => {
    const cpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const before = cpu();
    const figures = await measure(request, SECONDS);
    return { figures, cpuSeconds: cpu() - before };
  };
  const baseRuns: Array<{ figures: LoadFigures; cpuSeconds: number }> = [];
  const measuredRuns: Array<{ figures: LoadFigures; cpuSeconds: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    baseRuns.push(await timed(sides.base));
    measuredRuns.push(await timed(sides.measured));
  }
  const summary = (runs: typeof baseRuns): Measured => {
    const figures = averaged(runs.map((run) => run.figures));
    const cpu = runs.reduce((sum, run) => sum + run.cpuSeconds, 0);
    return { figures, cpuMs: (cpu * 1000) / Math.max(1, figures.requests) };
  };
  const result = { base: summary(baseRuns), measured: summary(measuredRuns) };
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
    [row(sides.base.name, result.base), row(sides.measured.name, result.measured)],
  );
  return result;
}

/** The gateway's cost: what it adds to the direct call, against the budgets. */
function printGatewayCost({ base, measured }: { base: Measured; measured: Measured }): void {
  const addedP50 = measured.figures.p50 - base.figures.p50;
  const addedP99 = measured.figures.p99 - base.figures.p99;
  const throughput = measured.figures.rps / base.figures.rps;
  console.log(
    `  added by the gateway: p50 ${ms(addedP50)} ms (target ≤ 1.5), p99 ${ms(addedP99)} ms (target ≤ 5); ` +
      `throughput ${(throughput * 100).toFixed(0)}% of direct (target ≥ 50%)`,
  );
  console.log(
    `  CPU per request: upstream alone ${ms(base.cpuMs)} ms; gateway path ${ms(measured.cpuMs)} ms ` +
      `(gateway + upstream), so the gateway's own share is about ${ms(measured.cpuMs - base.cpuMs)} ms`,
  );
}

/** Tracing's cost: the traced path against the same path untraced. */
function printTracingCost({ base, measured }: { base: Measured; measured: Measured }): void {
  console.log(
    `  added by tracing: p50 ${ms(measured.figures.p50 - base.figures.p50)} ms, p99 ` +
      `${ms(measured.figures.p99 - base.figures.p99)} ms; throughput ` +
      `${((measured.figures.rps / base.figures.rps) * 100).toFixed(0)}% of untraced; CPU per request ` +
      `${ms(base.cpuMs)} → ${ms(measured.cpuMs)} ms (gateway + upstream, the export included)`,
  );
}

/**
 * A collector that takes every OTLP export and drops it: the traced side pays for making,
 * encoding and sending its spans, as it would with Jaeger on the same machine, but not for
 * Jaeger's own work.
 */
async function startSpanSink(
  port: number,
): Promise<{ url: string; bytes: () => number; stop: () => Promise<void> }> {
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** True when `request` answers the viewer `id` without errors; says why not otherwise. */
async function answersMe(request: LoadRequest, id: string): Promise<boolean> {
  const answer = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const body = (await answer.json()) as { data?: { me?: { id: string } }; errors?: unknown };
  if (!body.errors && body.data?.me?.id === id) return true;
  console.error(`the sides disagree: ${JSON.stringify(body)} vs the direct answer's id ${id}`);
  return false;
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
  if (!(await answersMe(viaGateway, directBody.id))) return 1;
  console.log(`user ${USER}; direct ${direct.url}; gateway ${viaGateway.url} (LOG_LEVEL=info)`);

  const upstreamPid = pidListeningOn(base + 2);
  const sides = {
    base: { name: 'GET /me (direct)', request: direct, pids: [upstreamPid] },
    measured: { name: 'query Me (gateway)', request: viaGateway, pids: [gateway.pid, upstreamPid] },
  };
  // autocannon keeps up with both sides at 10 connections but times in whole milliseconds; one
  // connection (where the difference is the gateway's own time) is timed to the microsecond.
  const manyConnections: Measure = (request, seconds) =>
    autocannonRun(request, { seconds, connections: CONNECTIONS });
  const oneConnection: Measure = (request, seconds) => sequentialRun(request, seconds);
  const loaded = await compare(`${CONNECTIONS} connections (autocannon)`, sides, manyConnections);
  printGatewayCost(loaded);
  const single = await compare('1 connection, no queueing (closed loop, µs timer)', sides, oneConnection);
  printGatewayCost(single);

  // Tracing on against off (docs/performance.md, "Traces"): a second upstream and gateway, both
  // exporting every span to a sink, beside the untraced pair measured above.
  const sink = stack.add(await startSpanSink(base + 7));
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url };
  const tracedUpstream = stack.add(await startBenchUpstream(base + 4, 'warn', tracing));
  const tracedGateway = await startBenchGateway(stack, base + 6, tracedUpstream, tracing);
  // Its own token: each upstream signs with keys of its own.
  const tracedRequest: LoadRequest = {
    ...viaGateway,
    url: tracedGateway.graphqlUrl,
    headers: {
      ...viaGateway.headers,
      authorization: `Bearer ${await tokenFor(tracedUpstream.tokenUrl, USER)}`,
    },
  };
  if (!(await answersMe(tracedRequest, directBody.id))) return 1;
  const traced = {
    base: { ...sides.measured, name: 'query Me, tracing off' },
    measured: {
      name: 'query Me, tracing on',
      request: tracedRequest,
      pids: [tracedGateway.pid, pidListeningOn(base + 4)],
    },
  };
  const tracedLoaded = await compare(`Tracing, ${CONNECTIONS} connections`, traced, manyConnections);
  printTracingCost(tracedLoaded);
  const tracedSingle = await compare('Tracing, 1 connection', traced, oneConnection);
  printTracingCost(tracedSingle);
  console.log(`  spans exported: ${int(sink.bytes() / 1024)} KB of OTLP protobuf`);

  const gatewayCpuMs = loaded.measured.cpuMs - loaded.base.cpuMs;
  console.log(
    `\nCapacity: at ${ms(gatewayCpuMs)} ms of gateway CPU per request, one fully busy core serves about ` +
      `${int(1000 / gatewayCpuMs)} Me requests/s through the gateway (docs/decisions/operations.md, "Scale beyond one machine").`,
  );
  const failures = [loaded, single, tracedLoaded, tracedSingle].reduce(
    (sum, run) => sum + run.base.figures.failures + run.measured.figures.failures,
    0,
  );
  if (failures > 0) {
    console.error(`FAIL: ${failures} request(s) failed during the runs.`);
    return 1;
  }
  return 0;
});
