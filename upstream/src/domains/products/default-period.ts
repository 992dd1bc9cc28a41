/**
 * The period Acompanhamento de vendas opens on when the request names none (docs/product.md §10.2):
 * the days of the current commercial cycle by the product's clock (kernel/clock.ts), or, when no
 * cycle covers today, the latest that started; and when that one has no sale yet (its first
 * morning, or a cycle the holding opened ahead), the latest with sales, so the screen opens on data. The browser never decides it from
 * its own time zone.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { addDays, clockNow, daysBetween, fortalezaDay, today } from '../../kernel/clock.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { type Period, periodOf } from './sale-scope.ts';

export interface PeriodCycle {
  number: number;
  /** Whether it is the cycle under way today (false: the latest one, or the last with sales). */
  current: boolean;
}

/** The commercial cycle before the default period's, as far as the home compares it (issue #29). */
export type PreviousCycle = Period & { number: number };

export type TrackedPeriod = Period & { cycle: PeriodCycle | null; previous: PreviousCycle | null };

const hasSales = sql<boolean>`exists (select 1 from sales where sales.cycle_id = c.id)`;

/** Cycles that have started by now, newest first, each with whether it has any sale. */
const startedCycles = (db: Db) =>
  db
    .selectFrom('commercial_cycles as c')
    .select(['c.number', 'c.starts_at', 'c.ends_at', coversNow('c').as('current'), hasSales.as('sold')])
    .where('c.starts_at', '<=', clockNow())
    .orderBy('c.number', 'desc')
    .limit(1);

/**
 * The cycle before, to compare with: whole when the chosen cycle has ended; while it runs, only as
 * many of its first days as have passed of the current one (day 28 of a cycle against the first 28
 * days of the one before, never a month against four weeks).
 */
function previousDays(
  cycle: { number: number; starts_at: Date; ends_at: Date },
  elapsedDays: number | null,
): PreviousCycle {
  const from = fortalezaDay(cycle.starts_at);
  const end = fortalezaDay(cycle.ends_at);
  const sameDay = elapsedDays === null ? end : addDays(from, elapsedDays);
  // Days as 'YYYY-MM-DD' order as text: the earlier of the two.
  const to = sameDay.localeCompare(end) < 0 ? sameDay : end;
  return { ...periodOf(from, to), number: cycle.number };
}

/**
 * `from`..`to` as asked; with neither, the default cycle's days (null cycle: no cycle has started,
 * then today alone). One of them without the other is a 400, as a malformed day is.
 */
export async function trackedPeriod(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<TrackedPeriod> {
  if (from !== undefined || to !== undefined) return { ...periodOf(from, to), cycle: null, previous: null };
  const latest = await startedCycles(db).executeTakeFirst();
  // The latest has no sale yet: the latest that has one (none at all: the latest still).
  const chosen =
    latest && !latest.sold
      ? ((await startedCycles(db).where(hasSales).executeTakeFirst()) ?? latest)
      : latest;
  if (!chosen) {
    const today = fortalezaDay(clockNow());
    return { ...periodOf(today, today), cycle: null, previous: null };
  }
  const before = await db
    .selectFrom('commercial_cycles')
    .select(['number', 'starts_at', 'ends_at'])
    .where('number', '<', chosen.number)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const firstDay = fortalezaDay(chosen.starts_at);
  return {
    ...periodOf(firstDay, fortalezaDay(chosen.ends_at)),
    cycle: { number: chosen.number, current: chosen.current },
    previous: before ? previousDays(before, chosen.current ? daysBetween(firstDay, today()) : null) : null,
  };
}
