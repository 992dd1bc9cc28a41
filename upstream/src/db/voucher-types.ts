/** The vouchers table (migration 0004_vouchers) as Kysely sees it; merged into `Database`. */
import type { ColumnType, Generated, Insertable } from 'kysely';

/** docs/product.md §7.1, in its order. */
export const VOUCHER_STATUSES = ['AVAILABLE', 'EXPIRED', 'USED', 'REVERTED', 'REAVAILABLE'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface VouchersTable {
  id: Generated<string>;
  /** Human code, 'VCH-' and six letters or digits. */
  code: string;
  /** The affiliate who converted the points. */
  owner_id: string;
  /** The affiliate the voucher is issued to (the owner when no beneficiary was named). */
  customer_id: string;
  /** The owner's unit when the voucher was issued. */
  unit_id: string | null;
  /** The programme company the voucher is redeemed with. */
  producer_id: string;
  points: number;
  value_cents: number;
  status: Generated<VoucherStatus>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** SHA-256 of the secret that uses it (migration 0015); the secret itself is never stored. */
  secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VoucherTables {
  vouchers: VouchersTable;
}

export type NewVoucher = Insertable<VouchersTable>;
