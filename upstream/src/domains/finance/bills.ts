/** Bills (payments): the list, one bill, open bills and the summary by status (contract "Bill"). */
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { BILL_STATUSES, type BillStatus, type InvoiceSource } from '../../db/finance-types.ts';
import { BILL_COLUMNS, type BillHeadJson, toBillHead } from '../../kernel/bill-columns.ts';
import { type Page, type PageRequest, toInt, withStatuses } from '../../kernel/paging.ts';
import { billsReadableBy, type Scope } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { type BillFilter, billFilterParts, NO_BILL_FILTER, searchesOrPeriod } from './bill-filter.ts';

export const PAYMENT_ORDER_KEYS = ['cycle.number', 'value', 'status', 'producer.name', 'updated_at'] as const;
export type PaymentOrderKey = (typeof PAYMENT_ORDER_KEYS)[number];

export const OPEN_PAYMENT_STATUSES: readonly BillStatus[] = ['Open', 'Error'];
export const OPEN_PAYMENTS_PAGE_SIZE = 100;

/** The bill's head (kernel/bill-columns.ts) with its entries and latest invoice. */
export interface BillJson extends BillHeadJson {
  entries: { product: { id: string; name: string }; value: number }[];
  invoice: { id: string; source: InvoiceSource; size: number; created_at: string } | null;
}

/** Bills with their cycle, producer and payee (user or unit) joined, where `condition` holds. */
export function billRows(db: Db, condition: RawBuilder<boolean>) {
  return db
    .selectFrom('bills')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .innerJoin('producers', 'producers.id', 'bills.producer_id')
    .leftJoin('users as payee_user', 'payee_user.id', 'bills.user_id')
    .leftJoin('organisations as payee_unit', 'payee_unit.id', 'bills.unit_id')
    .where(condition);
}

type BillQuery = ReturnType<typeof billRows>;

