/**
 * The bill's columns (issue #27): what a bill row selects once it is joined to its cycle (`cycle`),
 * its producer (`producers`) and its payee (`payee_user` or `payee_unit`), and the bill's JSON head
 * built from that row. Finance's lists and the holding's Status Faturamento answer with the same
 * head, so they read it here and cannot drift apart. Finance owns the `bills` table: each domain
 * keeps its joins in its own SQL (holding declares its reads in its manifest); only the column names
 * and the row-to-JSON mapping are shared, and they touch no table.
 */
import type { AccountSide, BillStatus, InvoiceCheckJson } from '../db/finance-types.ts';

/** The owner, cycle, producer and payee columns of a joined bill, as `payeeOf` and the lists read them. */
export const JOINED_BILL_COLUMNS = [
  'bills.side',
  'bills.user_id',
  'bills.unit_id',
  'cycle.id as cycle_id',
  'cycle.number as cycle_number',
  'producers.id as producer_id',
  'producers.name as producer_name',
  'producers.cnpj as producer_cnpj',
  'payee_user.name as payee_user_name',
  'payee_unit.name as payee_unit_name',
] as const;

/** Every column `toBillHead` reads: the bill's own, then JOINED_BILL_COLUMNS. */
export const BILL_COLUMNS = [
  'bills.id',
  'bills.status',
  'bills.value_cents',
  'bills.status_message',
  'bills.error_message',
  'bills.updated_at',
  'bills.invoice_check',
  ...JOINED_BILL_COLUMNS,
] as const;

/** A bill as every bill answer starts (finance adds its entries and invoice). */
export interface BillHeadJson {
  id: string;
  status: BillStatus;
  value: number;
  status_message: string | null;
  error_message: string | null;
  cycle: { id: string; number: number };
  producer: { id: string; name: string; cnpj: string };
  payee: { kind: AccountSide; id: string; name: string };
  updated_at: string;
  /** The check of the latest uploaded invoice (issue #33); null before any upload or when generated. */
  invoice_check: InvoiceCheckJson | null;
}

interface PayeeRow {
  side: AccountSide;
  user_id: string | null;
  unit_id: string | null;
  payee_user_name: string | null;
  payee_unit_name: string | null;
}

/** A row selected with BILL_COLUMNS. */
export interface BillRow extends PayeeRow {
  id: string;
  status: BillStatus;
  value_cents: number;
  status_message: string | null;
  error_message: string | null;
  updated_at: Date;
  invoice_check: InvoiceCheckJson | null;
  cycle_id: string;
  cycle_number: number;
  producer_id: string;
  producer_name: string;
  producer_cnpj: string;
}

/** Who a bill pays, from its row joined to `payee_user` and `payee_unit` (one of them is null). */
export const payeeOf = (row: PayeeRow): BillHeadJson['payee'] =>
  row.side === 'affiliate'
    ? { kind: 'affiliate', id: row.user_id ?? '', name: row.payee_user_name ?? '' }
    : { kind: 'branch', id: row.unit_id ?? '', name: row.payee_unit_name ?? '' };

export const toBillHead = (row: BillRow): BillHeadJson => ({
  id: row.id,
  status: row.status,
  value: row.value_cents,
  status_message: row.status_message,
  error_message: row.error_message,
  cycle: { id: row.cycle_id, number: row.cycle_number },
  producer: { id: row.producer_id, name: row.producer_name, cnpj: row.producer_cnpj },
  payee: payeeOf(row),
  updated_at: row.updated_at.toISOString(),
  invoice_check: row.invoice_check,
});
