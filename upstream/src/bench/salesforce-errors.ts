/**
 * `pnpm --filter @portal/upstream exec tsx src/bench/salesforce-errors.ts`: the Salesforce errors
 * list (`listSalesforceErrors`, the query behind GET /v1/salesforce/errors) at 200 000 rows, an
 * upper bound (one open error per sale of the large seed). The database `perf_salesforce` on
 * BENCH_DATABASE_URL's server is created, migrated, filled with one set-based INSERT and dropped.
 * In-process (no HTTP): figures are printed, never asserted (docs/performance.md "Salesforce errors").
 */
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listSalesforceErrors } from '../domains/products/salesforce-errors.ts';
import { loggerFrom } from '../logger.ts';

const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'perf_salesforce';
const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await c.query(`CREATE DATABASE ${name}`);
await c.end();
const db = await openDatabase({
  kind: 'postgres',
  url: Object.assign(new URL(admin), { pathname: `/${name}` }).toString(),
});
try {
  await migrateToLatest(
    db,
    loggerFrom('error', () => undefined),
  );
  await sql`insert into salesforce_errors (type, reference, message, occurred_at)
    select (array['SALE','SALE','SALE','CAMPAIGN','PRODUCT'])[1 + i % 5],
      case when i % 5 < 3 then (3000000000 + i)::text else '701CAMP' || i end,
      case when i % 5 < 3 then 'Venda não enviada ao Salesforce: o produto não tem código Salesforce.'
           else 'Campanha "Campanha ' || i || '": Nenhum produto tem o código Salesforce SF-' || i || '.' end,
      now() - (i || ' minutes')::interval
    from generate_series(1, 200000) i`.execute(db);
  await sql`analyze salesforce_errors`.execute(db);
  const cases: [string, Parameters<typeof listSalesforceErrors>[1]][] = [
    ['page 0, every type', { page: 0, pageSize: 25, search: null, type: null }],
    ['page 20, every type', { page: 20, pageSize: 25, search: null, type: null }],
    ['page 0, type CAMPAIGN', { page: 0, pageSize: 25, search: null, type: 'CAMPAIGN' }],
    ['search a payment id', { page: 0, pageSize: 25, search: '3000123456', type: null }],
    ['search a campaign name piece', { page: 0, pageSize: 25, search: 'campanha 1999', type: null }],
    ['search a common word (every row)', { page: 0, pageSize: 25, search: 'salesforce', type: null }],
  ];
  for (const [label, query] of cases) {
    for (let i = 0; i < 5; i++) await listSalesforceErrors(db, query);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await listSalesforceErrors(db, query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${label}: p50 ${times[14]?.toFixed(1)} ms, p95 ${times[28]?.toFixed(1)} ms`);
  }
} finally {
  await db.destroy();
  const c2 = new pg.Client({ connectionString: admin });
  await c2.connect();
  await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c2.end();
}
