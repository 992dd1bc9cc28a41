/**
 * What the gateway benchmarks share: starting the real upstream and the gateway as separate
 * processes on fixed loopback ports (4500-4599, one block of ten per script), logging in, running
 * a load and printing aligned tables. Every bench stops what it started, also when it fails.
 *
 * Timings are printed, never asserted: the machine is small and shared. Each script compares both
 * sides in the same run so that the ratio is the figure to read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { createGateway, type GatewayOptions } from '../src/server.ts';
import { startGatewayProcess as startGatewayChild } from '../src/test/gateway-process.ts';
import { startUpstream, stopChild, type UpstreamProcess } from '../src/test/upstream-process.ts';

export const GATEWAY_DIR = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = join(GATEWAY_DIR, '..');
export const DEMO_PASSWORD = 'Portal@2026';
/** The load shape: 10 connections on loopback, after a warm-up. */
export const CONNECTIONS = 10;
/** Seconds of each warm-up and each measured run (BENCH_SECONDS / BENCH_WARMUP_SECONDS override). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Moves every block below (BENCH_PORT_OFFSET=2000: 6500–6549), beside another bench's run. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/** First port of each script's block of ten. */
export const PORT_BLOCKS = {
  overhead: 4500 + PORT_OFFSET,
  dashboard: 4510 + PORT_OFFSET,
  calls: 4520 + PORT_OFFSET,
  keepAlive: 4530 + PORT_OFFSET,
  replicas: 4540 + PORT_OFFSET,
} as const;

/** The day the benches' upstream lives on (PORTAL_NOW), the one the tests pin too. */
const BENCH_DAY = '2026-01-15T13:00:00.000Z';

/**
 * The upstream (portal + token service) as its own process, migrated and seeded into a throwaway
 * PGlite database. Its access log is off (LOG_LEVEL=warn): we measure the gateway, and one JSON
 * line per request read back through a pipe would load this process, not upstream's.
 */
export function startBenchUpstream(
  firstPort: number,
  logLevel = 'warn',
  env: Record<string, string> = {},
): Promise<UpstreamProcess> {
  return startUpstream({
    env: {
      ...env,
      PORTAL_PORT: String(firstPort),
      TOKEN_PORT: String(firstPort + 1),
      LOG_LEVEL: logLevel,
      // The figures are of one seeded day, whatever the calendar says (kernel/clock.ts).
      PORTAL_NOW: process.env.PORTAL_NOW ?? BENCH_DAY,
    },
  });
}

/**
 * The gateway in this process (the call-count bench needs its upstream call hook), silent, with
 * short retry delays; listens on `port`.
 */
export async function startGatewayInProcess(
  port: number,
  env: Record<string, string>,
  options: GatewayOptions = {},
): Promise<GatewayProcess> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    UPSTREAM_RETRY_DELAY_MS: '50',
    ...env,
    PORT: String(port),
  });
  const gateway = await createGateway(config, options);
  await gateway.listen(port);
  const url = `http://127.0.0.1:${port}`;
  return { url, graphqlUrl: `${url}/graphql`, pid: process.pid, stop: () => gateway.stop() };
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }>;
}

/** One GraphQL POST; `token` as a bearer when given. */
export async function gql(
  graphqlUrl: string,
  document: string,
  { variables, token }: { variables?: Record<string, unknown>; token?: string } = {},
): Promise<GraphQLAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: document, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

export interface GatewayProcess {
  url: string;
  graphqlUrl: string;
  /** The process id (this process's own for an in-process gateway). */
  pid: number;
  stop(): Promise<void>;
}

let compiled = false;

/**
 * The gateway and @portal/schema compiled to dist/ once per bench run, as the production image
 * runs them (Dockerfile); BENCH_GATEWAY_TSX=1 runs src/ through tsx instead, as `npm start` does.
 */
