/**
 * The legal voucher status transitions (docs/upstream-contract/points.md, "Voucher status transitions").
 * Migration 0015 enforces the same table in the database with a trigger, so no write path (a route,
 * a script, a later issue) can move a voucher outside it; this copy lets the domain refuse early
 * with a clear answer and lets tests enumerate every illegal pair.
 */
import type { VoucherStatus } from '../../db/voucher-types.ts';

export const VOUCHER_TRANSITIONS: Readonly<Record<VoucherStatus, readonly VoucherStatus[]>> = {
  // Issued and usable: used by its company, or past its expiry date.
  AVAILABLE: ['USED', 'EXPIRED'],
  // A use can be undone (estorno); nothing else happens to a used voucher.
  USED: ['REVERTED'],
  // An undone use makes the voucher usable again.
  REVERTED: ['REAVAILABLE'],
  // Usable again: the same exits as a new voucher.
  REAVAILABLE: ['USED', 'EXPIRED'],
  // Expiry is final.
  EXPIRED: [],
};

export const canTransition = (from: VoucherStatus, to: VoucherStatus): boolean =>
  VOUCHER_TRANSITIONS[from].includes(to);

/** `(from, to)` pairs as SQL text for the migration's trigger. */
export const LEGAL_TRANSITION_PAIRS: readonly (readonly [VoucherStatus, VoucherStatus])[] = Object.entries(
  VOUCHER_TRANSITIONS,
).flatMap(([from, targets]) => targets.map((to) => [from as VoucherStatus, to] as const));
