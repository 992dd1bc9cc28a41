/**
 * `pnpm --filter @portal/upstream bench:report-csv`: streams Relatórios' CSV (holding/reports.ts)
 * of a 100 000-row report and prints the peak RSS of the process next to its RSS before the
 * download, so "never built in memory" is a figure: the peak must not grow with the rows.
 *
 * On PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) in the
 * database `perf_reports`, created, migrated and seeded with the demo data plus `--rows` synthetic
 * sales (default 100 000) the first time. Figures are printed, never asserted.
 *
 *   --rows 100000   synthetic sales in the database (added when fewer; never removed)
 *
 * The file is far larger than the process's growth: 100 000 rows are ~15 MB of CSV. Run with
 * NODE_OPTIONS=--expose-gc for a collection before each report (steadier "before" figures).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { reportCsv } from '../domains/holding/report-csv.ts';
import { REPORT_KINDS, reportRowCount } from '../domains/holding/reports.ts';
import { createLogger } from '../logger.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const rows = Number((option('rows') ?? '100000').replace(/_/g, ''));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'perf_reports';

async function ensureDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [NAME]);
  if (!rowCount) await client.query(`create database ${NAME}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  return url.toString();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const logger = createLogger('warn');
const db = await openDatabase({ kind: 'postgres', url: await ensureDatabase() });
try {
  await migrateToLatest(db, logger);
  await seedIfEmpty(db, { bcryptCost: 4, logger });
  const { rows: existing } = await sql<{
    n: string;
  }>`select count(*) as n from sales where payment_id like 'bench-%'`.execute(db);
  const missing = rows - Number(existing[0]?.n ?? 0);
  if (missing > 0) {
    // Synthetic sales copying the sellers, units and products of the demo ones, spread over the cycles.
    await sql`
      with base as (
        select array_agg(seller_id) as sellers, array_agg(unit_id) as units, array_agg(product_id) as products
        from (select seller_id, unit_id, product_id from sales where payment_id not like 'bench-%' limit 50) demo
      ), cycles as (select array_agg(id) as ids, array_agg(starts_at) as starts from commercial_cycles)
      insert into sales (seller_id, unit_id, product_id, customer_name, payment_id, status, value_cents,
        installments, payment_date, cycle_id)
      select base.sellers[1 + g % cardinality(base.sellers)], base.units[1 + g % cardinality(base.units)],
        base.products[1 + g % cardinality(base.products)], 'Cliente Sintético ' || g,
        'bench-' || (${rows - missing} + g), 'APPROVED', 1000 + (g * 7919) % 500000, 1,
        cycles.starts[1 + g % cardinality(cycles.ids)] + (g % 10000) * interval '1 minute',
        cycles.ids[1 + g % cardinality(cycles.ids)]
      from generate_series(1, ${missing}) g, base, cycles`.execute(db);
    await sql`analyze sales`.execute(db);
  }

  const filter = { cycle: null, from: null, to: null, unitId: null };
  console.log(`Relatórios CSV on PostgreSQL (${NAME}), streamed to a counting sink:`);
  for (const kind of REPORT_KINDS) {
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    let bytes = 0;
    let lines = 0;
    const started = performance.now();
    await pipeline(
      reportCsv(db, kind, filter),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    const count = await reportRowCount(db, kind, filter);
    console.log(
      `  ${kind.padEnd(18)} ${String(lines - 1).padStart(7)} rows (count ${count}), ${mb(bytes).padStart(8)} in ${seconds.toFixed(2)} s; ` +
        `RSS before ${mb(before.rss)}, peak ${mb(peak)} (+${mb(peak - before.rss)}); ` +
        `heap used before ${mb(before.heapUsed)}, peak ${mb(peakHeap)}`,
    );
  }
} finally {
  await db.destroy();
}
