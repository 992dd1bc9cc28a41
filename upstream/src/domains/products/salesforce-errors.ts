/**
 * Salesforce errors (docs/upstream-contract/products.md "Salesforce: campaigns poll and errors"): what the
 * campaign poll could not apply and the sales that could not be sent to the CRM. Holding and admin
 * read them (Acompanhamento de vendas); nobody edits them by hand: a later poll that applies the
 * campaign resolves its error.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SalesforceErrorType } from '../../db/salesforce-types.ts';
import { type Page, toInt } from '../../kernel/paging.ts';

/** 'YYYY-MM-DD' as pt-BR 'DD/MM/YYYY'; anything else as sent (it is what was wrong). */
const ptDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day);

/** CAMPAIGN reasons follow `Campanha "{name}": `, so they start in lower case. */
export const SALESFORCE_ERROR_MESSAGES = {
  unknownCode: (code: string) => `nenhum produto tem o código Salesforce ${code}.`,
  noCode: 'sem código de produto.',
  invalidDates: (start: string, end: string) => `datas inválidas: início ${ptDay(start)}, fim ${ptDay(end)}.`,
  ended: (end: string) => `encerrada em ${ptDay(end)}.`,
  inactive: (code: string) => `O produto do código ${code} está inativo.`,
  duplicateCode: (code: string, count: number) => `O código Salesforce ${code} está em ${count} produtos.`,
  saleWithoutCode: 'Venda não enviada ao Salesforce: o produto não tem código Salesforce.',
} as const;

export interface NewSalesforceError {
  type: SalesforceErrorType;
  reference: string;
  message: string;
  productId?: string | null;
}

/**
 * Records errors, keeping one open row per type and reference: an error seen again refreshes its
 * message and product, never adds a copy (the poll is idempotent, and so is its error list).
 */
export async function recordSalesforceErrors(db: Db, errors: readonly NewSalesforceError[]): Promise<void> {
  if (errors.length === 0) return;
  await db
    .insertInto('salesforce_errors')
    .values(
      errors.map((error) => ({
        type: error.type,
        reference: error.reference,
        message: error.message,
        product_id: error.productId ?? null,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['type', 'reference'])
        .where('resolved_at', 'is', null)
        .doUpdateSet((eb) => ({
          message: eb.ref('excluded.message'),
          product_id: eb.ref('excluded.product_id'),
        })),
    )
    .execute();
}

export interface SalesforceErrorJson {
  id: string;
  type: SalesforceErrorType;
  reference: string;
  message: string;
  product_id: string | null;
  product_name: string | null;
  occurred_at: string;
  resolved: boolean;
  resolved_at: string | null;
}

export interface SalesforceErrorPage extends Page<SalesforceErrorJson> {
  /** More rows match than totalRows says (a search counts up to SEARCH_COUNT_CAP). */
  totalCapped: boolean;
}

export interface SalesforceErrorQuery {
  page: number;
  pageSize: number;
  /** A piece of the reference or the message, any case. */
  search: string | null;
  type: SalesforceErrorType | null;
  /** When it occurred: [from, to) instants of whole Fortaleza days (kernel/params.ts dayPeriod). */
  from?: Date;
  to?: Date;
}

/** The list's filter (its CSV's too, salesforce-errors-csv.ts) over `salesforce_errors as e`. */
export function salesforceErrorRows(db: Db, query: Omit<SalesforceErrorQuery, 'page' | 'pageSize'>) {
  let base = db.selectFrom('salesforce_errors as e');
  if (query.type) base = base.where('e.type', '=', query.type);
  if (query.from) base = base.where('e.occurred_at', '>=', query.from);
  if (query.to) base = base.where('e.occurred_at', '<', query.to);
  if (query.search) {
    const escaped = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where(sql<boolean>`e.search_key like '%' || fold_name(${escaped}) || '%'`);
  }
  return base;
}

/** The filtered rows with what the list and the CSV show of each, the product's name joined. */
export const salesforceErrorColumns = (db: Db, query: Omit<SalesforceErrorQuery, 'page' | 'pageSize'>) =>
  salesforceErrorRows(db, query)
    .leftJoin('products as p', 'p.id', 'e.product_id')
    .select([
      'e.id',
      'e.type',
      'e.reference',
      'e.message',
      'e.product_id',
      'p.name as product_name',
      'e.occurred_at',
      'e.resolved_at',
    ]);

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Without a search, the trigger-kept totals answer the count: constant whatever the table's size. */
function countByType(db: Db, type: SalesforceErrorType | null) {
  let totals = db.selectFrom('salesforce_error_totals').select(sql<string>`coalesce(sum(errors), 0)`.as('n'));
  if (type) totals = totals.where('type', '=', type);
  return totals.executeTakeFirst();
}

/**
 * A search counts its matches up to this many: past it the page says "mais de 10000" instead of
 * rechecking every match (a word in nearly every message is 120 000 rows at the benchmark's size,
 * docs/performance.md "Salesforce errors"); the newest-first pages are read all the same.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Newest first; the search is a piece of the reference or message, case and accents folded. */
export async function listSalesforceErrors(
  db: Db,
  query: SalesforceErrorQuery,
): Promise<SalesforceErrorPage> {
  const base = salesforceErrorRows(db, query);
  // Only a search or a period needs rows counted; a type alone reads the trigger-kept totals.
  const counted = query.search !== null || query.from !== undefined || query.to !== undefined;
  const [rows, total] = await Promise.all([
    salesforceErrorColumns(db, query)
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(query.pageSize)
      .offset(query.page * query.pageSize)
      .execute(),
    // A search's or a period's matches, counted up to one past the cap.
    counted
      ? db
          .selectFrom(
            base
              .select(sql<number>`1`.as('one'))
              .limit(SEARCH_COUNT_CAP + 1)
              .as('m'),
          )
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      : countByType(db, query.type),
  ]);
  const matches = toInt(total?.n);
  const capped = counted && matches > SEARCH_COUNT_CAP;
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      reference: row.reference,
      message: row.message,
      product_id: row.product_id,
      product_name: row.product_name,
      occurred_at: new Date(row.occurred_at).toISOString(),
      resolved: row.resolved_at !== null,
      resolved_at: iso(row.resolved_at),
    })),
    totalRows: capped ? SEARCH_COUNT_CAP : matches,
    totalCapped: capped,
    page: query.page,
    pageSize: query.pageSize,
  };
}
