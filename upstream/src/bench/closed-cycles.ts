/**
 * The sellers page over the last twelve closed commercial cycles (issue #32), part of
 * `bench:sales` (`--closed-cycles-only` for it alone): the first read with nothing remembered in
 * the process, before the cycles' totals are written (the remembered ranking adds the period up)
 * and after (products/cycle-totals.ts); then p50/p95 over 20 first reads, forgetting the remembered
 * rankings before each. Writing the totals of every closed cycle is timed too (the job's work).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { writeDueCycleTotals } from '../domains/products/cycle-totals.ts';
import { forgetSellerRankings } from '../domains/products/seller-ranking.ts';

const READS = 20;

export interface ClosedCyclesBench {
  db: Db;
  /** One GET of the holding's, awaited to its last byte. */
  read: (path: string) => Promise<void>;
  print: (name: string, figures: { p50: number; p95: number }, budget: number) => void;
  percentile: (sorted: readonly number[], p: number) => number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function benchClosedCycles({ db, read, print, percentile }: ClosedCyclesBench): Promise<void> {
  // The totals as the job leaves them (the catch-up at start may be under way: this waits for it).
  await writeDueCycleTotals(db);
  const cycles = (
    await sql<{ number: number; first_day: string; last_day: string }>`
      select cycle_number as number, first_day::text as first_day, last_day::text as last_day
      from seller_cycle_totals_written order by cycle_number desc limit 12`.execute(db)
  ).rows.reverse();
  const [first, last] = [cycles[0], cycles[cycles.length - 1]];
  if (!first || !last) throw new Error('no closed commercial cycle');
  const path = `/v1/sales/tracking/sellers?from=${first.first_day}&to=${last.last_day}&pageSize=10`;
  console.log(`sellers page, ${cycles.length} closed cycles (${first.number}..${last.number}): ${path}`);
  const figures = async (name: string) => {
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      forgetSellerRankings(db);
      times.push(await timed(() => read(path)));
    }
    times.sort((a, b) => a - b);
    print(name, { p50: percentile(times, 50), p95: percentile(times, 95) }, 50);
  };
  // Before: the first cycle marked stale (as a late sale would), so no period of cycles is used.
  await sql`insert into seller_cycle_totals_stale (cycle_number)
    select min(number) from commercial_cycles on conflict do nothing`.execute(db);
  forgetSellerRankings(db);
  console.log(`  without the totals: the first read ${(await timed(() => read(path))).toFixed(1)} ms`);
  await figures('  without the totals, first reads');
  const writing = await timed(() => writeDueCycleTotals(db));
  console.log(`  the job: every closed cycle's totals written again in ${writing.toFixed(0)} ms`);
  forgetSellerRankings(db);
  console.log(`  with the totals: the first read ${(await timed(() => read(path))).toFixed(1)} ms`);
  await figures('  with the totals, first reads');
}
