/**
 * The Notas Fiscais list (docs/product.md §6: the list query and "GET invoices"): every invoice
 * newest first with its bill, payee and producer, scoped by role (docs/upstream-contract/finance.md,
 * "Notas Fiscais"). The unfiltered total comes from `invoice_totals` (migration 0006), a search
 * counts its matches up to SEARCH_COUNT_LIMIT.
 */

import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BillStatus, InvoiceSource } from '../../db/finance-types.ts';
import { type BillHeadJson, JOINED_BILL_COLUMNS, payeeOf } from '../../kernel/bill-columns.ts';
import { forbidden } from '../../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { anyOf } from '../../kernel/scope.ts';
import { isUuid, type Viewer } from '../../kernel/viewer.ts';
import { billSearchCondition } from './bill-filter.ts';
import { billRows } from './bills.ts';

/** Only the index-served order (invoices (created_at, id)); value or cycle orders would sort all. */
export const INVOICE_ORDER_KEYS = ['created_at'] as const;
export type InvoiceOrderKey = (typeof INVOICE_ORDER_KEYS)[number];

/** Longest `search` accepted (a name, a CNPJ or a cycle number fit easily). */
export const INVOICE_SEARCH_MAX = 100;
/** A search counts at most this many matches: its total is exact up to here, then this. */
export const SEARCH_COUNT_LIMIT = 1000;

/** Whose invoices: holding every one, a branch its unit's, a producer its producers'. */
export type InvoiceScope =
  | { kind: 'all' }
  | { kind: 'unit'; unitId: string }
  | { kind: 'producer'; producerIds: string[] };

export interface InvoiceJson {
  id: string;
  /** The bill's current status (an invoice has none of its own). */
  status: BillStatus;
  source: InvoiceSource;
  created_at: string;
  bill: { id: string; cycle: { id: string; number: number }; value: number; status: BillStatus };
  payee: BillHeadJson['payee'];
  producer: { id: string; name: string; cnpj: string };
  /** The stored PDF (GET invoices/{id}/pdf), or null when its file is empty. */
  pdf: { size: number } | null;
}

/** docs/product.md §6 "Notas Fiscais: holding, branch, producer"; anyone else gets 403. */
export async function invoiceScopeOf(db: Db, viewer: Viewer): Promise<InvoiceScope> {
  if (viewer.roles.includes('isHolding')) return { kind: 'all' };
  const unit = viewer.organisationId;
  if (viewer.roles.includes('isBranch') && unit) return { kind: 'unit', unitId: unit };
  if (viewer.roles.includes('isProducer') && unit) {
    const rows = await db.selectFrom('producers').select('id').where('organisation_id', '=', unit).execute();
    return { kind: 'producer', producerIds: rows.map((row) => row.id) };
  }
  throw forbidden();
}

/** The kept-totals keys of a scope (migration 0006). */
const totalKeys = (scope: InvoiceScope): string[] =>
  scope.kind === 'all'
    ? ['all']
    : scope.kind === 'unit'
      ? [`unit:${scope.unitId}`]
      : scope.producerIds.map((id) => `producer:${id}`);

/** Bills (alias `bills`) whose invoices the scope reads. */
function billsInScope(scope: InvoiceScope): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  if (scope.kind === 'unit') return sql<boolean>`(bills.side = 'branch' and bills.unit_id = ${scope.unitId})`;
  return anyOf(scope.producerIds.map((id) => sql`bills.producer_id = ${id}`));
}

export interface InvoiceFilter {
  statuses: readonly BillStatus[];
  /** Trimmed; empty for none. */
  search: string;
  /** Invoices sent from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

/** The scope's invoices the filter keeps, as a condition on `invoices` and `bills`. */
export async function invoiceCondition(
  db: Db,
  scope: InvoiceScope,
  filter: InvoiceFilter,
): Promise<RawBuilder<boolean>> {
  const parts = [billsInScope(scope)];
  // The invoice's copy of its bill's status (migration 0006): the status index serves the page.
  if (filter.statuses.length > 0) parts.push(sql`invoices.bill_status in (${sql.join(filter.statuses)})`);
  if (filter.search !== '') parts.push(await billSearchCondition(db, filter.search));
  if (filter.from) parts.push(sql<boolean>`invoices.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql<boolean>`invoices.created_at < ${filter.to}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** Invoices with their bill and its cycle, producer and payee joined (bills.ts, billRows). */
export const invoiceRows = (db: Db, condition: RawBuilder<boolean>) =>
  billRows(db, condition).innerJoin('invoices', 'invoices.bill_id', 'bills.id');

/** The total: kept totals without a search or period, a bounded count with one. */
async function countInvoices(
  db: Db,
  scope: InvoiceScope,
  filter: InvoiceFilter,
  condition: RawBuilder<boolean>,
) {
  if (filter.search === '' && !filter.from && !filter.to) {
    const keys = totalKeys(scope);
    if (keys.length === 0) return 0;
    let query = db
      .selectFrom('invoice_totals')
      .select(sql<string>`coalesce(sum(invoices), 0)`.as('n'))
      .where('scope', 'in', keys);
    if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
    return toInt((await query.executeTakeFirstOrThrow()).n);
  }
  const { rows } = await sql<{ n: string }>`select count(*) as n from (
    select 1 from invoices join bills on bills.id = invoices.bill_id where ${condition}
    limit ${SEARCH_COUNT_LIMIT}) as matches`.execute(db);
  return toInt(rows[0]?.n);
}

export async function listInvoices(
  db: Db,
  scope: InvoiceScope,
  request: PageRequest<InvoiceOrderKey>,
  filter: InvoiceFilter,
): Promise<Page<InvoiceJson>> {
  const condition = await invoiceCondition(db, scope, filter);
  const [total, rows] = await Promise.all([
    countInvoices(db, scope, filter, condition),
    invoiceRows(db, condition)
      .select([
        'invoices.id',
        'invoices.source',
        'invoices.created_at',
        sql<number>`octet_length(invoices.pdf)`.as('size'),
        'bills.id as bill_id',
        'bills.status',
        'bills.value_cents',
        ...JOINED_BILL_COLUMNS,
      ])
      .orderBy('invoices.created_at', request.order)
      .orderBy('invoices.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
  ]);
  const items = rows.map(
    (row): InvoiceJson => ({
      id: row.id,
      status: row.status,
      source: row.source,
      created_at: row.created_at.toISOString(),
      bill: {
        id: row.bill_id,
        cycle: { id: row.cycle_id, number: row.cycle_number },
        value: row.value_cents,
        status: row.status,
      },
      payee: payeeOf(row),
      producer: { id: row.producer_id, name: row.producer_name, cnpj: row.producer_cnpj },
      pdf: toInt(row.size) > 0 ? { size: toInt(row.size) } : null,
    }),
  );
  return { items, totalRows: total, page: request.page, pageSize: request.pageSize };
}

/** One invoice's PDF and cycle if the scope reads it, else null (ids that are not uuids: null). */
export async function invoicePdfInScope(db: Db, scope: InvoiceScope, id: string) {
  if (!isUuid(id)) return null;
  const row = await invoiceRows(db, billsInScope(scope))
    .select(['invoices.pdf', 'invoices.media_type', 'cycle.number'])
    .where('invoices.id', '=', id)
    .executeTakeFirst();
  return row ? { pdf: Buffer.from(row.pdf), mediaType: row.media_type, cycle: row.number } : null;
}
