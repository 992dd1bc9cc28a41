/**
 * `pnpm --filter @portal/upstream bench` (and the root `pnpm bench`): p50/p95 of the commissions
 * list, the invoice (payments) and Notas Fiscais lists, the dashboard aggregates and the ED list on PostgreSQL
 * databases holding the `large` seed at 10 000, 100 000 and 1 000 000 commissions, side by side,
 * so the growth with the data is visible in one run. Missing databases are created and seeded
 * first (about a minute for the largest). Figures are printed, never asserted.
 *
 *   --scales 10000,100000   the scales to run (default: 10000,100000,1000000; or BENCH_SCALES)
 *   --iterations 200        timed requests per case (default 100), after 10 warm-up requests
 *   --explain               also print EXPLAIN (ANALYZE, BUFFERS) of the main queries at the
 *                           largest scale
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
 * databases are perf_10k, perf_100k, perf_1m (perf_<scale> otherwise) on it. The upstream runs in
 * this process on ports 4601 and 4602.
 */
import pg from 'pg';
import { startUpstream } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { DEMO_PASSWORD } from '../db/seed/users.ts';
import { seedLarge } from '../db/seed-large/index.ts';
import { loggerFrom } from '../logger.ts';
import { HTTP_CASES, type Kind, SCOPES, TARGET_MS, VIEWERS, type Viewer } from './cases.ts';
import { capture, explainMainQueries, workOf } from './explain.ts';

const PORTAL_PORT = 4601;
const TOKEN_PORT = 4602;
const WARM_UP = 10;

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const scales = (option('scales') ?? process.env.BENCH_SCALES ?? '10000,100000,1000000')
  .split(',')
  .map((value) => Number(value.replace(/_/g, '')));
const iterations = Number(option('iterations') ?? 100);
const explain = args.includes('--explain');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = loggerFrom('silent', () => undefined);

const label = (scale: number) =>
  scale % 1_000_000 === 0 ? `${scale / 1_000_000}m` : scale % 1000 === 0 ? `${scale / 1000}k` : `${scale}`;
const databaseUrl = (scale: number) => {
  const url = new URL(serverUrl);
  url.pathname = `/perf_${label(scale)}`;
  return url.toString();
};

interface Figures {
  p50: number;
  p95: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(work: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function ensureDatabase(scale: number): Promise<string> {
  const name = `perf_${label(scale)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = databaseUrl(scale);
  const result = await seedLarge(url, scale, { bcryptCost: 10, logger: silent });
  const note = result.written ? `seeded now in ${result.seconds.toFixed(0)} s` : 'already seeded';
  console.log(`\n== ${name}: ${JSON.stringify(result.counts)} (${note})`);
  return url;
}

/** `http`: the route through HTTP; `db`: the function it runs, called directly (no HTTP, no auth). */
type Side = 'http' | 'db';
type Work = { pages: number; serverMs: number };
type Row = { name: string; kind: Kind; figures: Map<string, Figures>; work: Map<number, Work> };
const key = (side: Side, scale: number) => `${side}:${scale}`;

async function benchScale(scale: number, rows: Map<string, Row>): Promise<void> {
  const url = await ensureDatabase(scale);
  const config = {
    ...loadConfig({}),
    database: { kind: 'postgres' as const, url },
    portalPort: PORTAL_PORT,
    tokenPort: TOKEN_PORT,
    logLevel: 'silent' as const,
  };
  const upstream = await startUpstream({ config, logger: silent });
  try {
    const tokens = new Map<Viewer, string>();
    for (const [viewer, username] of Object.entries(VIEWERS) as [Viewer, string][]) {
      const res = await fetch(`${upstream.tokenUrl}/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: config.tokenClientId,
          username,
          password: DEMO_PASSWORD,
        }),
      });
      if (!res.ok) throw new Error(`login of ${username} failed: ${res.status}`);
      tokens.set(viewer, ((await res.json()) as { access_token: string }).access_token);
    }
    const record = (name: string, kind: Kind, side: Side, figures: Figures) => {
      const row = rows.get(name) ?? { name, kind, figures: new Map(), work: new Map() };
      row.figures.set(key(side, scale), figures);
      rows.set(name, row);
      const shown = `${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms`;
      console.log(`${side.padEnd(4)} ${name.padEnd(52)} p50 ${shown}`);
    };
    const explained = capture(url);
    const recordWork = async (name: string, work: (db: Db) => Promise<unknown>) => {
      const measured = await workOf(explained, work);
      rows.get(name)?.work.set(scale, measured);
      console.log(
        `     ${''.padEnd(52)} ${measured.pages} pages, ${measured.serverMs.toFixed(1)} ms on the server`,
      );
    };
    for (const { name, kind, viewer, path, direct } of HTTP_CASES) {
      const headers = { authorization: `Bearer ${tokens.get(viewer)}` };
      const http = await measure(async () => {
        const res = await fetch(`${upstream.portalUrl}${path}`, { headers });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      record(name, kind, 'http', http);
      if (direct) {
        const call = (db: Db) => direct(db, SCOPES[viewer]);
        record(name, kind, 'db', await measure(() => call(upstream.db).then(() => undefined)));
        await recordWork(name, call);
      }
    }
    await explained.close();
  } finally {
    await upstream.close();
  }
}

