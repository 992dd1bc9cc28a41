/**
 * The sellers ranking of every sale over a period (the holding's Acompanhamento de vendas, sellers
 * page): the period's sellers best first, remembered in this process per period and brought up to
 * date at each read from the rollup rows written since (docs/performance.md "The sellers ranking").
 *
 * Why: a year holds about 170 000 daily rollup rows of 20 000 sellers (`sales_daily_sellers`,
 * 0028); adding them all up takes about 55 ms, over the aggregate budget, and no coarser rollup is
 * smaller, since a seller sells about once a month. The remembered ranking plus the few sellers
 * whose rows changed since the last read costs a few milliseconds.
 *
 * Exactness: each read is one REPEATABLE READ transaction. The ranking keeps that snapshot's xmin,
 * and the next read adds up again, over the whole period, every seller with a row of the period
 * whose `changed_xid` (0030) is at or past it: that covers every write the snapshot could not see,
 * committed after it or in flight then. Adding up a seller again is idempotent, so a write seen
 * twice is harmless. Reads of one period queue behind each other in this process, so an older
 * snapshot never overwrites a newer one. Other processes keep their own rankings, equally exact.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { toInt } from '../kernel/paging.ts';

export interface SellerTotals {
  seller_id: string;
  /** Sales of any status in the period: a seller with none is not ranked. */
  sales: number;
  approved: number;
  /** Cents of the approved sales: the ranking's order, then the seller id. */
  value_cents: number;
}

interface Ranking {
  /** The xmin of the snapshot this ranking is exact for (xid8 as text). */
  xmin: string;
  /** Best first: value, then seller id (as PostgreSQL orders uuids: their hex text). */
  ranked: SellerTotals[];
  bySeller: Map<string, SellerTotals>;
}

/** Periods remembered per database (about 2 MB each at 20 000 sellers), least recently read dropped. */
export const RANKED_PERIODS = 4;

/** Per database, per period: the newest read's ranking (a promise, so reads of a period queue). */
const rankings = new WeakMap<Db, Map<string, Promise<Ranking>>>();

const before = (a: SellerTotals, b: SellerTotals) =>
  a.value_cents !== b.value_cents ? a.value_cents > b.value_cents : a.seller_id < b.seller_id;

/** Where `entry` goes in `ranked` (binary search): the index of the first row not before it. */
function positionOf(ranked: readonly SellerTotals[], entry: SellerTotals): number {
  let low = 0;
  let high = ranked.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(ranked[middle] as SellerTotals, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface TotalsRow {
  seller_id: string;
  sales: number;
  approved: number;
  value_cents: string | number;
}

const totalsOf = (row: TotalsRow): SellerTotals => ({
  seller_id: row.seller_id,
  sales: toInt(row.sales),
  approved: toInt(row.approved),
  value_cents: toInt(row.value_cents),
});

/** The period's sum per seller, for every seller or only those `changed` selects. */
const sums = (from: string, to: string, changedSince: string | null) => sql<TotalsRow>`
  select d.seller_id, sum(d.sales)::int as sales, sum(d.approved)::int as approved,
    sum(d.value_cents)::bigint as value_cents
  from sales_daily_sellers d
  where d.day between ${from}::date and ${to}::date
  ${
    changedSince === null
      ? sql``
      : sql`and d.seller_id in (select c.seller_id from sales_daily_sellers c
          where c.changed_xid >= ${changedSince}::xid8 and c.day between ${from}::date and ${to}::date)`
  }
  group by d.seller_id`;

async function refresh(db: Db, from: string, to: string, previous: Ranking | null): Promise<Ranking> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // The first statement takes the snapshot every later one reads.
      const snapshot = await sql<{
        xmin: string;
      }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(trx);
      const xmin = snapshot.rows[0]?.xmin ?? '0';
      const rows = (await sums(from, to, previous?.xmin ?? null).execute(trx)).rows.map(totalsOf);
      if (!previous) {
        const ranked = rows.filter((row) => row.sales > 0).sort((a, b) => (before(a, b) ? -1 : 1));
        return { xmin, ranked, bySeller: new Map(ranked.map((row) => [row.seller_id, row])) };
      }
      // Rows are replaced, never changed in place: a page sliced earlier keeps what it read.
      const { ranked, bySeller } = previous;
      for (const row of rows) {
        const old = bySeller.get(row.seller_id);
        if (old) {
          ranked.splice(positionOf(ranked, old), 1);
          bySeller.delete(row.seller_id);
        }
        if (row.sales > 0) {
          ranked.splice(positionOf(ranked, row), 0, row);
          bySeller.set(row.seller_id, row);
        }
      }
      return { xmin, ranked, bySeller };
    });
}

/** A page of the period's sellers ranking over every sale, and how many sellers it has. */
export async function sellerRankingPage(
  db: Db,
  from: string,
  to: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SellerTotals[]; totalRows: number }> {
  let periods = rankings.get(db);
  if (!periods) {
    periods = new Map();
    rankings.set(db, periods);
  }
  const key = `${from}/${to}`;
  const previous = periods.get(key);
  // A failed read leaves nothing to build on: the next one adds the period up afresh.
  const next = (previous ?? Promise.resolve(null))
    .catch(() => null)
    .then((ranking) => refresh(db, from, to, ranking));
  periods.delete(key);
  periods.set(key, next);
  for (const oldest of periods.keys()) {
    if (periods.size <= RANKED_PERIODS) break;
    periods.delete(oldest);
  }
  const ranking = await next;
  return {
    rows: ranking.ranked.slice(page * pageSize, (page + 1) * pageSize),
    totalRows: ranking.ranked.length,
  };
}
