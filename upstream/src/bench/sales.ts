/**
 * `pnpm --filter @portal/upstream bench:sales`: Acompanhamento de vendas and Suas vendas at the
 * `large` seed, over HTTP (token check and viewer lookup included), p50/p95 of
 *   - the sales list (holding, page 0) and its customer-name search (pg_trgm, migration 0022),
 *   - the sales-per-product/link aggregate over the seeded year (holding and producer),
 *   - the sellers page over the year (holding): read again, read right after a sale of the year
 *     changed (products/seller-ranking.ts brings its ranking up to date), a period a day shorter
 *     at each read (started from the remembered one), and the first read in the process (the
 *     whole year added up),
 *   - the sellers page over the last twelve closed cycles, before and after their totals are
 *     written (closed-cycles.ts; `--closed-cycles-only` for it alone),
 *   - the promotable products with their link counters (affiliate),
 * then the CSV of the holding's whole year streamed through a counting sink, sampling the RSS
 * every 20 ms: memory must stay flat whatever the row count (its peak is printed).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/perf_1m npx tsx src/bench/sales.ts [--iterations 50]
 *   npx tsx src/bench/sales.ts --csv-only --rows 100000     # the CSV alone, on synthetic rows
 *
 * Figures are printed, never asserted.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { startUpstream } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/users.ts';
import { salesCsvStream } from '../domains/products/sales-csv.ts';
import type { CsvSaleRow } from '../domains/products/sales-tracking.ts';
import { forgetSellerRankings } from '../domains/products/seller-ranking.ts';
import { loggerFrom } from '../logger.ts';
import { benchClosedCycles } from './closed-cycles.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const iterations = Number(option('iterations') ?? 50);
const WARM_UP = 5;
const PERIOD = 'from=2025-01-16&to=2026-01-15';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** p50/p95 of `work`; `prepare`, untimed, runs before each run of it. */
async function measure(
  work: (run: number) => Promise<void>,
  prepare: (run: number) => Promise<void> = async () => undefined,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) {
    await prepare(i);
    await work(i);
  }
  const times: number[] = [];
  for (let i = WARM_UP; i < WARM_UP + iterations; i++) {
    await prepare(i);
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Runs `work` sampling the RSS; answers the baseline and the peak. */
async function peakRss(work: () => Promise<void>): Promise<{ before: number; peak: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { before, peak: Math.max(peak, process.memoryUsage().rss) };
}

const countingSink = () => {
  const counted = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) counted.lines += 1;
      done();
    },
  });
  return { sink, counted };
};

async function* syntheticRows(rows: number): AsyncGenerator<CsvSaleRow> {
  const start = Date.parse('2025-01-16T12:00:00Z');
  for (let i = 0; i < rows; i++) {
    // A batch boundary every 1000 rows, as the keyset reads arrive.
    if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    yield {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      payment_date: new Date(start + i * 60_000),
      product_name: 'Curso Preparatório ENEM Completo',
      customer_name: `Cliente Número ${i}`,
      seller_name: 'Ana Moreira',
      payment_id: `pay-${i}`,
      status: i % 25 === 0 ? 'REFUNDED' : 'APPROVED',
      installments: 1 + (i % 12),
      value_cents: 149_700,
    };
  }
}