function printSummary(rows: Map<string, Row>): void {
  const cell = (figures: Figures | undefined) =>
    figures ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}` : '–';
  const largest = scales[scales.length - 1] ?? 0;
  console.log('\np50 / p95 in ms, sequential requests on one connection; targets are on p95.');
  console.log('http: the route over HTTP (token check and viewer lookup included);');
  console.log('db: the function the route runs, called directly (its SQL round trips only).\n');
  const header = scales.flatMap((scale) => [`http ${label(scale)}`, `db ${label(scale)}`]);
  console.log(`| case | target p95 | ${header.join(' | ')} |`);
  console.log(`|---|---|${header.map(() => '---').join('|')}|`);
  for (const row of rows.values()) {
    const target = TARGET_MS[row.kind];
    // The verdict is on the database's share at the largest scale: the HTTP floor is the machine's.
    const judged = row.figures.get(key('db', largest));
    const verdict = target === null ? '–' : `≤ ${target} ms${judged && judged.p95 > target ? ' (over)' : ''}`;
    const cells = scales.flatMap((scale) => [
      cell(row.figures.get(key('http', scale))),
      cell(row.figures.get(key('db', scale))),
    ]);
    console.log(`| ${row.name} | ${verdict} | ${cells.join(' | ')} |`);
  }
  console.log("\nWork per request, independent of the machine's load: 8 kB pages (shared buffers)");
  console.log('the SQL touches, and its execution time on the server (EXPLAIN ANALYZE, one run).\n');
  console.log(`| case | ${scales.map((scale) => `${label(scale)} rows`).join(' | ')} |`);
  console.log(`|---|${scales.map(() => '---').join('|')}|`);
  for (const row of rows.values()) {
    if (row.work.size === 0) continue;
    const cells = scales.map((scale) => {
      const work = row.work.get(scale);
      return work ? `${work.pages} p, ${work.serverMs.toFixed(1)} ms` : '–';
    });
    console.log(`| ${row.name} | ${cells.join(' | ')} |`);
  }
}

async function main(): Promise<void> {
  try {
    const probe = new pg.Client({ connectionString: serverUrl });
    await probe.connect();
    await probe.end();
  } catch (error) {
    console.log(`upstream bench skipped: no PostgreSQL at ${serverUrl} (${(error as Error).message})`);
    return;
  }
  console.log(`upstream bench: ${iterations} timed requests per case after ${WARM_UP} warm-up ones`);
  const rows = new Map<string, Row>();
  for (const scale of scales) await benchScale(scale, rows);
  printSummary(rows);
  const largest = scales[scales.length - 1];
  if (explain && largest !== undefined) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${label(largest)} rows`);
    await explainMainQueries(databaseUrl(largest), (line) => console.log(line));
  }
}

await main();
