/**
 * Gerenciador de Unidades' list (docs/product/network.md): the network's organisations (units,
 * agencies, the holding) by name, a page at a time under the toolbar (a piece of the name or the
 * CNPJ's start, the registration period), and the same rows as a streamed CSV.
 */
import { formatCnpj } from '@portal/schema/documents/cnpj';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { holdsPiece } from './eds.ts';
import { type SummaryRow, summaryJson, summaryQuery, type UnitSummaryJson } from './units.ts';

export const UNIT_ORDER_KEYS = ['name'] as const;
/** Longest search accepted (after trimming). */
export const UNIT_SEARCH_MAX = 100;

export interface UnitFilter {
  /** Trimmed, non-empty; null for no search. */
  search: string | null;
  /** Registered from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

/**
 * The toolbar's conditions on `organisations`: the search is a piece of the name (case and accents
 * ignored) or the start of the CNPJ in any mask. Some thousands of rows at most: no index needed.
 */
export function unitMatching(filter: UnitFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.search !== null) {
    const name = holdsPiece(sql.ref('organisations.name'), filter.search);
    const cnpj = filter.search.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    parts.push(cnpj === '' ? name : sql`(${name} or organisations.cnpj like ${`${cnpj}%`})`);
  }
  if (filter.from) parts.push(sql`organisations.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`organisations.created_at < ${filter.to}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export async function countUnits(db: Db, filter: UnitFilter): Promise<number> {
  const count = await db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(unitMatching(filter))
    .executeTakeFirstOrThrow();
  return toInt(count.n);
}

/** One page of the organisations under `filter`, by name then id (stable paging). */
export async function listUnits(
  db: Db,
  request: PageRequest<(typeof UNIT_ORDER_KEYS)[number]>,
  filter: UnitFilter,
): Promise<Page<UnitSummaryJson>> {
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where(unitMatching(filter))
      .orderBy('name', request.order)
      .orderBy('id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    countUnits(db, filter),
  ]);
  return { items: rows.map(summaryJson), totalRows: count, page: request.page, pageSize: request.pageSize };
}

export const UNITS_CSV_HEADER = ['Nome', 'Tipo', 'CNPJ', 'EDs', 'Cadastro'] as const;

/** docs/product.md §3: the holding's organisation reads 'Holding'. */
const kindText = (row: SummaryRow) => (row.holding ? 'Holding' : row.agenciador ? 'Agência' : 'Unidade');

type CsvRow = SummaryRow & { created_at: Date };

const csvRows = (db: Db, filter: UnitFilter) =>
  batchedRows<CsvRow>((after, limit) =>
    summaryQuery(db)
      .select('created_at')
      .where(unitMatching(filter))
      .$if(after !== null, (qb) =>
        after
          ? qb.where(
              sql<boolean>`(organisations.name, organisations.id) > (${after.name}, ${after.id}::uuid)`,
            )
          : qb,
      )
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute(),
  );

/** The CSV of the organisations under `filter`, by name, as a stream of UTF-8 text with a BOM. */
export const unitsCsv = (db: Db, filter: UnitFilter) =>
  csvStream(UNITS_CSV_HEADER, csvRows(db, filter), (row) => [
    row.name,
    kindText(row),
    row.cnpj ? formatCnpj(row.cnpj) : '',
    String(toInt(row.ed_count)),
    csvDate(row.created_at),
  ]);