async function csvOnly(rows: number): Promise<void> {
  const { sink, counted } = countingSink();
  const { before, peak } = await peakRss(() => pipeline(salesCsvStream(syntheticRows(rows)), sink));
  console.log(
    `csv (synthetic): ${counted.lines - 1} rows, ${mb(counted.bytes)}; RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
  );
}

async function overHttp(url: string): Promise<void> {
  const silent = loggerFrom('silent', () => undefined);
  const config = {
    ...loadConfig({}),
    database: { kind: 'postgres' as const, url },
    // BENCH_PORT: another port pair, when two benches share the machine.
    portalPort: Number(process.env.BENCH_PORT ?? 4611),
    tokenPort: Number(process.env.BENCH_PORT ?? 4611) + 1,
    logLevel: 'silent' as const,
  };
  const upstream = await startUpstream({ config, logger: silent });
  try {
    const tokenOf = async (username: string) => {
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
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const tokens = {
      holding: await tokenOf(DEMO_USERS.holding.username),
      producer: await tokenOf(DEMO_USERS.producer.username),
      affiliate: await tokenOf(DEMO_USERS.affiliated.username),
    };
    const cases: [string, string, keyof typeof tokens, number][] = [
      ['sales list, page 0 (holding, all)', '/v1/sales?page=0&pageSize=10', 'holding', 20],
      ['sales list, page 20 (holding, all)', '/v1/sales?page=20&pageSize=10', 'holding', 20],
      ['sales search, customer name piece (holding)', '/v1/sales?search=silva&pageSize=10', 'holding', 20],
      ['sales search, payment id (holding)', '/v1/sales?search=nothing-like-this&pageSize=10', 'holding', 20],
      // The list toolbar's filters: a status (the rollups count it), a month, and both.
      ['sales list, status REFUNDED (holding)', '/v1/sales?status=REFUNDED&pageSize=10', 'holding', 20],
      [
        'sales list, one month (holding)',
        '/v1/sales?from=2025-12-01&to=2025-12-31&pageSize=10',
        'holding',
        20,
      ],
      [
        'sales list, canceled in a month (holding)',
        '/v1/sales?status=CANCELED&from=2025-12-01&to=2025-12-31&pageSize=10',
        'holding',
        20,
      ],
      ['sales per product and link, a year (holding)', `/v1/sales/tracking?${PERIOD}`, 'holding', 50],
      ['sales per product and link, a year (producer)', `/v1/sales/tracking?${PERIOD}`, 'producer', 50],
      [
        'sales per product, one month (holding)',
        '/v1/sales/tracking?from=2025-12-01&to=2025-12-31',
        'holding',
        50,
      ],
      ['sellers page, a year (holding)', `/v1/sales/tracking/sellers?${PERIOD}&pageSize=10`, 'holding', 50],
      ['link counters: promotable products (affiliate)', '/v1/products/promotable', 'affiliate', 20],
    ];
    console.log(
      `over HTTP, ${iterations} requests after ${WARM_UP} warm-up (budget: lists 20 ms, aggregates 50 ms)`,
    );
    const print = (name: string, figures: { p50: number; p95: number }, budget: number) =>
      console.log(
        `${name.padEnd(50)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p95 ${figures.p95.toFixed(1).padStart(7)} ms  (≤ ${budget} ms)`,
      );
    const read = async (path: string, viewer: keyof typeof tokens) => {
      const res = await fetch(`${upstream.portalUrl}${path}`, {
        headers: { authorization: `Bearer ${tokens[viewer]}` },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    if (args.includes('--closed-cycles-only')) {
      await benchClosedCycles({ db: upstream.db, read: (path) => read(path, 'holding'), print, percentile });
      return;
    }
    for (const [name, path, viewer, budget] of cases) {
      print(name, await measure(() => read(path, viewer)), budget);
    }
    // The sellers page right after a sale of the year changed: one approved sale's value moves by
    // a cent before each read (untimed), and is put back at the end.
    const sellers = `/v1/sales/tracking/sellers?${PERIOD}&pageSize=10`;
    const changed: string[] = [];
    const changeOneSale = async (run: number) => {
      const picked = await sql<{ id: string }>`update sales set value_cents = value_cents + 1
        where id = (select id from sales where status = 'APPROVED'
          and payment_date >= '2025-01-16T03:00:00Z' and payment_date < '2026-01-16T03:00:00Z'
          order by id offset ${run * 997} limit 1)
        returning id`.execute(upstream.db);
      changed.push(...picked.rows.map((row) => row.id));
    };
    try {
      print(
        'sellers page, a year, after a sale changed',
        await measure(() => read(sellers, 'holding'), changeOneSale),
        50,
      );
    } finally {
      if (changed.length > 0) {
        await sql`update sales set value_cents = value_cents - 1 where id = any(${changed}::uuid[])`.execute(
          upstream.db,
        );
      }
    }
    // A period no read has ranked yet, its last day a day earlier each run: started from the
    // remembered period that shares most of its days.
    const shifted = (run: number) => {
      const to = new Date(Date.UTC(2026, 0, 15) - run * 86_400_000).toISOString().slice(0, 10);
      return `/v1/sales/tracking/sellers?from=2025-01-16&to=${to}&pageSize=10`;
    };
    print(
      'sellers page, a year, a day shorter each read',
      await measure((run) => read(shifted(run), 'holding')),
      50,
    );
    // Nothing remembered (forgotten before each run, untimed): the year added up whole.
    print(
      'sellers page, a year, first read in the process',
      await measure(
        () => read(sellers, 'holding'),
        async () => forgetSellerRankings(upstream.db),
      ),
      50,
    );
    await benchClosedCycles({ db: upstream.db, read: (path) => read(path, 'holding'), print, percentile });
    // The CSV of the whole year over HTTP: the server's memory while it streams.
    const { sink, counted } = countingSink();
    const started = performance.now();
    const { before, peak } = await peakRss(async () => {
      const res = await fetch(`${upstream.portalUrl}/v1/sales/export.csv?${PERIOD}`, {
        headers: { authorization: `Bearer ${tokens.holding}` },
      });
      if (!res.ok || !res.body) throw new Error(`csv: ${res.status}`);
      await pipeline(res.body, sink);
    });
    console.log(
      `csv, a year (holding): ${counted.lines - 1} rows, ${mb(counted.bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `process RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
    );
  } finally {
    await upstream.close();
  }
}

async function main(): Promise<void> {
  await csvOnly(Number(option('rows') ?? 100_000));
  if (args.includes('--csv-only')) return;
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('DATABASE_URL not set: the HTTP figures need a PostgreSQL database with the large seed.');
    return;
  }
  await overHttp(url);
}

await main();
