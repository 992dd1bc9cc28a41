/** Sales of a scope: the sells list, totals per commercial cycle and the unit balance. */
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { filteredSales, NO_SALE_FILTER, type SaleFilter } from '../../kernel/sale-filter.ts';
import { ownedBy, type Scope, salesOf } from '../../kernel/scope.ts';
import { type CycleJson, currentCycle, cycleJson, recentCycles } from './cycles.ts';
import { type ProductJson, productJson } from './products.ts';

export const SELL_ORDER_KEYS = [
  'payment.date',
  'value',
  'commission',
  'status',
  'product.name',
  'customer_name',
] as const;
export type SellOrderKey = (typeof SELL_ORDER_KEYS)[number];

export interface SaleJson {
  id: string;
  status: SaleStatus;
  product: ProductJson;
  customer_name: string;
  seller: { id: string; name: string };
  payment: { id: string; date: string; installments: number };
  value: number;
  commission: number;
  cycle: { id: string; number: number };
}

export interface CycleTotal {
  total: number;
  count: number;
}

/** Sum and count of the scope's APPROVED sales per commercial cycle id (cycles without sales absent). */
export async function salesTotalsByCycle(
  db: Db,
  scope: Scope,
  cycleIds: readonly string[],
): Promise<Map<string, CycleTotal>> {
  if (cycleIds.length === 0 || scope.accounts.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales')
    .select((eb) => [
      'sales.cycle_id',
      eb.fn.sum<string>('sales.value_cents').as('total'),
      eb.fn.countAll<string>().as('count'),
    ])
    .where(salesOf(scope.accounts))
    .where('sales.status', '=', 'APPROVED')
    .where('sales.cycle_id', 'in', cycleIds)
    .groupBy('sales.cycle_id')
    .execute();
  return new Map(rows.map((row) => [row.cycle_id, { total: toInt(row.total), count: toInt(row.count) }]));
}

export async function unitBalance(
  db: Db,
  scope: Scope,
): Promise<{ currentCycle: number; lastCycle: number }> {
  const [current, last] = await recentCycles(db, 'commercial', 2);
  const ids = [current, last].flatMap((cycle) => (cycle ? [cycle.id] : []));
  const totals = await salesTotalsByCycle(db, scope, ids);
  return {
    currentCycle: current ? (totals.get(current.id)?.total ?? 0) : 0,
    lastCycle: last ? (totals.get(last.id)?.total ?? 0) : 0,
  };
}

export async function currentCycleSales(db: Db, scope: Scope): Promise<{ cycle: CycleJson } & CycleTotal> {
  const cycle = await currentCycle(db, 'commercial');
  const totals = await salesTotalsByCycle(db, scope, [cycle.id]);
  return { cycle: cycleJson(cycle), ...(totals.get(cycle.id) ?? { total: 0, count: 0 }) };
}

/** The last `last` commercial cycles, oldest first, with the scope's sales (0 when none). */
export async function salesByCycle(db: Db, scope: Scope, last: number) {
  const cycles = (await recentCycles(db, 'commercial', last)).reverse();
  const totals = await salesTotalsByCycle(
    db,
    scope,
    cycles.map((cycle) => cycle.id),
  );
  return cycles.map((cycle) => ({
    cycle: cycleJson(cycle),
    ...(totals.get(cycle.id) ?? { total: 0, count: 0 }),
  }));
}

/** The scope's own (non-canceled) commission credits on the sale: a branch sees its share, not the seller's. */
export const scopeCommission = (scope: Scope) =>
  sql<string>`(select coalesce(sum(c.value_cents), 0) from commissions c
    where c.sale_id = sales.id and c.type = 'Credit' and c.status <> 'canceled' and ${ownedBy(scope.accounts, 'c')})`;

/** Todas as vendas: the scope's sales the toolbar's filter keeps (search, statuses, period). */
export async function listSells(
  db: Db,
  scope: Scope,
  request: PageRequest<SellOrderKey>,
  filter: SaleFilter = NO_SALE_FILTER,
): Promise<Page<SaleJson>> {
  const condition = filteredSales(salesOf(scope.accounts), filter);
  const base = db
    .selectFrom('sales')
    .innerJoin('products', 'products.id', 'sales.product_id')
    .innerJoin('users as seller', 'seller.id', 'sales.seller_id')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'sales.cycle_id')
    .where(condition);
  // Counted without the joins: they are on non-null foreign keys, so they cannot change the count.
  const counted = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(condition)
    .executeTakeFirstOrThrow();
  const commission = scopeCommission(scope);
  const orderColumns: Record<SellOrderKey, Expression<unknown>> = {
    'payment.date': sql.ref('sales.payment_date'),
    value: sql.ref('sales.value_cents'),
    commission,
    status: sql.ref('sales.status'),
    'product.name': sql.ref('products.name_key'),
    customer_name: sql.ref('sales.customer_name_key'),
  };
  const rows = await base
    .select([
      'sales.id',
      'sales.status',
      'sales.customer_name',
      'sales.payment_id',
      'sales.payment_date',
      'sales.installments',
      'sales.value_cents',
      'products.id as product_id',
      'products.name as product_name',
      'seller.id as seller_id',
      'seller.name as seller_name',
      'cycle.id as cycle_id',
      'cycle.number as cycle_number',
    ])
    .select(commission.as('commission'))
    .orderBy(orderColumns[request.orderBy], request.order)
    .orderBy('sales.id', request.order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      product: productJson(row.product_id, row.product_name),
      customer_name: row.customer_name,
      seller: { id: row.seller_id, name: row.seller_name },
      payment: { id: row.payment_id, date: row.payment_date.toISOString(), installments: row.installments },
      value: row.value_cents,
      commission: toInt(row.commission),
      cycle: { id: row.cycle_id, number: row.cycle_number },
    })),
    totalRows: toInt(counted.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}
