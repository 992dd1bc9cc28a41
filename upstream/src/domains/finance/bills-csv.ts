/**
 * Faturamento as CSV (docs/product.md §5.4): the scope's bills the list's filter keeps, oldest cycle
 * first, read a batch at a time by keyset (cycle number, id) and stringified as they come
 * (kernel/csv.ts), so memory stays flat whatever the number of bills.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { BILL_COLUMNS, type BillRow, payeeOf } from '../../kernel/bill-columns.ts';
import { batchedRows, csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { withStatuses } from '../../kernel/paging.ts';
import { billsReadableBy, type Scope } from '../../kernel/scope.ts';
import { type BillFilter, billFilterParts } from './bill-filter.ts';
import { billRows } from './bills.ts';
import { BILL_STATUS_LABELS } from './labels.ts';

/** A bill's columns in the bills' and invoices' CSVs (an invoice is listed with its bill's). */
export const BILL_CSV_COLUMNS = ['Ciclo', 'Status', 'Favorecido', 'Empresa', 'CNPJ', 'Valor (R$)'] as const;

export const BILLS_CSV_HEADER = [...BILL_CSV_COLUMNS, 'Atualizado em'] as const;

/** BILL_CSV_COLUMNS' cells of a joined bill row: the status in words, the CNPJ formatted. */
export const billCells = (
  row: Omit<BillRow, 'id' | 'status_message' | 'error_message' | 'updated_at' | 'invoice_check'>,
) => [
  String(row.cycle_number),
  BILL_STATUS_LABELS[row.status],
  payeeOf(row).name,
  row.producer_name,
  formatCnpj(row.producer_cnpj),
  csvMoney(row.value_cents),
];

async function billCsvRows(db: Db, scope: Scope, filter: BillFilter): Promise<AsyncGenerator<BillRow>> {
  const parts = [billsReadableBy(scope), ...(await billFilterParts(db, filter))];
  const condition = withStatuses(sql<boolean>`(${sql.join(parts, sql` and `)})`, 'bills', filter.statuses);
  return batchedRows<BillRow>(async (after, limit) => {
    let query = billRows(db, condition).select(BILL_COLUMNS);
    if (after) {
      const { cycle_number: number, id } = after;
      query = query.where(sql<boolean>`(cycle.number, bills.id) > (${number}, ${id}::uuid)`);
    }
    return query.orderBy('cycle.number').orderBy('bills.id').limit(limit).execute();
  });
}

const record = (row: BillRow): string[] => [...billCells(row), csvDate(row.updated_at)];

/** The file; the filter's lookups (search, period) run before the first byte, so a 400 is still possible. */
export const billsCsvStream = async (db: Db, scope: Scope, filter: BillFilter): Promise<Stringifier> =>
  csvStream(BILLS_CSV_HEADER, await billCsvRows(db, scope, filter), record);
