/**
 * The demo commissions' status history (migration 0042's `commission_status_changes`). The seed
 * inserts each commission in its final status, which the insert trigger records only for `Held`;
 * here the others get the story the ledger tells: credited (`Held`) on its date, `Disponível` when
 * its bill opened, then its bill's stage when the bill last changed; a conversion to points some
 * days after the installment; a canceled installment canceled on its date.
 */
import type { NewBill, NewCommission } from '../../finance-types.ts';
import { SEED_BASE_DATE } from '../ids.ts';

export interface NewStatusChange {
  commission_id: string;
  status: NewCommission['status'];
  changed_at: Date;
}

const DAY_MS = 86_400_000;
const CONVERTED_AFTER_DAYS = 20;
const asDate = (value: Date | string | undefined, fallback: Date): Date =>
  value === undefined ? fallback : new Date(value);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

export function statusHistory(
  commissions: readonly NewCommission[],
  bills: readonly NewBill[],
): NewStatusChange[] {
  const billById = new Map(bills.map((bill) => [bill.id, bill]));
  const rows: NewStatusChange[] = [];
  for (const row of commissions) {
    const id = row.id ?? '';
    const date = new Date(row.date);
    if (row.status === 'Held') continue; // the insert trigger records it
    if (row.status === 'canceled') {
      rows.push({ commission_id: id, status: 'canceled', changed_at: date });
      continue;
    }
    rows.push({ commission_id: id, status: 'Held', changed_at: date });
    if (row.status === 'ConvertedToPoints') {
      const at = earliest(new Date(date.getTime() + CONVERTED_AFTER_DAYS * DAY_MS), SEED_BASE_DATE);
      rows.push({ commission_id: id, status: 'ConvertedToPoints', changed_at: at });
      continue;
    }
    const bill = row.bill_id ? billById.get(row.bill_id) : undefined;
    const opened = asDate(bill?.created_at, date);
    rows.push({ commission_id: id, status: 'Ready', changed_at: opened });
    if (row.status !== 'Ready') {
      rows.push({ commission_id: id, status: row.status, changed_at: asDate(bill?.updated_at, opened) });
    }
  }
  return rows;
}
