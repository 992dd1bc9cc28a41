/**
 * Todas as comissões as CSV (docs/product.md §5.2): the scope's commissions the list's filter keeps,
 * oldest first, read a batch at a time by keyset (date, id) and stringified as they come
 * (kernel/csv.ts), so memory stays flat. Debits are negative, as the list shows them.
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CommissionStatus, CommissionType } from '../../db/finance-types.ts';
import { batchedRows, csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { toInt } from '../../kernel/paging.ts';
import type { Scope } from '../../kernel/scope.ts';
import { type CommissionFilter, commissionCondition, commissionRows, signedValue } from './commissions.ts';
import { COMMISSION_STATUS_LABELS, COMMISSION_TYPE_LABELS } from './labels.ts';

export const COMMISSIONS_CSV_HEADER = [
  'Data',
  'Produto',
  'ID do pagamento',
  'Parcela',
  'Tipo',
  'Status',
  'Valor (R$)',
  'Ciclo',
] as const;

interface CommissionCsvRow {
  id: string;
  date: Date;
  product_name: string;
  payment_id: string;
  installment: number | null;
  installments: number;
  type: CommissionType;
  status: CommissionStatus;
  value: string | number;
  cycle_number: number;
}

async function commissionCsvRows(
  db: Db,
  scope: Scope,
  filter: CommissionFilter,
): Promise<AsyncGenerator<CommissionCsvRow>> {
  const condition = await commissionCondition(db, scope, filter);
  return batchedRows<CommissionCsvRow>(async (after, limit) => {
    let query = commissionRows(db)
      .select([
        'commissions.id',
        'commissions.date',
        'products.name as product_name',
        'sales.payment_id',
        'commissions.installment',
        'sales.installments',
        'commissions.type',
        'commissions.status',
        'cycle.number as cycle_number',
      ])
      .select(signedValue.as('value'))
      .where(condition);
    if (after) {
      const { date, id } = after;
      query = query.where(sql<boolean>`(commissions.date, commissions.id) > (${date}, ${id}::uuid)`);
    }
    const rows = await query.orderBy('commissions.date').orderBy('commissions.id').limit(limit).execute();
    return rows.map((row) => ({ ...row, date: new Date(row.date) }));
  });
}

const record = (row: CommissionCsvRow): string[] => [
  csvDate(row.date),
  row.product_name,
  row.payment_id,
  row.installment === null ? '' : `${row.installment}/${row.installments}`,
  COMMISSION_TYPE_LABELS[row.type],
  COMMISSION_STATUS_LABELS[row.status],
  csvMoney(toInt(row.value)),
  String(row.cycle_number),
];

/** The file; the search's product lookup runs before the first byte. */
export const commissionsCsvStream = async (
  db: Db,
  scope: Scope,
  filter: CommissionFilter,
): Promise<Stringifier> =>
  csvStream(COMMISSIONS_CSV_HEADER, await commissionCsvRows(db, scope, filter), record);
