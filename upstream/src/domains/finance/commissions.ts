/** Commission rows of a scope: the balance, the paginated list and the rows a bill pays. */
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CommissionStatus, CommissionType } from '../../db/finance-types.ts';
import { type Page, type PageRequest, toInt, withStatuses } from '../../kernel/paging.ts';
import { foldedContains } from '../../kernel/sale-filter.ts';
import { ownedBy, type Scope } from '../../kernel/scope.ts';
import { type ProductJson, productJson } from './products.ts';

export const COMMISSION_ORDER_KEYS = ['date', 'value', 'status', 'product.name', 'installment'] as const;
export type CommissionOrderKey = (typeof COMMISSION_ORDER_KEYS)[number];

export interface CommissionJson {
  id: string;
  status: CommissionStatus;
  type: CommissionType;
  product: ProductJson;
  payment: { id: string; installments: number };
  installment: number | null;
  /** Signed: debits are negative. */
  value: number;
  date: string;
  cycle: { id: string; number: number };
  bill_id: string | null;
}

/** Debits subtract everywhere money is added up, so the stored (positive) value gets its sign here. */
export const signedValue = sql<number>`case when commissions.type = 'Debit' then -commissions.value_cents else commissions.value_cents end`;

const PENDING: readonly CommissionStatus[] = ['Held', 'Ready', 'Processing'];

export async function commissionBalance(db: Db, scope: Scope): Promise<{ pending: number; earned: number }> {
  if (scope.accounts.length === 0) return { pending: 0, earned: 0 };
  const row = await db
    .selectFrom('commissions')
    .select([
      sql<string>`coalesce(sum(${signedValue}) filter (where commissions.status in (${sql.join(PENDING)})), 0)`.as(
        'pending',
      ),
      sql<string>`coalesce(sum(${signedValue}) filter (where commissions.status = 'Executed'), 0)`.as(
        'earned',
      ),
    ])
    .where(ownedBy(scope.accounts, 'commissions'))
    // Only the rows either sum counts: the account's status index then skips the rest unread.
    .where('commissions.status', 'in', [...PENDING, 'Executed'])
    .executeTakeFirstOrThrow();
  return { pending: toInt(row.pending), earned: toInt(row.earned) };
}

export function commissionRows(db: Db) {
  return db
    .selectFrom('commissions')
    .innerJoin('sales', 'sales.id', 'commissions.sale_id')
    .innerJoin('products', 'products.id', 'sales.product_id')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'commissions.cycle_id');
}

type CommissionQuery = ReturnType<typeof commissionRows>;

async function selectCommissions(
  query: CommissionQuery,
  order: { column: Expression<unknown>; direction: 'asc' | 'desc' },
  limits?: { limit: number; offset: number },
): Promise<CommissionJson[]> {
  let selected = query
    .select([
      'commissions.id',
      'commissions.status',
      'commissions.type',
      'commissions.installment',
      'commissions.date',
      'commissions.bill_id',
      'sales.payment_id',
      'sales.installments',
      'products.id as product_id',
      'products.name as product_name',
      'cycle.id as cycle_id',
      'cycle.number as cycle_number',
    ])
    .select(signedValue.as('value'))
    .orderBy(order.column, order.direction)
    .orderBy('commissions.id', order.direction);
  if (limits) selected = selected.limit(limits.limit).offset(limits.offset);
  const rows = await selected.execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    type: row.type,
    product: productJson(row.product_id, row.product_name),
    payment: { id: row.payment_id, installments: row.installments },
    installment: row.installment,
    value: toInt(row.value),
    date: row.date.toISOString(),
    cycle: { id: row.cycle_id, number: row.cycle_number },
    bill_id: row.bill_id,
  }));
}

