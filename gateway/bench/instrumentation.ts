/**
 * Cost of the observability (issue 6, "Observability"): the web's `Me` query through two gateway
 * processes that differ only in instrumentation. "on" runs as production does (METRICS=true,
 * LOG_LEVEL=info: a JSON access line per request, request/upstream/loader metrics); "off" has both
 * off (METRICS=false, LOG_LEVEL=silent: no clock, listener, plugin or log call per request). Same
 * upstream, same token. autocannon on loopback, 10 connections, a warm-up of each side, then
 * rounds that alternate the sides so drift on a shared machine hits both.
 *
 * The "on" gateway writes its log to a file, as a container runtime's log driver would: reading
 * it back through a pipe in this process would load the machine running autocannon.
 *
 *   pnpm --filter @portal/gateway bench:instrumentation
 *   INSTRUMENTATION_CALIBRATE=1 pnpm --filter @portal/gateway bench:instrumentation
 *
 * The second sets both sides to "off": how far two identical gateways differ on this machine,
 * i.e. the smallest cost the first can tell from noise.
 *
 * Target (reported, never asserted): instrumentation costs at most 10% of throughput.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { fromPino, pinoOptions } from '../src/logger.ts';
import { GatewayMetrics } from '../src/observability/metrics.ts';
import { cpuSeconds } from './processes.ts';
import {
  autocannonRun,
  CONNECTIONS,
  GATEWAY_DIR,
  int,
  type LoadFigures,
  type LoadRequest,
  ms,
  printMachine,
  printTable,
  runBench,
  SECONDS,
  startBenchUpstream,
  tokenFor,
  WARMUP_SECONDS,
} from './support.ts';
import { viewerOperation } from './web-operations.ts';

/** This bench's ports (5000-5099 belong to it): gateways on 5000 and 5001, upstream on 5002-5003. */
const PORTS = { on: 5000, off: 5001, upstream: 5002 } as const;
const ROUNDS = 3;
const IDLE_SECONDS = 5;
const USER = 'afiliado@demo.com.br';

const OFF = { METRICS: 'false', LOG_LEVEL: 'silent' } as const;
const CALIBRATE = process.env.INSTRUMENTATION_CALIBRATE === '1';
const SIDES = {
  on: CALIBRATE ? OFF : ({ METRICS: 'true', LOG_LEVEL: 'info' } as const),
  off: OFF,
};
type Side = keyof typeof SIDES;

