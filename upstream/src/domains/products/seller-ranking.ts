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
 * A period read for the first time starts from a remembered one that shares most of its days,
 * when there is one (the same year a day later, say): brought up to date as above, then the days
 * at either end added or taken away, seller by seller. Otherwise it is added up whole (about 75 ms
 * for a year at the large seed).
 *
 * Exactness: each read is one REPEATABLE READ transaction. The ranking keeps that snapshot's xmin,
 * and the next read adds up again, over the whole period, every seller with a row of the period
 * whose `changed_xid` (0030) is at or past it: that covers every write the snapshot could not see,
 * committed after it or in flight then. Adding up a seller again is idempotent, so a write seen
 * twice is harmless. Reads of one period queue behind each other in this process, so an older
 * snapshot never overwrites a newer one. Other processes keep their own rankings, equally exact.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { toInt } from '../../kernel/paging.ts';

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

/** A remembered period: its newest read (a promise, so reads of it queue) and last finished ranking. */
interface Remembered {
  from: string;
  to: string;
  next: Promise<Ranking>;
  last: Ranking | null;
}

/** Per database, per period ('from/to'), least recently read first. */
const remembered = new WeakMap<Db, Map<string, Remembered>>();

const before = (a: SellerTotals, b: SellerTotals) =>
  a.value_cents !== b.value_cents ? a.value_cents > b.value_cents : a.seller_id < b.seller_id;

const byRank = (a: SellerTotals, b: SellerTotals) => (before(a, b) ? -1 : 1);

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

/** Above this many sellers to move, one sort of the whole ranking is cheaper than moving each. */
const RESORT_AT = 1_000;

/** Brings `ranking` to the given absolute totals, in place: moved one by one, or sorted again. */
function apply(ranking: Ranking, updates: readonly SellerTotals[]): void {
  const { bySeller } = ranking;
  if (updates.length > RESORT_AT) {
    for (const row of updates) {
      if (row.sales > 0) bySeller.set(row.seller_id, row);
      else bySeller.delete(row.seller_id);
    }
    ranking.ranked = [...bySeller.values()].sort(byRank);
    return;
  }
  const { ranked } = ranking;
  for (const row of updates) {
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
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A ranking to start from and its period: the period's own, or a copy of a close one. */
interface Donor {
  from: string;
  to: string;
  /** Taken before the new read's snapshot, so never newer than that snapshot. */
  ranking: Ranking;
}

/**
 * The days to add (+1) and take away (−1) to turn the donor's period into [from, to]: at most one
 * stretch at each end.
 */
function stretches(donor: Donor, from: string, to: string): [from: string, to: string, sign: 1 | -1][] {
  const [a, b, a0, b0] = [dayNumber(from), dayNumber(to), dayNumber(donor.from), dayNumber(donor.to)];
  const out: [string, string, 1 | -1][] = [];
  if (a < a0) out.push([dayOf(a), dayOf(a0 - 1), 1]);
  if (a > a0) out.push([dayOf(a0), dayOf(a - 1), -1]);
  if (b > b0) out.push([dayOf(b0 + 1), dayOf(b), 1]);
  if (b < b0) out.push([dayOf(b + 1), dayOf(b0), -1]);
  return out;
}

/** The days two periods do not share, or null when they share none. */
function daysApart(from: string, to: string, other: { from: string; to: string }): number | null {
  const [a, b, a0, b0] = [dayNumber(from), dayNumber(to), dayNumber(other.from), dayNumber(other.to)];
  if (b < a0 || b0 < a) return null;
  return Math.abs(a - a0) + Math.abs(b - b0);
}

/** Each seller's sum over the stretches, signed (union all over the primary key's day ranges). */
const stretchSums = (parts: readonly [string, string, 1 | -1][]) => sql<TotalsRow>`
  select seller_id, sum(sales)::int as sales, sum(approved)::int as approved,
    sum(value_cents)::bigint as value_cents
  from (${sql.join(
    parts.map(
      ([from, to, sign]) => sql`select d.seller_id, ${sql.lit(sign)} * d.sales as sales,
        ${sql.lit(sign)} * d.approved as approved, ${sql.lit(sign)} * d.value_cents as value_cents
        from sales_daily_sellers d where d.day between ${from}::date and ${to}::date`,
    ),
    sql` union all `,
  )}) s
  group by seller_id`;

/**
 * The period's ranking as of a new snapshot: from `base` (the period's own last ranking, or a copy
 * of a close one), brought up to date and its ends moved to [from, to]; or added up whole.
 */
async function refresh(db: Db, from: string, to: string, base: Donor | null): Promise<Ranking> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // The first statement takes the snapshot every later one reads.
      const snapshot = await sql<{
        xmin: string;
      }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(trx);
      const xmin = snapshot.rows[0]?.xmin ?? '0';
      if (!base) {
        const ranked = (await sums(from, to, null).execute(trx)).rows
          .map(totalsOf)
          .filter((row) => row.sales > 0)
          .sort(byRank);
        return { xmin, ranked, bySeller: new Map(ranked.map((row) => [row.seller_id, row])) };
      }
      // Rows are replaced, never changed in place: a page sliced earlier keeps what it read.
      const { ranking } = base;
      apply(ranking, (await sums(base.from, base.to, ranking.xmin).execute(trx)).rows.map(totalsOf));
      const parts = stretches(base, from, to);
      if (parts.length > 0) {
        const zero = { sales: 0, approved: 0, value_cents: 0 };
        const deltas = (await stretchSums(parts).execute(trx)).rows.map(totalsOf);
        apply(
          ranking,
          deltas.map((delta) => {
            const old = ranking.bySeller.get(delta.seller_id) ?? zero;
            return {
              seller_id: delta.seller_id,
              sales: old.sales + delta.sales,
              approved: old.approved + delta.approved,
              value_cents: old.value_cents + delta.value_cents,
            };
          }),
        );
      }
      return { ...ranking, xmin };
    });
}