export interface CommissionFilter {
  statuses: readonly CommissionStatus[];
  /** The sale's whole payment id, or a piece of the product's name (case and accents ignored). */
  search: string | null;
  /** Commission dates from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

export const NO_COMMISSION_FILTER: CommissionFilter = { statuses: [], search: null };

/**
 * The scope's commissions the filter keeps, as a condition on `commissions` alone (the count needs
 * no join): the search names the matching products first (a small table), then the sales.
 */
export async function commissionCondition(
  db: Db,
  scope: Scope,
  filter: CommissionFilter,
): Promise<RawBuilder<boolean>> {
  const parts: RawBuilder<boolean>[] = [ownedBy(scope.accounts, 'commissions')];
  const { search, from, to } = filter;
  if (search) {
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('name_key', 'like', foldedContains(search))
      .execute();
    const byProduct =
      products.length > 0 ? sql` or sales.product_id in (${sql.join(products.map((p) => p.id))})` : sql``;
    parts.push(sql<boolean>`exists (select 1 from sales where sales.id = commissions.sale_id
      and (sales.payment_id = ${search}${byProduct}))`);
  }
  if (from) parts.push(sql<boolean>`commissions.date >= ${from}`);
  if (to) parts.push(sql<boolean>`commissions.date < ${to}`);
  return withStatuses(sql<boolean>`(${sql.join(parts, sql` and `)})`, 'commissions', filter.statuses);
}

export async function listCommissions(
  db: Db,
  scope: Scope,
  request: PageRequest<CommissionOrderKey>,
  filter: CommissionFilter = NO_COMMISSION_FILTER,
): Promise<Page<CommissionJson>> {
  const condition = await commissionCondition(db, scope, filter);
  const query = commissionRows(db).where(condition);
  // Counted without the joins: each is on a non-null foreign key, so it matches exactly one row and
  // cannot change the count, while joining would visit every matching commission's sale.
  const counted = await db
    .selectFrom('commissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(condition)
    .executeTakeFirstOrThrow();
  const columns: Record<CommissionOrderKey, Expression<unknown>> = {
    date: sql.ref('commissions.date'),
    value: signedValue,
    status: sql.ref('commissions.status'),
    'product.name': sql.ref('products.name_key'),
    installment: sql.ref('commissions.installment'),
  };
  const items = await selectCommissions(
    query,
    { column: columns[request.orderBy], direction: request.order },
    { limit: request.pageSize, offset: request.page * request.pageSize },
  );
  return { items, totalRows: toInt(counted.n), page: request.page, pageSize: request.pageSize };
}

/** Every commission a bill pays ("comissões desse ciclo"), newest first. */
export const commissionsOfBill = (db: Db, billId: string): Promise<CommissionJson[]> =>
  selectCommissions(commissionRows(db).where('commissions.bill_id', '=', billId), {
    column: sql.ref('commissions.date'),
    direction: 'desc',
  });

/**
 * The commissions of several bills in one query (the gateway's batch of `Billing.commissions` for
 * a page of bills), newest first within each bill; bills without commissions get an empty list.
 */
export async function commissionsOfBills(
  db: Db,
  billIds: readonly string[],
): Promise<Map<string, CommissionJson[]>> {
  const byBill = new Map<string, CommissionJson[]>(billIds.map((id) => [id, []]));
  if (billIds.length === 0) return byBill;
  const rows = await selectCommissions(commissionRows(db).where('commissions.bill_id', 'in', billIds), {
    column: sql.ref('commissions.date'),
    direction: 'desc',
  });
  for (const row of rows) if (row.bill_id) byBill.get(row.bill_id)?.push(row);
  return byBill;
}

/** One commission of the scope (its explanation's head), or null when missing or not the scope's. */
export async function findCommission(db: Db, scope: Scope, id: string): Promise<CommissionJson | null> {
  if (scope.accounts.length === 0) return null;
  const query = commissionRows(db)
    .where('commissions.id', '=', id)
    .where(ownedBy(scope.accounts, 'commissions'));
  const [row] = await selectCommissions(query, { column: sql.ref('commissions.date'), direction: 'desc' });
  return row ?? null;
}
