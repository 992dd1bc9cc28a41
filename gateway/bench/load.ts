/**
 * Load and soak of the affiliate dashboard query (issue 5, "Faults and load"):
 *
 *   pnpm bench:load                 50 concurrent clients for 60 s
 *   pnpm bench:load -- --soak       the same for 5 minutes, with the gateway's memory at start and end
 *   options: --clients N, --seconds N, --warmup N, --pglite
 *
 * Starts the real upstream and the gateway as production runs it (`src/index.ts` in its own
 * process), all on loopback with random ports, and stops both at the end. Upstream's database is a
 * throwaway one on the PostgreSQL server at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), as in production; with
 * --pglite, or when no server answers, an in-memory PGlite, whose single connection then bounds
 * the throughput. Each client sends one request at a time on a keep-alive connection.
 *
 * Prints requests, failures (no answer, non-200), unexpected errors (a 200 whose body has GraphQL
 * errors), p50/p99, how often a circuit breaker opened, and the gateway's RSS and heap (after a
 * forced GC) after the warm-up and at the end. Exits 1 on any failure or unexpected error, or,
 * for the soak, when heap growth is over 10%.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { startGatewayProcess } from '../src/test/gateway-process.ts';
import { startUpstream } from '../src/test/upstream-process.ts';
import { DEMO_PASSWORD, percentile } from './support.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const soak = args.includes('--soak');
const CLIENTS = option('clients', 50);
const SECONDS = option('seconds', soak ? 300 : 60);
const WARMUP_SECONDS = option('warmup', 10);
const MAX_HEAP_GROWTH = 0.1;
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USER = 'afiliado@demo.com.br';

/**
 * The affiliate dashboard's finance figures (the `DashboardView_finance` fragment of
 * web/src/features/finance/dashboard.graphql, which features/home's `AffiliateDashboard` spreads
 * beside the banners and the profile), under the name it has always been measured with.
 */
const DASHBOARD = `query Dashboard($previewRows: Int!) {
  finance {
    agentAsRole
    balance { pending earned }
    totalSales
    commercialCycle { id number startsAt endsAt current }
    goals { cycleId cycle minimum basic master unit unitId }
    salesByCycle(last: 12) { cycle total count }
    commissions(page: 0, pageSize: $previewRows) {
      totalRows
      items { id status type value date paymentId installment installments product { id name isVoucher } }
    }
    integration { kind integrated }
  }
}`;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** C++ objects bound to JS (buffers, sockets). */
  external: number;
}
/** During a soak, memory is sampled this often to tell a plateau from steady growth. */
const SAMPLE_EVERY_MS = 30_000;

interface Tally {
  latencies: number[];
  failures: number;
  unexpected: number;
  /** First few distinct problems, to say what went wrong. */
  samples: Set<string>;
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
// `pg` is upstream's dependency, not the gateway's: borrow it from there.
const pg = createRequire(new URL('../../upstream/package.json', import.meta.url))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for upstream, or null (PGlite) when asked or none is reachable. */
async function benchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> } | null> {
  if (args.includes('--pglite')) return null;
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`(no PostgreSQL at ${ADMIN_DATABASE_URL}: ${String(error)}; using PGlite)`);
    return null;
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const memoryOf = (child: ChildProcess): Promise<Memory> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the gateway did not report its memory')), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Memory);
    });
    child.send('memory');
  });

async function login(graphqlUrl: string): Promise<string> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: USER, p: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { data?: { login?: { token?: string } } };
  const token = body.data?.login?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}

