/**
 * Sales reads at scale (issue #14, docs/performance.md "Acompanhamento de vendas, Suas vendas"):
 * three tables kept exact by statement-level triggers on `sales`, so the holding's reads stop
 * counting or adding up every sale.
 * - `sales_status_totals (status)`: the number of sales per status. Suas vendas for holding and
 *   admin (every sale) reads its total from these three rows instead of counting 200 000 sales.
 * - `sales_daily_products (day, product_id, link_id)`: per Fortaleza day, product and link (null
 *   without one): all sales, approved ones and their value, refunded ones. The per-product and
 *   per-link totals of Acompanhamento de vendas (holding, admin, producer) add up days × products
 *   instead of sales.
 * - `sales_daily_sellers (day, seller_id)`: the same per seller, for the holding's sellers page.
 *   Here the rollup is not much smaller than `sales` (a seller sells about once a month at the
 *   large seed), but its rows are narrow and index-only: it reads a sixth of the pages.
 * The day is the sale's date in Fortaleza (UTC−3 all year, as periodOf in
 * products/sales-tracking.ts reads it). Each statement upserts its signed deltas (old rows −,
 * new rows +) grouped and in key order, tables always in the same order, with INSERT … ON
 * CONFLICT DO UPDATE increments: concurrent writers of the same day and product queue on that
 * row's lock and add up, none overwrites another. A statement that changes no column that counts
 * (a customer's name) writes nothing. Rows whose counts fall to zero stay (readers skip them).
 * TRUNCATE bypasses the triggers (nothing in the application truncates `sales`).
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** The sale's day in Fortaleza: the same whole days periodOf answers. */
const DAY = `((payment_date at time zone 'UTC') - interval '3 hours')::date`;
/** What a sale adds to a rollup's columns, in this order (a rollup keeps a prefix of them). */
const MEASURES = [
  '1',
  `(status = 'APPROVED')::int`,
  `(case when status = 'APPROVED' then value_cents else 0 end)::bigint`,
  `(status = 'REFUNDED')::int`,
] as const;

interface Rollup {
  table: string;
  keys: readonly string[];
  /** The key expressions read from a row of `sales`, in `keys` order. */
  keyOf: string;
  /** Its columns beyond the keys: sales, approved, value_cents, refunded (a prefix of MEASURES). */
  columns: readonly string[];
}

const ROLLUPS: readonly Rollup[] = [
  { table: 'sales_status_totals', keys: ['status'], keyOf: 'status', columns: ['sales'] },
  {
    table: 'sales_daily_products',
    keys: ['day', 'product_id', 'link_id'],
    keyOf: `${DAY}, product_id, link_id`,
    columns: ['sales', 'approved', 'value_cents', 'refunded'],
  },
  {
    table: 'sales_daily_sellers',
    keys: ['day', 'seller_id'],
    keyOf: `${DAY}, seller_id`,
    columns: ['sales', 'approved', 'value_cents'],
  },
];

/** A source of rows of `sales` and the sign of their deltas: + for new rows, − for old ones. */
type Source = readonly [from: string, sign: 1 | -1];
const NEW: Source = ['new_rows', 1];
const OLD: Source = ['old_rows', -1];

/** The upsert of one rollup's summed deltas from `sources`, in key order. */
function upsert({ table, keys, keyOf, columns }: Rollup, sources: readonly Source[]): string {
  const names = columns.map((_, i) => `m${i}`);
  const select = ([from, sign]: Source) =>
    `select ${keyOf}, ${MEASURES.slice(0, columns.length)
      .map((m) => `${sign} * ${m}`)
      .join(', ')} from ${from}`;
  const keyList = keys.join(', ');
  return `insert into ${table} as t (${keyList}, ${columns.join(', ')})
    select ${keyList}, ${names.map((n) => `sum(${n})`).join(', ')}
    from (${sources.map(select).join(' union all ')}) as d(${keyList}, ${names.join(', ')})
    group by ${keyList}
    having ${names.map((n) => `sum(${n}) <> 0`).join(' or ')}
    order by ${keyList}
    on conflict (${keyList}) do update set
      ${columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
}

const OPS: readonly (readonly [op: string, sources: readonly Source[], tables: string])[] = [
  ['insert', [NEW], 'new table as new_rows'],
  ['update', [OLD, NEW], 'old table as old_rows new table as new_rows'],
  ['delete', [OLD], 'old table as old_rows'],
];

export async function up(db: AnyDb): Promise<void> {
  await sql`create table sales_status_totals (status text primary key, sales bigint not null)`.execute(db);
  await sql`create table sales_daily_products (
    day date not null,
    product_id uuid not null,
    link_id uuid,
    sales integer not null,
    approved integer not null,
    value_cents bigint not null,
    refunded integer not null)`.execute(db);
  // Null link_id is one key (sales without a link): NULLS NOT DISTINCT (PostgreSQL 15+) lets
  // ON CONFLICT find that row.
  await sql`create unique index sales_daily_products_key
    on sales_daily_products (day, product_id, link_id) nulls not distinct`.execute(db);
  await sql`create table sales_daily_sellers (
    day date not null,
    seller_id uuid not null,
    sales integer not null,
    approved integer not null,
    value_cents bigint not null,
    primary key (day, seller_id) include (sales, approved, value_cents))`.execute(db);
  for (const [op, sources, tables] of OPS) {
    await sql
      .raw(
        `create function sales_rollups_${op}() returns trigger language plpgsql as $$
         begin ${ROLLUPS.map((rollup) => upsert(rollup, sources)).join(';\n')}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger sales_rollups_${op} after ${op} on sales referencing ${tables}
         for each statement execute function sales_rollups_${op}()`,
      )
      .execute(db);
  }
  // The backfill: the insert trigger's own upserts over every sale already there.
  for (const rollup of ROLLUPS) await sql.raw(upsert(rollup, [['sales', 1]])).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const [op] of OPS) {
    await sql.raw(`drop trigger sales_rollups_${op} on sales`).execute(db);
    await sql.raw(`drop function sales_rollups_${op}()`).execute(db);
  }
  for (const { table } of ROLLUPS) await sql.raw(`drop table ${table}`).execute(db);
}