function compileOnce(): boolean {
  if (process.env.BENCH_GATEWAY_TSX === '1') return false;
  if (!compiled) {
    console.log('compiling the gateway as the production image does (pnpm compile)...');
    execFileSync(
      'npx',
      [
        '--yes',
        'pnpm@10.34.9',
        '--filter',
        '@portal/schema',
        '--filter',
        '@portal/gateway',
        'run',
        'compile',
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    compiled = true;
  }
  return true;
}

/**
 * The gateway as production runs it (compiled, LOG_LEVEL=info), in its own process so the load
 * generator does not share its event loop, on a fixed port. Resolves once /readyz answers 200
 * (upstream reachable too, not just listening).
 */
export async function startGatewayProcess(
  port: number,
  env: Record<string, string>,
): Promise<GatewayProcess> {
  // BENCH_CPU_PROF=<dir>: each gateway writes a V8 CPU profile there when it stops (open it in
  // Chrome DevTools or speedscope), which is how the gateway's own cost per request is found.
  const profileDir = process.env.BENCH_CPU_PROF?.trim();
  const gateway = await startGatewayChild(
    { PORT: String(port), ...env },
    {
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      compiled: compileOnce(),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(gateway.child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/readyz`);
      await response.text();
      if (response.ok) break;
    } catch {
      // listening, but the answer did not arrive
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`gateway did not become ready:\n${gateway.output().slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, graphqlUrl: `${url}/graphql`, pid: gateway.child.pid ?? -1, stop };
}

/** A bearer token straight from the token service (the same one the gateway's login returns). */
export async function tokenFor(tokenUrl: string, username: string): Promise<string> {
  const response = await fetch(`${tokenUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      client_id: 'portal-web',
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`token for ${username}: ${response.status}`);
  return body.access_token;
}

/** Everything started by a bench, stopped in reverse order however the bench ends. */
export class Stack {
  private readonly stops: Array<() => Promise<void>> = [];

  add<T extends { stop(): Promise<void> }>(thing: T): T {
    this.stops.push(() => thing.stop());
    return thing;
  }

  async stop(): Promise<void> {
    for (const stop of this.stops.reverse()) await stop().catch(() => undefined);
  }
}

/** Runs a bench's main and exits with its code; the stack is stopped first either way. */
export function runBench(main: (stack: Stack) => Promise<number>): void {
  const stack = new Stack();
  main(stack)
    .then(
      async (code) => {
        await stack.stop();
        process.exit(code);
      },
      async (error: unknown) => {
        console.error(error);
        await stack.stop();
        process.exit(1);
      },
    )
    .catch(() => process.exit(1));
}

/** A gateway process on `port` in front of `upstream` (`env` on top of its URLs), stopped with the stack. */
export async function startBenchGateway(
  stack: Stack,
  port: number,
  upstream: UpstreamProcess,
  env: Record<string, string> = {},
): Promise<GatewayProcess> {
  return stack.add(
    await startGatewayProcess(port, {
      PORTAL_URL: upstream.portalUrl,
      TOKEN_URL: upstream.tokenUrl,
      // One bench user sends hundreds of requests a second, which the per-user cost budget would
      // rightly refuse; the budget is still counted on every request, so its cost stays measured.
      COST_BUDGET_CAPACITY: '100000000',
      COST_BUDGET_RESTORE_PER_MINUTE: '100000000',
      ...env,
    }),
  );
}

export interface GatewayBench {
  stack: Stack;
  /** The script's first port: its gateways listen from here, upstream on base + 2 (tokens on + 3). */
  base: number;
  upstream: UpstreamProcess;
  /** The bench user's token, from upstream's token service. */
  token: string;
}

/**
 * runBench with the start the gateway-vs-upstream benches share: the machine printed under `title`,
 * upstream on the script's port block and the bench user's token. Each bench then starts its own
 * gateways (startBenchGateway), proxies in front of them and the load.
 */
export function runGatewayBench(
  title: string,
  block: keyof typeof PORT_BLOCKS,
  username: string,
  main: (bench: GatewayBench) => Promise<number>,
): void {
  runBench(async (stack) => {
    printMachine(title);
    const base = PORT_BLOCKS[block];
    const upstream = stack.add(await startBenchUpstream(base + 2));
    return main({ stack, base, upstream, token: await tokenFor(upstream.tokenUrl, username) });
  });
}

export interface LoadFigures {
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  /** Completed requests per second. */
  rps: number;
  requests: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  failures: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run (CONNECTIONS connections, one request in flight per connection). */
export async function autocannonRun(
  request: LoadRequest,
  { seconds, connections = CONNECTIONS }: { seconds: number; connections?: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections,
    pipelining: 1,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    mean: result.latency.average,
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Figures of a list of latencies (ms) measured over `seconds`. */
export function figuresOf(latencies: number[], seconds: number, failures: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    mean,
    rps: sorted.length / seconds,
    requests: sorted.length,
    failures,
  };
}

/** Prints rows as an aligned table (first column left, the rest right-aligned). */
export function printTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`  ${line(header)}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : '-');
export const int = (value: number): string => (Number.isFinite(value) ? Math.round(value).toString() : '-');
export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');

/** The machine, printed at the top of every bench so that figures can be read in context. */
export function printMachine(title: string): void {
  const cpus = (() => {
    try {
      const info = readFileSync('/proc/cpuinfo', 'utf8');
      return info.match(/model name\s*:\s*(.+)/)?.[1]?.trim() ?? 'unknown CPU';
    } catch {
      return 'unknown CPU';
    }
  })();
  console.log(`\n=== ${title} ===`);
  console.log(`node ${process.version}, ${cpus}, load average ${loadAverage()}`);
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '-';
  }
}
