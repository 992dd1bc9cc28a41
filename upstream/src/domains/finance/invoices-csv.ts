/**
 * Notas Fiscais as CSV (docs/product.md §6): the scope's invoices the list's filter keeps, oldest
 * first, read a batch at a time by keyset (created_at, id) and stringified as they come
 * (kernel/csv.ts), so memory stays flat. The status is the bill's, as the list shows it.
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { JOINED_BILL_COLUMNS } from '../../kernel/bill-columns.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { BILL_CSV_COLUMNS, billCells } from './bills-csv.ts';
import { type InvoiceFilter, type InvoiceScope, invoiceCondition, invoiceRows } from './invoice-list.ts';

export const INVOICES_CSV_HEADER = ['Enviada em', ...BILL_CSV_COLUMNS] as const;

async function invoiceCsvRows(db: Db, scope: InvoiceScope, filter: InvoiceFilter) {
  const condition = await invoiceCondition(db, scope, filter);
  const page = (after: { created_at: Date; id: string } | null, limit: number) => {
    let query = invoiceRows(db, condition).select([
      'invoices.id',
      'invoices.created_at',
      'bills.status',
      'bills.value_cents',
      ...JOINED_BILL_COLUMNS,
    ]);
    if (after) {
      const { created_at: date, id } = after;
      query = query.where(sql<boolean>`(invoices.created_at, invoices.id) > (${date}, ${id}::uuid)`);
    }
    return query.orderBy('invoices.created_at').orderBy('invoices.id').limit(limit).execute();
  };
  return batchedRows<Awaited<ReturnType<typeof page>>[number]>(page);
}

type InvoiceCsvRow = Awaited<ReturnType<typeof invoiceCsvRows>> extends AsyncGenerator<infer R> ? R : never;

const record = (row: InvoiceCsvRow): string[] => [csvDate(row.created_at), ...billCells(row)];

/** The file; the search's lookups run before the first byte, so a 400 or 403 is still possible. */
export const invoicesCsvStream = async (
  db: Db,
  scope: InvoiceScope,
  filter: InvoiceFilter,
): Promise<Stringifier> => csvStream(INVOICES_CSV_HEADER, await invoiceCsvRows(db, scope, filter), record);