/** The finished ranking nearest [from, to], copied, if it differs by at most half its days. */
function donorFor(periods: Map<string, Remembered>, from: string, to: string): Donor | null {
  const limit = Math.floor((dayNumber(to) - dayNumber(from) + 1) / 2);
  let best: { apart: number; from: string; to: string; ranking: Ranking } | null = null;
  for (const candidate of periods.values()) {
    const apart = daysApart(from, to, candidate);
    if (candidate.last && apart !== null && apart <= limit && (!best || apart < best.apart)) {
      best = { from: candidate.from, to: candidate.to, ranking: candidate.last, apart };
    }
  }
  if (!best) return null;
  const { xmin, ranked, bySeller } = best.ranking;
  return {
    from: best.from,
    to: best.to,
    ranking: { xmin, ranked: [...ranked], bySeller: new Map(bySeller) },
  };
}

/** A page of the period's sellers ranking over every sale, and how many sellers it has. */
export async function sellerRankingPage(
  db: Db,
  from: string,
  to: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SellerTotals[]; totalRows: number }> {
  let periods = remembered.get(db);
  if (!periods) {
    periods = new Map();
    remembered.set(db, periods);
  }
  const key = `${from}/${to}`;
  const previous = periods.get(key);
  // Taken now, before this read's snapshot, so the copy is never newer than the snapshot.
  const donor = previous ? null : donorFor(periods, from, to);
  // A failed read leaves nothing to build on: the next one adds the period up afresh.
  const next = (previous?.next ?? Promise.resolve(null))
    .catch(() => null)
    .then((ranking) => refresh(db, from, to, ranking ? { from, to, ranking } : donor));
  const current: Remembered = { from, to, next, last: previous?.last ?? null };
  periods.delete(key);
  periods.set(key, current);
  for (const oldest of periods.keys()) {
    if (periods.size <= RANKED_PERIODS) break;
    periods.delete(oldest);
  }
  const ranking = await next;
  if (periods.get(key) === current) current.last = ranking;
  return {
    rows: ranking.ranked.slice(page * pageSize, (page + 1) * pageSize),
    totalRows: ranking.ranked.length,
  };
}

/** Forgets every ranking of `db`: the next read of any period adds it up whole (benchmarks, tests). */
export function forgetSellerRankings(db: Db): void {
  remembered.delete(db);
}
