/**
 * Indexes for the finance reads at scale (issue #6, docs/performance.md "Upstream and database"),
 * each one serving a route measured there with 1 000 000 commissions:
 * - commissions per account and status, newest first, covering the balance's columns: the
 *   commissions list filtered by status reads its page straight off the index, and its count and
 *   the commission balance are index-only scans. Partial on `side`, the way `ownedBy` (finance/
 *   scope.ts) writes the owner condition, so the side test costs no heap visit;
 * - sales per seller and per unit by status and cycle, covering the value: the dashboard's totals
 *   per cycle are index-only scans;
 * - bills per cycle and id, and per status, cycle and id: the all-bills list (holding, admin),
 *   ordered by cycle then id, reads each cycle's first rows off an index instead of sorting every
 *   bill (finance/bills.ts, pageIdsByCycle), with or without a status filter; the status one also
 *   makes that list's count by status an index-only scan;
 * - invoices newest first: the Notas Fiscais list (no route yet) pages off the index;
 * - EDs by the words of their name (full text, 'simple' configuration, GIN): the ED search (no
 *   route yet) as a word-prefix match, `to_tsvector('simple', name) @@ to_tsquery('simple',
 *   'sobral:*')`. A substring match (ILIKE '%…%') cannot use a b-tree and pg_trgm is not loaded
 *   in PGlite, so the search to come should be written this way to use the index;
 * - `bill_status_totals`: the number and value of bills per status, kept exact by statement-level
 *   triggers on `bills`. The all-bills reads (holding, admin) count and add up every bill, which
 *   no index makes cheap at 600 000 bills; they read these eight rows instead (finance/bills.ts).
 *   Each statement upserts its deltas in status order, so concurrent bill writes queue on the
 *   rows of the statuses they touch and cannot deadlock on them.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const INDEXES: readonly { name: string; definition: string }[] = [
  {
    name: 'commissions_branch_status_idx',
    definition: "commissions (unit_id, status, date, id) include (type, value_cents) where side = 'branch'",
  },
  {
    name: 'commissions_affiliate_status_idx',
    definition:
      "commissions (user_id, status, date, id) include (type, value_cents) where side = 'affiliate'",
  },
  { name: 'sales_unit_cycle_idx', definition: 'sales (unit_id, status, cycle_id) include (value_cents)' },
  { name: 'sales_seller_cycle_idx', definition: 'sales (seller_id, status, cycle_id) include (value_cents)' },
  { name: 'bills_cycle_idx', definition: 'bills (cycle_id, id)' },
  { name: 'bills_status_cycle_idx', definition: 'bills (status, cycle_id, id)' },
  { name: 'invoices_created_idx', definition: 'invoices (created_at, id)' },
  {
    name: 'organisations_name_search_idx',
    definition: "organisations using gin (to_tsvector('simple', name))",
  },
];

/** Upserts the signed deltas of one statement's old (−) and new (+) rows, in status order. */
const APPLY_DELTAS = (sources: string) => `
  insert into bill_status_totals as t (status, bills, value_cents)
  select status, sum(n), sum(v) from (${sources}) as d(status, n, v)
  group by status order by status
  on conflict (status) do update
    set bills = t.bills + excluded.bills, value_cents = t.value_cents + excluded.value_cents`;
const OLD = 'select status, -1, -value_cents::bigint from old_rows';
const NEW = 'select status, 1, value_cents::bigint from new_rows';

export async function up(db: AnyDb): Promise<void> {
  for (const { name, definition } of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
  }
  await sql`create table bill_status_totals (
    status text primary key,
    bills bigint not null,
    value_cents bigint not null)`.execute(db);
  for (const [op, sources] of [
    ['insert', NEW],
    ['update', `${OLD} union all ${NEW}`],
    ['delete', OLD],
  ] as const) {
    await sql
      .raw(
        `create function bill_status_totals_${op}() returns trigger language plpgsql as $$
         begin ${APPLY_DELTAS(sources)}; return null; end $$`,
      )
      .execute(db);
    const tables = sources.includes('old_rows')
      ? sources.includes('new_rows')
        ? 'old table as old_rows new table as new_rows'
        : 'old table as old_rows'
      : 'new table as new_rows';
    await sql
      .raw(
        `create trigger bills_status_totals_${op} after ${op} on bills referencing ${tables}
         for each statement execute function bill_status_totals_${op}()`,
      )
      .execute(db);
  }
  await sql`insert into bill_status_totals (status, bills, value_cents)
    select status, count(*), coalesce(sum(value_cents), 0) from bills group by status`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger bills_status_totals_${op} on bills`).execute(db);
    await sql.raw(`drop function bill_status_totals_${op}()`).execute(db);
  }
  await sql`drop table bill_status_totals`.execute(db);
  for (const { name } of INDEXES) await sql`drop index ${sql.id(name)}`.execute(db);
}
