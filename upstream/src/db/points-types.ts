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

/** docs/product.md §4, points programme statuses. */
export const PROGRAMME_STATUSES = [
  'ELIGIBLE',
  'NOT_ACCEPTED',
  'WAITING_SIGNATURE',
  'WAITING_CODE',
  'ACCEPTED',
  'INELIGIBLE',
] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];
/** Whose membership: a user's own, a unit's (branch users) or the holding's. */
export const MEMBER_TYPES = ['user', 'units', 'holding'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export interface PointsMembershipsTable {
  subject_type: MemberType;
  subject_id: string;
  status: ProgrammeStatus;
  code_hash: string | null;
  code_attempts: Generated<number>;
  code_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PointTables {
  point_entries: PointEntriesTable;
  points_memberships: PointsMembershipsTable;
}

export type NewPointEntry = Insertable<PointEntriesTable>;
