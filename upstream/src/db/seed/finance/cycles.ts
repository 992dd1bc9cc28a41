/**
 * Monthly cycles relative to the seed base date (ids.ts, the clock's today): commercial cycles are
 * calendar months, 1–13 closed, 14 the month of the base date (current) and 15–16 the next two,
 * so a demo database kept for weeks still has a cycle for today. Financial cycles run from the
 * 10th to the 9th of the next month: 13 contains the base date, 1–12 are closed, 14–15 ahead; each
 * pays the commercial cycle of the month before it starts (none for a first one that would start
 * before the first commercial cycle). Cycle bounds are midnight in Fortaleza (UTC−3, no daylight
 * saving time). On 2026-01-15 (the tests' pinned date) commercial 14 is January 2026 and financial
 * 13 runs from 10 January to 9 February 2026.
 */
import { fortalezaDay } from '../../../kernel/clock.ts';
import { SEED_BASE_DATE, seedId } from '../ids.ts';

export const CURRENT_COMMERCIAL = 14;
/** Cycles after the current one: a demo kept running for weeks never runs out of cycles. */
export const FUTURE_CYCLES = 2;
export const COMMERCIAL_CYCLE_COUNT = CURRENT_COMMERCIAL + FUTURE_CYCLES;
export const CURRENT_FINANCIAL = 13;
/** Commercial cycles without goals (the 404 path of GET goals). */
export const CYCLES_WITHOUT_GOALS: readonly number[] = [3, 7];

export interface SeedCycle {
  id: string;
  number: number;
  starts_at: Date;
  ends_at: Date;
}

const FORTALEZA_MIDNIGHT_UTC_HOUR = 3;
const [BASE_YEAR, BASE_MONTH, BASE_DAY] = fortalezaDay(SEED_BASE_DATE)
  .split('-')
  .map((part) => Number(part)) as [number, number, number];
/** The first day of the financial cycle month. */
const FINANCIAL_START_DAY = 10;

/**
 * Month 0 is the first commercial cycle's, 13 months before the base date's (Date.UTC rolls month
 * overflow and underflow into the neighbouring years).
 */
const monthStart = (month: number, day = 1) =>
  new Date(
    Date.UTC(BASE_YEAR, BASE_MONTH - 1 - (CURRENT_COMMERCIAL - 1) + month, day, FORTALEZA_MIDNIGHT_UTC_HOUR),
  );
const justBefore = (date: Date) => new Date(date.getTime() - 1);

export const commercialCycleId = (number: number) => seedId(`commercial-cycle:${number}`);

export const COMMERCIAL_CYCLES: readonly SeedCycle[] = Array.from(
  { length: COMMERCIAL_CYCLE_COUNT },
  (_, i) => ({
    id: commercialCycleId(i + 1),
    number: i + 1,
    starts_at: monthStart(i),
    ends_at: justBefore(monthStart(i + 1)),
  }),
);

/** Month (as monthStart counts) of financial cycle 1: the 13th cycle must contain the base date. */
const FIRST_FINANCIAL_MONTH = BASE_DAY >= FINANCIAL_START_DAY ? 1 : 0;

export const FINANCIAL_CYCLES = Array.from({ length: CURRENT_FINANCIAL + FUTURE_CYCLES }, (_, i) => {
  const month = FIRST_FINANCIAL_MONTH + i;
  return {
    id: seedId(`financial-cycle:${i + 1}`),
    number: i + 1,
    starts_at: monthStart(month, FINANCIAL_START_DAY),
    ends_at: justBefore(monthStart(month + 1, FINANCIAL_START_DAY)),
    // The commercial cycle of the month before (commercial n is month n − 1).
    commercial_cycle_id: month >= 1 ? commercialCycleId(month) : null,
  };
});

/** The cycles up to the current one: the ones that can have sales. */
export const STARTED_CYCLES = COMMERCIAL_CYCLES.filter((cycle) => cycle.number <= CURRENT_COMMERCIAL);

/** The commercial cycle containing `date` (seed dates always fall inside one). */
export function cycleAt(date: Date): SeedCycle {
  const cycle = COMMERCIAL_CYCLES.find((c) => c.starts_at <= date && date <= c.ends_at);
  if (!cycle) throw new Error(`no seeded commercial cycle contains ${date.toISOString()}`);
  return cycle;
}

/** Goals grow a little every cycle; units get theirs in the same cycles (the next ones too). */
export const goalRows = () =>
  COMMERCIAL_CYCLES.filter((cycle) => !CYCLES_WITHOUT_GOALS.includes(cycle.number)).map((cycle) => ({
    cycle_id: cycle.id,
    minimum_cents: 600_000 + (cycle.number % 4) * 50_000,
    basic_cents: 1_200_000 + (cycle.number % 4) * 50_000,
    master_cents: 2_000_000 + (cycle.number % 4) * 100_000,
  }));
