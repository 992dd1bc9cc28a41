/**
 * The closed cycles' seller totals (migration 0040, products/cycle-totals.ts), read and written
 * through raw SQL there; typed here so the products manifest can own them.
 */
import type { ColumnType } from 'kysely';

/** Each seller's totals from the first cycle's first day to the cycle's last day. */
export interface SellerCycleTotalsTable {
  cycle_number: number;
  seller_id: string;
  sales: number;
  approved: number;
  /** Cents, approved sales only; bigint (read through toInt). */
  value_cents: ColumnType<string, number, number>;
  /** The latest cycle up to this one in which the seller sold (a sale of any status). */
  last_cycle: number;
}

/** The cycles whose totals are complete, with the days a period must match. */
export interface SellerCycleTotalsWrittenTable {
  cycle_number: number;
  first_day: ColumnType<string, string, string>;
  last_day: ColumnType<string, string, string>;
  written_at: ColumnType<Date, Date | string, Date | string>;
}

/** Cycles a rollup write touched since they were written (kept by a trigger on the rollup). */
export interface SellerCycleTotalsStaleTable {
  cycle_number: number;
}

export interface SellerCycleTables {
  seller_cycle_totals: SellerCycleTotalsTable;
  seller_cycle_totals_written: SellerCycleTotalsWrittenTable;
  seller_cycle_totals_stale: SellerCycleTotalsStaleTable;
}
