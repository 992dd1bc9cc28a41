/**
 * The one clock of the product's calendar (docs/decisions/conventions.md, "Dates"): what "today",
 * "the current cycle", an expiry and a default period are. Everything that decides them reads
 * `clockNow()`, never `new Date()` or SQL's `now()`, so a demo or a test can pin the date.
 *
 * PORTAL_NOW pins it, read once when the process starts: an ISO instant
 * ('2026-01-15T13:00:00Z') or a calendar day ('2026-01-15', taken at 10:00 in Fortaleza). A
 * pinned clock stands still, which keeps relative times ("há 2 horas") and the seed deterministic.
 * Unset, it is the real time. Security clocks (token and session expiry, rate limits, job leases)
 * stay on the real time on purpose: pinning a demo must not make its tokens immortal.
 */

/** Fortaleza is UTC−3 all year (no daylight saving time since 2000). */
export const FORTALEZA_OFFSET_HOURS = -3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant PORTAL_NOW names, or null when it is unset; throws on anything else (a typo must not fall back silently). */
export function parseClockPin(text: string | undefined): Date | null {
  const value = text?.trim();
  if (!value) return null;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = new Date(isDay ? `${value}T10:00:00.000-03:00` : value);
  const realDay = !isDay || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (Number.isNaN(instant.getTime()) || !realDay) {
    throw new Error(`PORTAL_NOW must be an ISO instant or a YYYY-MM-DD day, not "${value}"`);
  }
  return instant;
}

let pinned: Date | null = parseClockPin(process.env.PORTAL_NOW);

/** The product's "now". */
export function clockNow(): Date {
  return pinned ? new Date(pinned.getTime()) : new Date();
}

/** Whether PORTAL_NOW pins the clock (the seed then says so in the log). */
export const clockIsPinned = (): boolean => pinned !== null;

/**
 * Pins the clock (or unpins it with null) inside one process: for tests that build the seed on
 * several dates. Servers take PORTAL_NOW instead.
 */
export function pinClock(instant: Date | null): void {
  pinned = instant ? new Date(instant.getTime()) : null;
}

/** The Fortaleza calendar day of an instant, 'YYYY-MM-DD'. */
export function fortalezaDay(instant: Date): string {
  return new Date(instant.getTime() + FORTALEZA_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** 00:00 in Fortaleza of a 'YYYY-MM-DD' day. */
export function fortalezaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - FORTALEZA_OFFSET_HOURS * HOUR_MS);
}

/** Today in Fortaleza, by the product's clock. */
export const today = (): string => fortalezaDay(clockNow());

/** Whole days from 'YYYY-MM-DD' `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