/** Entries and the latest invoice of each bill, fetched in two queries for the whole page. */
async function attachDetails(db: Db, bills: BillHeadJson[]): Promise<BillJson[]> {
  const ids = bills.map((bill) => bill.id);
  if (ids.length === 0) return [];
  const [entries, invoices] = await Promise.all([
    db
      .selectFrom('bill_entries')
      .innerJoin('products', 'products.id', 'bill_entries.product_id')
      .select(['bill_entries.bill_id', 'bill_entries.value_cents', 'products.id', 'products.name'])
      .where('bill_entries.bill_id', 'in', ids)
      .orderBy('products.name_key')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('invoices')
      .distinctOn('invoices.bill_id')
      .select(['id', 'bill_id', 'source', 'created_at', sql<number>`octet_length(pdf)`.as('size')])
      .where('bill_id', 'in', ids)
      .orderBy('bill_id')
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return bills.map((bill) => {
    const invoice = invoices.find((row) => row.bill_id === bill.id);
    return {
      ...bill,
      entries: entries
        .filter((row) => row.bill_id === bill.id)
        .map((row) => ({ product: { id: row.id, name: row.name }, value: row.value_cents })),
      invoice: invoice
        ? {
            id: invoice.id,
            source: invoice.source,
            size: toInt(invoice.size),
            created_at: invoice.created_at.toISOString(),
          }
        : null,
    };
  });
}

async function selectBills(
  db: Db,
  query: BillQuery,
  order: { column: Expression<unknown>; direction: 'asc' | 'desc' },
  limits: { limit: number; offset: number },
): Promise<BillJson[]> {
  const rows = await query
    .select(BILL_COLUMNS)
    .orderBy(order.column, order.direction)
    .orderBy('bills.id', order.direction)
    .limit(limits.limit)
    .offset(limits.offset)
    .execute();
  return attachDetails(db, rows.map(toBillHead));
}

const ORDER_COLUMNS: Record<PaymentOrderKey, Expression<unknown>> = {
  'cycle.number': sql.ref('cycle.number'),
  value: sql.ref('bills.value_cents'),
  status: sql.ref('bills.status'),
  'producer.name': sql.ref('producers.name_key'),
  updated_at: sql.ref('bills.updated_at'),
};

export async function listBills(
  db: Db,
  scope: Scope,
  request: PageRequest<PaymentOrderKey>,
  filter: BillFilter = NO_BILL_FILTER,
): Promise<Page<BillJson>> {
  const { statuses } = filter;
  const parts = [billsReadableBy(scope), ...(await billFilterParts(db, filter))];
  const condition = withStatuses(sql<boolean>`(${sql.join(parts, sql` and `)})`, 'bills', statuses);
  const query = billRows(db, condition);
  // The kept per-status totals count every bill; a search or a period counts its own rows.
  const counted = await (scope.readsAllBills && !searchesOrPeriod(filter)
    ? countAllBills(db, statuses)
    : countBills(db, condition));
  const order = { column: ORDER_COLUMNS[request.orderBy], direction: request.order };
  const limits = { limit: request.pageSize, offset: request.page * request.pageSize };
  let items: BillJson[];
  if (scope.readsAllBills && request.orderBy === 'cycle.number') {
    const ids = await pageIdsByCycle(db, condition, order.direction, limits);
    items =
      ids.length === 0
        ? []
        : await selectBills(db, query.where('bills.id', 'in', ids), order, { limit: ids.length, offset: 0 });
  } else {
    items = await selectBills(db, query, order, limits);
  }
  return { items, totalRows: toInt(counted.n), page: request.page, pageSize: request.pageSize };
}

/**
 * Counted without the joins: the inner ones are on non-null foreign keys and the outer ones cannot
 * add rows (primary keys), so the count is the same without visiting cycles and payees.
 */
const countBills = (db: Db, condition: RawBuilder<boolean>) =>
  db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(condition)
    .executeTakeFirstOrThrow();

/** Every bill (with these statuses): the per-status totals the triggers of migration 0003 keep. */
function countAllBills(db: Db, statuses: readonly BillStatus[]) {
  let query = db.selectFrom('bill_status_totals').select(sql<string>`coalesce(sum(bills), 0)`.as('n'));
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  return query.executeTakeFirstOrThrow();
}

/**
 * The ids of one page of every bill (holding, admin) in cycle-number order: each cycle gives at
 * most the rows up to the page's end from the bills (cycle, id) index, so a page reads a few rows
 * per cycle instead of sorting every bill by its cycle's number.
 */
async function pageIdsByCycle(
  db: Db,
  condition: RawBuilder<boolean>,
  direction: 'asc' | 'desc',
  limits: { limit: number; offset: number },
): Promise<string[]> {
  const dir = sql.raw(direction);
  const { rows } = await sql<{ id: string }>`select page.id from commercial_cycles as cycle
    cross join lateral (select bills.id from bills where bills.cycle_id = cycle.id and ${condition}
      order by bills.id ${dir} limit ${limits.offset + limits.limit}) as page
    order by cycle.number ${dir}, page.id ${dir} limit ${limits.limit} offset ${limits.offset}`.execute(db);
  return rows.map((row) => row.id);
}

/** One bill the condition allows (readable or owned), or null: ids that are not uuids name nothing. */
export async function findBill(db: Db, id: string, condition: RawBuilder<boolean>): Promise<BillJson | null> {
  if (!isUuid(id)) return null;
  const [bill] = await selectBills(
    db,
    billRows(db, condition).where('bills.id', '=', id),
    { column: sql.ref('bills.id'), direction: 'asc' },
    { limit: 1, offset: 0 },
  );
  return bill ?? null;
}

/** Which of `ids` name bills the condition allows, in the order given; non-uuids name nothing. */
export async function readableBillIds(
  db: Db,
  ids: readonly string[],
  condition: RawBuilder<boolean>,
): Promise<string[]> {
  const candidates = ids.filter(isUuid);
  if (candidates.length === 0) return [];
  const rows = await db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.id', 'in', candidates)
    .where(condition)
    .execute();
  const readable = new Set(rows.map((row) => row.id));
  return candidates.filter((id) => readable.has(id));
}

export interface BillsSummary {
  paid: number;
  awaitingInvoice: number;
  processing: number;
  byStatus: { status: BillStatus; count: number; value: number }[];
}

export async function billsSummary(db: Db, scope: Scope): Promise<BillsSummary> {
  // Every bill (holding, admin): the per-status totals kept by the triggers of migration 0003.
  const rows = scope.readsAllBills
    ? await db
        .selectFrom('bill_status_totals')
        .select(['status', 'bills as count', 'value_cents as value'])
        .execute()
    : await db
        .selectFrom('bills')
        .select((eb) => [
          'bills.status',
          eb.fn.countAll<string>().as('count'),
          eb.fn.sum<string>('bills.value_cents').as('value'),
        ])
        .where(billsReadableBy(scope))
        .groupBy('bills.status')
        .execute();
  const byStatus = BILL_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: toInt(row?.count), value: toInt(row?.value) };
  });
  const sum = (statuses: readonly BillStatus[]) =>
    byStatus.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.value, 0);
  return {
    paid: sum(['Paid']),
    awaitingInvoice: sum(['Open', 'Error']),
    processing: sum(['Processing', 'Ready', 'Enqueued']),
    byStatus,
  };
}