interface Gateway {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** `node --import tsx src/index.ts` with stdout and stderr going to `logFile`; resolves when ready. */
async function startGateway(port: number, env: Record<string, string>, logFile: string): Promise<Gateway> {
  const output = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', join(GATEWAY_DIR, 'src/index.ts')], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', output, output],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || attempt > 300) {
      await stop();
      throw new Error(`gateway on ${port} did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid ?? -1, logFile, stop };
}

/** CPU milliseconds per second each gateway spends with no request at all. */
async function idleCpu(gateways: Record<Side, Gateway>, seconds: number): Promise<Record<Side, number>> {
  const before = { on: cpuSeconds(gateways.on.pid), off: cpuSeconds(gateways.off.pid) };
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const perSecond = (side: Side) => ((cpuSeconds(gateways[side].pid) - before[side]) * 1000) / seconds;
  return { on: perSecond('on'), off: perSecond('off') };
}

/**
 * The instrumentation's own work for one request, timed in this process: the access line (to a
 * file, through pino with the production options) and the metrics of a `Me` request. A figure
 * that a busy machine disturbs much less than a throughput ratio.
 */
function isolatedMicroseconds(logFile: string, iterations = 50_000): { log: number; metrics: number } {
  const logger = fromPino(pino(pinoOptions('info'), pino.destination({ dest: logFile, sync: true })));
  const metrics = new GatewayMetrics();
  const time = (work: () => void) => {
    for (let i = 0; i < 2_000; i += 1) work();
    const started = performance.now();
    for (let i = 0; i < iterations; i += 1) work();
    return ((performance.now() - started) * 1000) / iterations;
  };
  const fields = { requestId: randomUUID(), method: 'POST', path: '/graphql', operation: 'Me' };
  return {
    log: time(() => logger.info('request', { ...fields, status: 200, ms: 3 })),
    metrics: time(() => {
      metrics.request('Me', 200, 0.003);
      metrics.upstreamCall({ area: 'auth', route: 'GET /me', target: '/me', status: 200, ms: 1.2 });
      metrics.batch('viewer', 1);
    }),
  };
}

interface Run {
  figures: LoadFigures;
  cpuSeconds: number;
}

const total = (runs: readonly Run[], pick: (run: Run) => number) =>
  runs.reduce((sum, run) => sum + pick(run), 0);

runBench(async (stack) => {
  printMachine('Instrumentation cost: query Me with metrics + logging on vs off');
  const upstream = stack.add(await startBenchUpstream(PORTS.upstream));
  const logDir = mkdtempSync(join(tmpdir(), 'portal-instrumentation-'));
  stack.add({ stop: async () => rmSync(logDir, { recursive: true, force: true }) });
  const target = { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl };
  const gateways: Record<Side, Gateway> = {
    on: stack.add(await startGateway(PORTS.on, { ...target, ...SIDES.on }, join(logDir, 'on.log'))),
    off: stack.add(await startGateway(PORTS.off, { ...target, ...SIDES.off }, join(logDir, 'off.log'))),
  };
  const token = await tokenFor(upstream.tokenUrl, USER);
  const body = JSON.stringify({ query: viewerOperation().document, operationName: 'Me' });
  const request = (side: Side): LoadRequest => ({
    url: `${gateways[side].url}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });

  // Each side is what it claims to be, checked once before timing anything.
  for (const side of ['on', 'off'] as const) {
    const answer = await fetch(request(side).url, { method: 'POST', headers: request(side).headers, body });
    const json = (await answer.json()) as { data?: { me?: { id?: string } } };
    const metrics = await fetch(`${gateways[side].url}/metrics`).then((response) => response.status);
    if (!json.data?.me?.id || metrics !== (SIDES[side].METRICS === 'true' ? 200 : 404)) {
      console.error(
        `the "${side}" gateway is not set up as expected: ${JSON.stringify(json)}, /metrics ${metrics}`,
      );
      return 1;
    }
  }
  console.log(
    `user ${USER}; on: ${gateways.on.url} (${JSON.stringify(SIDES.on)}); off: ${gateways.off.url} (${JSON.stringify(SIDES.off)})`,
  );
  // The fixed part (process metrics sample the event loop every 10 ms) shows without traffic.
  const idle = await idleCpu(gateways, IDLE_SECONDS);
  console.log(
    `idle CPU over ${IDLE_SECONDS} s: on ${ms(idle.on)} ms/s, off ${ms(idle.off)} ms/s (not per request)`,
  );
  console.log(
    `warming up ${WARMUP_SECONDS} s per side, then ${ROUNDS} x ${SECONDS} s per side, alternating...`,
  );
  const warmUp: Record<Side, LoadFigures> = {
    on: await autocannonRun(request('on'), { seconds: WARMUP_SECONDS }),
    off: await autocannonRun(request('off'), { seconds: WARMUP_SECONDS }),
  };

  const runs: Record<Side, Run[]> = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      const before = cpuSeconds(gateways[side].pid);
      const figures = await autocannonRun(request(side), { seconds: SECONDS, connections: CONNECTIONS });
      runs[side].push({ figures, cpuSeconds: cpuSeconds(gateways[side].pid) - before });
    }
  }

  const summary = (side: Side) => {
    const sideRuns = runs[side];
    const requests = total(sideRuns, (run) => run.figures.requests);
    const mean = (pick: (run: Run) => number) => total(sideRuns, pick) / sideRuns.length;
    return {
      p50: mean((run) => run.figures.p50),
      p99: mean((run) => run.figures.p99),
      rps: mean((run) => run.figures.rps),
      requests,
      failures: total(sideRuns, (run) => run.figures.failures),
      cpuMs: (total(sideRuns, (run) => run.cpuSeconds) * 1000) / Math.max(1, requests),
    };
  };
  const on = summary('on');
  const off = summary('off');
  const row = (label: string, side: ReturnType<typeof summary>) => [
    label,
    ms(side.p50),
    ms(side.p99),
    int(side.rps),
    String(side.requests),
    String(side.failures),
    ms(side.cpuMs),
  ];
  console.log(`\n${CONNECTIONS} connections (autocannon), means of ${ROUNDS} rounds:`);
  printTable(
    ['gateway', 'p50 ms', 'p99 ms', 'req/s', 'requests', 'failed', 'gateway CPU ms/req'],
    [row('instrumentation on', on), row('instrumentation off', off)],
  );
  const throughputRatio = on.rps / off.rps;
  const cost = (1 - throughputRatio) * 100;
  console.log(
    `  throughput on/off: ${throughputRatio.toFixed(3)} (instrumentation costs ${cost.toFixed(1)}% of throughput; target ≤ 10%)`,
  );
  const addedCpu = on.cpuMs - off.cpuMs;
  const signed = (value: number, text: string) => `${value >= 0 ? '+' : ''}${text}`;
  console.log(
    `  gateway CPU per request: ${signed(addedCpu, ms(addedCpu))} ms (${signed(addedCpu, ((addedCpu / off.cpuMs) * 100).toFixed(1))}%)`,
  );
  // The set-up check, the warm-up and the measured runs: one access line each, plus start-up.
  const sent = 1 + warmUp.on.requests + on.requests;
  const lines = readFileSync(gateways.on.logFile, 'utf8').split('\n').filter(Boolean).length;
  console.log(`  the "on" gateway wrote ${lines} log lines for ${sent} GraphQL requests (warm-up included)`);
  const isolated = isolatedMicroseconds(join(logDir, 'isolated.log'));
  console.log(
    `  in isolation, per request: access line ${isolated.log.toFixed(1)} µs, metrics ${isolated.metrics.toFixed(1)} µs ` +
      `(${(((isolated.log + isolated.metrics) / 1000 / off.cpuMs) * 100).toFixed(1)}% of the "off" gateway's CPU per request)`,
  );
  if (on.failures + off.failures > 0) {
    console.error(`FAIL: ${on.failures + off.failures} request(s) failed during the runs.`);
    return 1;
  }
  return 0;
});
