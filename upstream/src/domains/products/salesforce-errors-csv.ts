/**
 * Erros do Salesforce as CSV (docs/product.md §10.2; docs/upstream-contract/products.md "Salesforce:
 * campaigns poll and errors"): the rows the list's filter keeps, newest first as the list, read
 * CSV_BATCH rows at a time by keyset (occurred_at, id) and stringified as they come (kernel/csv.ts).
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SalesforceErrorType } from '../../db/salesforce-types.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { toInt } from '../../kernel/paging.ts';
import {
  type SalesforceErrorQuery,
  salesforceErrorColumns,
  salesforceErrorRows,
} from './salesforce-errors.ts';

type Filter = Omit<SalesforceErrorQuery, 'page' | 'pageSize'>;

export const SALESFORCE_ERRORS_CSV_HEADER = [
  'Quando',
  'Tipo',
  'Referência',
  'Mensagem',
  'Produto',
  'Situação',
  'Resolvido em',
] as const;

/** The types as the screen names them (web SalesforcePanel's SALESFORCE_TYPE_LABEL). */
const TYPE_TEXT: Record<SalesforceErrorType, string> = {
  CAMPAIGN: 'Campanha',
  SALE: 'Venda',
  PRODUCT: 'Produto',
};

function batch(db: Db, filter: Filter, after: { occurred_at: Date; id: string } | null, limit: number) {
  return salesforceErrorColumns(db, filter)
    .$if(after !== null, (qb) =>
      after ? qb.where(sql<boolean>`(e.occurred_at, e.id) < (${after.occurred_at}, ${after.id}::uuid)`) : qb,
    )
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** The file: every match, uncapped (the list's count stops at SEARCH_COUNT_CAP, a file does not). */
export function salesforceErrorsCsv(db: Db, filter: Filter): Stringifier {
  const rows = batchedRows<Awaited<ReturnType<typeof batch>>[number]>((after, limit) =>
    batch(db, filter, after, limit),
  );
  return csvStream(SALESFORCE_ERRORS_CSV_HEADER, rows, (row) => [
    csvDate(new Date(row.occurred_at)),
    TYPE_TEXT[row.type],
    row.reference,
    row.message,
    row.product_name ?? '',
    row.resolved_at ? 'Resolvido' : 'Pendente',
    row.resolved_at ? csvDate(new Date(row.resolved_at)) : '',
  ]);
}

/** How many rows the file holds (announced first, for the download's progress). */
export async function countSalesforceErrors(db: Db, filter: Filter): Promise<number> {
  const row = await salesforceErrorRows(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}
