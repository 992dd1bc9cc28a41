/**
 * Monthly cycles relative to the seed base date (2026-01-15): commercial cycles 1–14 run from
 * December 2024 to January 2026 (14 is current); financial cycle n runs from the 10th of the month
 * after commercial cycle n to the 9th of the next (13 is current, 10 Jan – 9 Feb 2026). Cycle
 * bounds are midnight in Fortaleza (UTC-3, no daylight saving time).
 */
import { seedId } from '../ids.ts';

export const COMMERCIAL_CYCLE_COUNT = 14;
export const CURRENT_COMMERCIAL = 14;
export const CURRENT_FINANCIAL = 13;
/** Commercial cycles without goals (the 404 path of GET goals). */
export const CYCLES_WITHOUT_GOALS: readonly number[] = [3, 7];

export interface SeedCycle {
  id: string;
  number: number;
  starts_at: Date;
  ends_at: Date;
  current: boolean;
}

const FORTALEZA_MIDNIGHT_UTC_HOUR = 3;
/** Month 0 is December 2024 (Date.UTC rolls month overflow into the next year). */
const monthStart = (month: number, day = 1) =>
  new Date(Date.UTC(2024, 11 + month, day, FORTALEZA_MIDNIGHT_UTC_HOUR));
const justBefore = (date: Date) => new Date(date.getTime() - 1);

export const commercialCycleId = (number: number) => seedId(`commercial-cycle:${number}`);

export const COMMERCIAL_CYCLES: readonly SeedCycle[] = Array.from(
  { length: COMMERCIAL_CYCLE_COUNT },
  (_, i) => ({
    id: commercialCycleId(i + 1),
    number: i + 1,
    starts_at: monthStart(i),
    ends_at: justBefore(monthStart(i + 1)),
    current: i + 1 === CURRENT_COMMERCIAL,
  }),
);

export const FINANCIAL_CYCLES = Array.from({ length: CURRENT_FINANCIAL }, (_, i) => ({
  id: seedId(`financial-cycle:${i + 1}`),
  number: i + 1,
  starts_at: monthStart(i + 1, 10),
  ends_at: justBefore(monthStart(i + 2, 10)),
  current: i + 1 === CURRENT_FINANCIAL,
  commercial_cycle_id: commercialCycleId(i + 1),
}));

/** The commercial cycle containing `date` (seed dates always fall inside one). */
export function cycleAt(date: Date): SeedCycle {
  const cycle = COMMERCIAL_CYCLES.find((c) => c.starts_at <= date && date <= c.ends_at);
  if (!cycle) throw new Error(`no seeded commercial cycle contains ${date.toISOString()}`);
  return cycle;
}

/** Goals grow a little every cycle; units get theirs in the same cycles. */
export const goalRows = () =>
  COMMERCIAL_CYCLES.filter((cycle) => !CYCLES_WITHOUT_GOALS.includes(cycle.number)).map((cycle) => ({
    cycle_id: cycle.id,
    minimum_cents: 600_000 + (cycle.number % 4) * 50_000,
    basic_cents: 1_200_000 + (cycle.number % 4) * 50_000,
    master_cents: 2_000_000 + (cycle.number % 4) * 100_000,
  }));