/** `clients` loops, one request in flight each, until `seconds` have passed. */
async function load(graphqlUrl: string, token: string, clients: number, seconds: number): Promise<Tally> {
  const tally: Tally = { latencies: [], failures: 0, unexpected: 0, samples: new Set() };
  const note = (sample: string) => {
    if (tally.samples.size < 5) tally.samples.add(sample.slice(0, 200));
  };
  const body = JSON.stringify({ query: DASHBOARD, variables: { previewRows: 5 } });
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        tally.latencies.push(performance.now() - started);
        if (response.status !== 200) {
          tally.failures += 1;
          note(`HTTP ${response.status}: ${text}`);
        } else if ((JSON.parse(text) as { errors?: unknown }).errors) {
          tally.unexpected += 1;
          note(text);
        }
      } catch (error) {
        tally.failures += 1;
        note(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return tally;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const growth = (from: number, to: number) => (to - from) / from;
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

async function main(): Promise<number> {
  const database = await benchDatabase();
  try {
    return await measure(database?.env ?? {}, database ? 'PostgreSQL' : 'PGlite');
  } finally {
    await database?.drop();
  }
}

async function measure(databaseEnv: Record<string, string>, databaseName: string): Promise<number> {
  const upstream = await startUpstream({ env: { LOG_LEVEL: 'warn', ...databaseEnv } });
  try {
    const gateway = await startGatewayProcess(
      { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
      { nodeArgs: ['--expose-gc', '--import', './bench/memory-probe.ts'], ipc: true },
    );
    try {
      const graphqlUrl = `${gateway.url}/graphql`;
      const token = await login(graphqlUrl);
      console.log(
        `${soak ? 'Soak' : 'Load'}: ${CLIENTS} clients × ${SECONDS} s on the affiliate dashboard query ` +
          `(after a ${WARMUP_SECONDS} s warm-up), upstream on ${databaseName}, node ${process.version}`,
      );
      await load(graphqlUrl, token, CLIENTS, WARMUP_SECONDS);
      const before = await memoryOf(gateway.child);
      const started = performance.now();
      const samples: Memory[] = [before];
      const sampler = soak
        ? setInterval(
            () => void memoryOf(gateway.child).then((memory) => samples.push(memory)),
            SAMPLE_EVERY_MS,
          )
        : undefined;
      const tally = await load(graphqlUrl, token, CLIENTS, SECONDS);
      clearInterval(sampler);
      const elapsed = (performance.now() - started) / 1000;
      const after = await memoryOf(gateway.child);
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      console.log(`  requests           ${sorted.length} (${(sorted.length / elapsed).toFixed(1)}/s)`);
      console.log(`  failures           ${tally.failures}`);
      console.log(`  unexpected errors  ${tally.unexpected}`);
      console.log(`  latency p50        ${percentile(sorted, 50).toFixed(1)} ms`);
      console.log(`  latency p99        ${percentile(sorted, 99).toFixed(1)} ms`);
      for (const sample of tally.samples) console.log(`  e.g. ${sample}`);
      const opened = gateway.output().filter((line) => line.includes('circuit breaker open')).length;
      console.log(`  circuit breakers opened ${opened} time(s)`);
      const heapGrowth = growth(before.heapUsed, after.heapUsed);
      console.log('  gateway memory     after warm-up → end (heap after a forced GC)');
      console.log(
        `    rss              ${mb(before.rss)} → ${mb(after.rss)} (${percent(growth(before.rss, after.rss))})`,
      );
      console.log(
        `    heap used        ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${percent(heapGrowth)})`,
      );
      console.log(
        `    heap total       ${mb(before.heapTotal)} → ${mb(after.heapTotal)}, external ${mb(before.external)} → ${mb(after.external)}`,
      );
      if (soak) {
        const series = (pick: (memory: Memory) => number) =>
          [...samples, after].map((memory) => (pick(memory) / 1024 / 1024).toFixed(0)).join(' ');
        console.log(`  every ${SAMPLE_EVERY_MS / 1000} s (MB): rss ${series((m) => m.rss)}`);
        console.log(`  every ${SAMPLE_EVERY_MS / 1000} s (MB): heap used ${series((m) => m.heapUsed)}`);
      }
      const heapOk = !soak || heapGrowth <= MAX_HEAP_GROWTH;
      if (soak)
        console.log(`  heap growth ${heapOk ? 'within' : 'OVER'} the ${MAX_HEAP_GROWTH * 100}% target`);
      return tally.failures === 0 && tally.unexpected === 0 && heapOk ? 0 : 1;
    } finally {
      gateway.child.kill('SIGTERM');
      await gateway.exited(15_000).catch(() => gateway.kill());
    }
  } finally {
    await upstream.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
