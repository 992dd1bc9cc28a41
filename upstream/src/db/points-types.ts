/** The points ledger (migration 0015_points_ledger) as Kysely sees it; merged into `Database`. */
import type { ColumnType, Generated, Insertable } from 'kysely';

/** docs/product.md §3 "Points summary": the status of an entry is derived, never stored. */
export const POINT_STATUSES = ['AVAILABLE', 'EXPIRED', 'USED'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PointEntriesTable {
  id: Generated<string>;
  /** The affiliate whose points these are. */
  owner_id: string;
  /** The affiliate who made the sale the points come from. */
  seller_id: string;
  /** The sale's customer, copied like the sale's own column. */
  customer_name: string;
  /** The commission converted into these points (null for entries given another way). */
  commission_id: string | null;
  points: number;
  /** How many of `points` vouchers have spent; 0 ≤ used_points ≤ points. */
  used_points: Generated<number>;
  expires_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PointTables {
  point_entries: PointEntriesTable;
}

export type NewPointEntry = Insertable<PointEntriesTable>;
