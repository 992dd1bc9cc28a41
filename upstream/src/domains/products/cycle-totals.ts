/**
 * The sellers ranking of periods made of closed commercial cycles, computed once (issue #32,
 * migration 0040, docs/performance.md "The sellers ranking"). A closed cycle's sales rarely change,
 * so at its close the job queue (cycle-totals-worker.ts) writes each seller's totals from the first
 * cycle's first day to its last day: the previous cycle's rows plus the cycle's own rollup days
 * (`sales_daily_sellers`, 0028). A period from the first day of closed cycle a to the last day of
 * closed cycle b is then b's rows less those of the cycle before a, ranked and paged in SQL.
 *
 * Sales can still be written into a closed cycle (a sale registered with a past payment date, a
 * refund): the rollup's trigger marks the earliest cycle touched stale (0040), the reader falls back
 * to the remembered ranking (seller-ranking.ts) for any period ending at or after it, and the next
 * job writes that cycle and every later one again.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { addDays, clockNow } from '../../kernel/clock.ts';
import { toInt } from '../../kernel/paging.ts';
import type { SellerTotals } from './seller-ranking.ts';

/** How long the job waits for the rollup's lock before it fails (and is retried). */
export const LOCK_TIMEOUT_MS = 200;

/** A cycle's first and last Fortaleza day (cycles cover whole days, holding/cycles.ts). */
const FIRST_DAY = sql`((c.starts_at at time zone 'UTC') - interval '3 hours')::date`;
const LAST_DAY = sql`((c.ends_at at time zone 'UTC') - interval '3 hours')::date`;

/** Closed by the product's clock, and never written or stale since: the job's work, oldest first. */
const dueCycles = () => sql<{ number: number; first_day: string; last_day: string }>`
  select c.number, ${FIRST_DAY}::text as first_day, ${LAST_DAY}::text as last_day
  from commercial_cycles c
  where c.ends_at < ${clockNow()}
    and (c.number not in (select cycle_number from seller_cycle_totals_written)
      or c.number in (select cycle_number from seller_cycle_totals_stale))
  order by c.number
  limit 1`;

/** Whether a closed cycle waits for its totals (the worker's tick asks before queueing a job). */
export async function cycleTotalsDue(db: Db): Promise<boolean> {
  return (await dueCycles().execute(db)).rows.length > 0;
}

/**
 * Writes the oldest due cycle's totals in one transaction, and says which (null: none due). The
 * rollup is locked first in SHARE ROW EXCLUSIVE mode, which readers pass but sales writers and
 * another run of this wait for (the few tens of milliseconds this takes): no write of the rollup is
 * in flight or lands while the sums are read, each statement (READ COMMITTED) sees every committed
 * one, and two processes never write the same cycle at once. Killed half-way, it leaves nothing:
 * the transaction rolls back and the next run starts the same cycle over.
 */
export async function writeNextCycleTotals(db: Db): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // A sales transaction left open holds the rollup: give up soon (pg-boss retries later) rather
    // than keep every later sales writer queued behind this lock request meanwhile.
    await sql`set local lock_timeout = '${sql.raw(String(LOCK_TIMEOUT_MS))}ms'`.execute(trx);
    await sql`lock table sales_daily_sellers in share row exclusive mode`.execute(trx);
    const cycle = (await dueCycles().execute(trx)).rows[0];
    if (!cycle) return null;
    // Every earlier cycle is closed too, so written and fresh: its rows are the starting point.
    const previous = (
      await sql<{ number: number; last_day: string }>`
        select w.cycle_number as number, w.last_day::text as last_day
        from seller_cycle_totals_written w
        where w.cycle_number = (select max(number) from commercial_cycles where number < ${cycle.number})`.execute(
        trx,
      )
    ).rows[0];
    const hasEarlier = await sql<{ n: number }>`
      select count(*)::int as n from commercial_cycles where number < ${cycle.number}`.execute(trx);
    if (!previous && toInt(hasEarlier.rows[0]?.n ?? 0) > 0) {
      throw new Error(`cycle totals: the cycle before ${cycle.number} is not written`);
    }
    const days = previous
      ? sql`d.day > ${previous.last_day}::date and d.day <= ${cycle.last_day}::date`
      : sql`d.day between ${cycle.first_day}::date and ${cycle.last_day}::date`;
    await sql`delete from seller_cycle_totals where cycle_number = ${cycle.number}`.execute(trx);
    await sql`insert into seller_cycle_totals (cycle_number, seller_id, sales, approved, value_cents, last_cycle)
      select ${cycle.number}::int, seller_id, sum(sales), sum(approved), sum(value_cents), max(last_cycle)
      from (
        select t.seller_id, t.sales, t.approved, t.value_cents, t.last_cycle from seller_cycle_totals t
          where t.cycle_number = ${previous?.number ?? null}::int
        union all
        select d.seller_id, d.sales, d.approved, d.value_cents,
          case when d.sales > 0 then ${cycle.number}::int end
        from sales_daily_sellers d where ${days}
      ) s
      group by seller_id
      having sum(sales) <> 0`.execute(trx);
    await sql`insert into seller_cycle_totals_written (cycle_number, first_day, last_day, written_at)
      values (${cycle.number}, ${cycle.first_day}::date, ${cycle.last_day}::date, ${clockNow()})
      on conflict (cycle_number) do update set first_day = excluded.first_day,
        last_day = excluded.last_day, written_at = excluded.written_at`.execute(trx);
    await sql`delete from seller_cycle_totals_stale where cycle_number = ${cycle.number}`.execute(trx);
    // Later cycles were summed from this one's old rows: written again next, in order.
    await sql`delete from seller_cycle_totals_written where cycle_number > ${cycle.number}`.execute(trx);
    return cycle.number;
  });
}

