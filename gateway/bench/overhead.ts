/**
 * Gateway overhead (issues 6 and 32): the web's `Me` query through our gateway vs `GET /me`
 * straight to upstream, same token, same data, and the same query through Hive Gateway over a
 * GraphQL Mesh composition of that route (bench/hive.ts; BENCH_HIVE=0 leaves it out). autocannon
 * on loopback at 10 connections, then one connection (no queueing), where the difference is a
 * gateway's own cost per request. Each side is warmed up, then measured rounds alternate the sides
 * (so drift on a shared machine hits all). Prints p50/p99/throughput and CPU per request of each
 * side and the ratios. Then the same query with tracing on (gateway and upstream exporting every
 * span) against tracing off: what traces cost.
 *
 *   pnpm --filter @portal/gateway bench:overhead
 *
 * Goals (issue 32, reported, never asserted): at one connection our gateway serves at least 0.8x
 * the direct call, and at least 1.5x Hive Gateway over Mesh at 1 and 10 connections. */

import { createServer } from 'node:http';
import { startHiveGateway } from './hive.ts';
import { cpuSeconds, pidListeningOn } from './processes.ts';
import {
  autocannonRun,
  CONNECTIONS,
  int,
  type LoadFigures,
  type LoadRequest,
  ms,
  printTable,
  ratio,
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
  /** CPU milliseconds per request of the processes on the side's path. */
  cpuMs: number;
}

type Measure = (request: LoadRequest, seconds: number) => Promise<LoadFigures>;

interface Side {
  label: string;
  request: LoadRequest;
  /** The processes on its path, whose CPU is counted. */
  pids: readonly number[];
}

/** Every side warmed up, then measured ROUNDS times in turn (drift on a shared machine hits all). */
async function compare(label: string, sides: readonly Side[], measure: Measure): Promise<Measured[]> {
  console.log(
    `\n${label}: warming up ${WARMUP_SECONDS} s per side, then ${ROUNDS} x ${SECONDS} s per side...`,
  );
  for (const side of sides) await measure(side.request, WARMUP_SECONDS);
  const runs = sides.map(() => [] as Array<{ figures: LoadFigures; cpuSeconds: number }>);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) {
      const cpu = () => side.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const before = cpu();
      const figures = await measure(side.request, SECONDS);
      runs[index]?.push({ figures, cpuSeconds: cpu() - before });
    }
  }
  const results = runs.map((sideRuns): Measured => {
    const figures = averaged(sideRuns.map((run) => run.figures));
    const cpu = sideRuns.reduce((sum, run) => sum + run.cpuSeconds, 0);
    return { figures, cpuMs: (cpu * 1000) / Math.max(1, figures.requests) };
  });
  printTable(
    ['side', 'p50 ms', 'p90 ms', 'p99 ms', 'req/s', 'requests', 'failed', 'CPU ms/req'],
    results.map(({ figures, cpuMs }, index) => [
      sides[index]?.label ?? '',
      ms(figures.p50),
      ms(figures.p90),
      ms(figures.p99),
      int(figures.rps),
      String(figures.requests),
      String(figures.failures),
      ms(cpuMs),
    ]),
  );
  return results;
}

/** The ratios the issue sets goals for, and the gateway's own cost, printed under each table. */
function report([direct, gateway, hive]: readonly Measured[], goalOfDirect: number | null): void {
  if (!direct || !gateway) return;
  const addedP50 = gateway.figures.p50 - direct.figures.p50;
  const addedP99 = gateway.figures.p99 - direct.figures.p99;
  const ofDirect = gateway.figures.rps / direct.figures.rps;
  console.log(
    `  added by the gateway: p50 ${ms(addedP50)} ms, p99 ${ms(addedP99)} ms; ` +
      `throughput ${ratio(ofDirect)} of direct${goalOfDirect ? ` (goal ≥ ${goalOfDirect}x)` : ''}`,
  );
  if (hive)
    console.log(
      `  gateway vs Hive Gateway over Mesh: ${ratio(gateway.figures.rps / hive.figures.rps)} (goal ≥ 1.5x)`,
    );
  console.log(
    `  CPU per request: upstream alone ${ms(direct.cpuMs)} ms; gateway path ${ms(gateway.cpuMs)} ms ` +
      `(gateway + upstream), so the gateway's own share is about ${ms(gateway.cpuMs - direct.cpuMs)} ms` +
      (hive ? `; Hive's own share about ${ms(hive.cpuMs - direct.cpuMs)} ms` : ''),
  );
}

/** Tracing's cost: the traced path against the same path untraced. */
function printTracingCost([base, measured]: readonly Measured[]): void {
  if (!base || !measured) return;
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
  const sides: Side[] = [
    { label: 'GET /me (direct)', request: direct, pids: [upstreamPid] },
    { label: 'query Me (our gateway)', request: viaGateway, pids: [gateway.pid, upstreamPid] },
  ];
  // BENCH_HIVE=0 leaves the comparison out (its tools are a 500 MB install the first time).
  if (process.env.BENCH_HIVE !== '0') {
    const hive = await startHiveGateway(stack, base + 8, upstream.portalUrl);
    const request: LoadRequest = {
      ...viaGateway,
      url: hive.graphqlUrl,
      body: JSON.stringify({ query: hive.meQuery }),
    };
    if (!(await answersMe(request, directBody.id))) return 1;
    sides.push({ label: 'query Me (Hive over Mesh)', request, pids: [hive.pid, upstreamPid] });
    console.log(`Hive Gateway over Mesh: ${hive.graphqlUrl}`);
  }
  // autocannon keeps up with every side at 10 connections but times in whole milliseconds; one
  // connection (where the difference is the gateway's own time) is timed to the microsecond.
  const manyConnections: Measure = (request, seconds) =>
    autocannonRun(request, { seconds, connections: CONNECTIONS });
  const oneConnection: Measure = (request, seconds) => sequentialRun(request, seconds);
  const loaded = await compare(`${CONNECTIONS} connections (autocannon)`, sides, manyConnections);
  report(loaded, null);
  const single = await compare('1 connection, no queueing (closed loop, µs timer)', sides, oneConnection);
  report(single, 0.8);
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
  const traced: Side[] = [
    { label: 'query Me, tracing off', request: viaGateway, pids: [gateway.pid, upstreamPid] },
    {
      label: 'query Me, tracing on',
      request: tracedRequest,
      pids: [tracedGateway.pid, pidListeningOn(base + 4)],
    },
  ];
  const tracedLoaded = await compare(`Tracing, ${CONNECTIONS} connections`, traced, manyConnections);
  printTracingCost(tracedLoaded);
  const tracedSingle = await compare('Tracing, 1 connection', traced, oneConnection);
  printTracingCost(tracedSingle);
  console.log(`  spans exported: ${int(sink.bytes() / 1024)} KB of OTLP protobuf`);
  const gatewayCpuMs = (loaded[1]?.cpuMs ?? Number.NaN) - (loaded[0]?.cpuMs ?? Number.NaN);
  console.log(
    `\nCapacity: at ${ms(gatewayCpuMs)} ms of gateway CPU per request, one fully busy core serves about ` +
      `${int(1000 / gatewayCpuMs)} Me requests/s through the gateway (docs/decisions/operations.md, "Scale beyond one machine").`,
  );
  const failures = [...loaded, ...single, ...tracedLoaded, ...tracedSingle].reduce(
    (sum, side) => sum + side.figures.failures,
    0,
  );
  if (failures > 0) {
    console.error(`FAIL: ${failures} request(s) failed during the runs.`);
    return 1;
  }
  return 0;
});
