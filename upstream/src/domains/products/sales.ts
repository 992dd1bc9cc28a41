/**
 * Suas vendas (docs/product.md §10.5): the sales a viewer may read, one page at a time, newest
 * first, with an optional search, statuses and period (the list toolbar's; the CSV of the same
 * rows streams through salesForCsv with `saleCondition`). Row scope: holding and admin read every sale; a branch or an
 * agent those credited to its unit (an agency's are its influencers'); an affiliate its own.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { SALE_STATUSES, type SaleStatus } from '../../db/finance-types.ts';
import { forbidden } from '../../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { filteredSales, type SaleFilter } from '../../kernel/sale-filter.ts';
import type { Viewer } from '../../kernel/viewer.ts';

export const SALE_ORDER_KEYS = ['payment_date'] as const;
export type SaleOrderKey = (typeof SALE_ORDER_KEYS)[number];

export interface SaleScope {
  all: boolean;
  unitId: string | null;
  sellerId: string | null;
}

/** docs/product.md §1.4 "Suas vendas": admin, branch, holding, agent; anyone else → 403. */
export function saleScopeOf(viewer: Viewer): SaleScope {
  const has = (role: Viewer['roles'][number]) => viewer.roles.includes(role);
  if (has('isHolding') || has('isAdmin')) return { all: true, unitId: null, sellerId: null };
  if ((has('isBranch') || has('isAgent')) && viewer.organisationId) {
    return { all: false, unitId: viewer.organisationId, sellerId: null };
  }
  throw forbidden();
}

export interface SaleJson {
  id: string;
  payment_id: string;
  customer_name: string;
  product_name: string;
  seller_name: string;
  status: string;
  /** Cents (BRL). */
  value_cents: number;
  installments: number;
  payment_date: string;
}

function readable(scope: SaleScope): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  if (scope.unitId) return sql<boolean>`sales.unit_id = ${scope.unitId}`;
  if (scope.sellerId) return sql<boolean>`sales.seller_id = ${scope.sellerId}`;
  return sql<boolean>`false`;
}

/** The rows of `scope` the toolbar's filter keeps, as a condition on `sales`. */
export const saleCondition = (scope: SaleScope, filter: SaleFilter): RawBuilder<boolean> =>
  filteredSales(readable(scope), filter);

/** The Fortaleza day (YYYY-MM-DD) an instant falls on, as the rollups' `day`. */
const fortalezaDay = (instant: Date): string =>
  new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** What a status adds up to in `sales_daily_products` (canceled: what is neither approved nor refunded). */
const ROLLUP_COUNT: Record<SaleStatus, string> = {
  APPROVED: 'approved',
  REFUNDED: 'refunded',
  CANCELED: 'sales - approved - refunded',
};

/**
 * Every sale (holding, admin) without a search: the count from the trigger-kept rollups
 * (migration 0028), never by counting sales: the status totals' three rows without a period, the
 * period's days of the daily rollup with one. Its days are Fortaleza days, as dayPeriod's bounds.
 */
function rollupCount(db: Db, filter: SaleFilter) {
  const statuses = filter.statuses.length > 0 ? filter.statuses : SALE_STATUSES;
  if (!filter.from && !filter.to) {
    let query = db.selectFrom('sales_status_totals').select(sql<string>`coalesce(sum(sales), 0)`.as('n'));
    if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
    return query.executeTakeFirstOrThrow();
  }
  const measure = sql.raw(statuses.map((status) => `(${ROLLUP_COUNT[status]})`).join(' + '));
  let query = db
    .selectFrom('sales_daily_products as d')
    .select(sql<string>`coalesce(sum(${measure}), 0)`.as('n'));
  if (filter.from) query = query.where('d.day', '>=', sql<string>`${fortalezaDay(filter.from)}::date`);
  // `to` is the first instant of the day after the last one.
  if (filter.to) query = query.where('d.day', '<', sql<string>`${fortalezaDay(filter.to)}::date`);
  return query.executeTakeFirstOrThrow();
}

export async function listSales(
  db: Db,
  scope: SaleScope,
  request: PageRequest<SaleOrderKey>,
  filter: SaleFilter,
): Promise<Page<SaleJson>> {
  const condition = saleCondition(scope, filter);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .innerJoin('users', 'users.id', 'sales.seller_id')
      .select([
        'sales.id',
        'sales.payment_id',
        'sales.customer_name',
        'products.name as product_name',
        'users.name as seller_name',
        'sales.status',
        'sales.value_cents',
        'sales.installments',
        'sales.payment_date',
      ])
      .where(condition)
      .orderBy('sales.payment_date', request.order)
      .orderBy('sales.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    // Every sale without a search: the trigger-kept rollups (rollupCount). A unit counts its
    // range of `sales_unit_idx`, a search its matches.
    scope.all && !filter.search
      ? rollupCount(db, filter)
      : db
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(condition)
          .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, payment_date: new Date(row.payment_date).toISOString() })),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}
