/**
 * Todas as vendas as CSV (docs/product.md §5.2): the scope's sales the list's filter keeps, with the
 * scope's own commission on each, oldest first, read a batch of rows at a time by keyset
 * (payment_date, id) and stringified as they come (kernel/csv.ts), so memory stays flat.
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import { batchedRows, csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { toInt } from '../../kernel/paging.ts';
import { filteredSales, type SaleFilter } from '../../kernel/sale-filter.ts';
import { type Scope, salesOf } from '../../kernel/scope.ts';
import { scopeCommission } from './sales.ts';

export const SELLS_CSV_HEADER = [
  'Data',
  'Produto',
  'Cliente',
  'ID do pagamento',
  'Status',
  'Parcelas',
  'Valor (R$)',
  'Comissão (R$)',
  'Ciclo',
] as const;

/** The statuses as Todas as vendas shows them (web lib/status.ts). */
const STATUS_TEXT: Record<SaleStatus, string> = {
  APPROVED: 'Aprovada',
  REFUNDED: 'Estornada',
  CANCELED: 'Cancelada',
};

interface SellCsvRow {
  id: string;
  payment_date: Date;
  product_name: string;
  customer_name: string;
  payment_id: string;
  status: SaleStatus;
  installments: number;
  value_cents: number;
  commission: string;
  cycle_number: number;
}

function sellRows(db: Db, scope: Scope, filter: SaleFilter): AsyncGenerator<SellCsvRow> {
  const condition = filteredSales(salesOf(scope.accounts), filter);
  return batchedRows<SellCsvRow>(async (after, limit) => {
    let query = db
      .selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .innerJoin('commercial_cycles as cycle', 'cycle.id', 'sales.cycle_id')
      .select([
        'sales.id',
        'sales.payment_date',
        'products.name as product_name',
        'sales.customer_name',
        'sales.payment_id',
        'sales.status',
        'sales.installments',
        'sales.value_cents',
        'cycle.number as cycle_number',
      ])
      .select(scopeCommission(scope).as('commission'))
      .where(condition);
    if (after) {
      const { payment_date: date, id } = after;
      query = query.where(sql<boolean>`(sales.payment_date, sales.id) > (${date}, ${id}::uuid)`);
    }
    const rows = await query.orderBy('sales.payment_date').orderBy('sales.id').limit(limit).execute();
    return rows.map((row) => ({ ...row, payment_date: new Date(row.payment_date) }));
  });
}

const record = (row: SellCsvRow): string[] => [
  csvDate(row.payment_date),
  row.product_name,
  row.customer_name,
  row.payment_id,
  STATUS_TEXT[row.status],
  String(row.installments),
  csvMoney(row.value_cents),
  csvMoney(toInt(row.commission)),
  String(row.cycle_number),
];

export const sellsCsvStream = (db: Db, scope: Scope, filter: SaleFilter): Stringifier =>
  csvStream(SELLS_CSV_HEADER, sellRows(db, scope, filter), record);