/**
 * Writes every due cycle, one transaction each, oldest first; returns how many. Then vacuums and
 * analyses the table: without statistics on rows this new the planner probes the earlier cycle's
 * rows one seller at a time (about 190 ms for a year, against a hash join's few), and the
 * visibility map lets the reads be index-only.
 */
export async function writeDueCycleTotals(db: Db): Promise<number> {
  let written = 0;
  while ((await writeNextCycleTotals(db)) !== null) written++;
  if (written > 0) await sql`vacuum (analyze) seller_cycle_totals`.execute(db);
  return written;
}

interface RankedRow {
  seller_id: string;
  sales: number;
  approved: number;
  value_cents: string | number;
}

/**
 * A page of the sellers ranking of [from, to] from the closed cycles' totals, or null when the
 * period is not exactly closed cycles a..b with fresh totals (the caller takes the other path).
 * One REPEATABLE READ transaction: the freshness check and the totals are of one snapshot.
 */
export async function closedCyclesRankingPage(
  db: Db,
  from: string,
  to: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SellerTotals[]; totalRows: number } | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // b ends the period, a starts it; `before` is the cycle before a (null: a is the first), its
      // totals taken away. Written whenever b is (cycles are written in order), and it must end the
      // day before a starts: b's totals count the days between cycles with the cycle after them.
      const bounds = (
        await sql<{
          a: number;
          b: number;
          before: number | null;
          before_last: string | null;
          earlier: boolean;
        }>`
          select a.cycle_number as a, b.cycle_number as b, p.cycle_number as before, p.last_day::text as before_last,
            exists (select 1 from commercial_cycles where number < a.cycle_number) as earlier
          from seller_cycle_totals_written b
          join seller_cycle_totals_written a on a.first_day = ${from}::date and a.cycle_number <= b.cycle_number
          left join seller_cycle_totals_written p
            on p.cycle_number = (select max(number) from commercial_cycles where number < a.cycle_number)
          where b.last_day = ${to}::date
            and not exists (select 1 from seller_cycle_totals_stale s where s.cycle_number <= b.cycle_number)`.execute(
          trx,
        )
      ).rows[0];
      if (!bounds || (bounds.earlier && bounds.before_last !== addDays(from, -1))) return null;
      const { before } = bounds;
      // Sold in a..b: sold in a cycle from a on (b's totals less the earlier ones' is not zero).
      const inPeriod = sql`t.cycle_number = ${bounds.b}::int and t.last_cycle >= ${bounds.a}::int`;
      const rows = (
        await sql<RankedRow>`
          select t.seller_id, t.sales - coalesce(p.sales, 0) as sales,
            t.approved - coalesce(p.approved, 0) as approved,
            t.value_cents - coalesce(p.value_cents, 0) as value_cents
          from seller_cycle_totals t
          left join seller_cycle_totals p on p.cycle_number = ${before}::int and p.seller_id = t.seller_id
          where ${inPeriod}
          order by value_cents desc, t.seller_id
          limit ${pageSize} offset ${page * pageSize}`.execute(trx)
      ).rows;
      // Apart from the page: counting one range of b's rows is cheaper than a window over the join.
      const count = await sql<{ n: number }>`
        select count(*)::int as n from seller_cycle_totals t where ${inPeriod}`.execute(trx);
      const totalRows = toInt(count.rows[0]?.n ?? 0);
      return {
        rows: rows.map((row) => ({
          seller_id: row.seller_id,
          sales: toInt(row.sales),
          approved: toInt(row.approved),
          value_cents: toInt(row.value_cents),
        })),
        totalRows,
      };
    });
}
