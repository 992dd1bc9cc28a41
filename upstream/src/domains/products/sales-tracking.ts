/**
 * Acompanhamento de vendas (docs/product.md §10.2): the sales a viewer may read over a period, added
 * up per product, per link and per seller, and every sale of the period as rows for the CSV. The row
 * scope and the period are sale-scope.ts's; one sale with its commissions is sale-detail.ts.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { closedCyclesRankingPage } from './cycle-totals.ts';
import { inDays, inPeriod, type Period, type ReadScope, readableSales } from './sale-scope.ts';
import { type SellerTotals, sellerRankingPage } from './seller-ranking.ts';

/** The per-link table lists the links that sold most in the period. */
export const TOP_LINKS = 50;
/** Rows the CSV reads per query: memory stays flat whatever the period holds. */
export const CSV_BATCH = 1000;

export interface ProductTotalJson {
  product_id: string;
  product_name: string;
  sales: number;
  /** Cents: approved sales only (refunds and cancellations are counted apart). */
  value_cents: number;
  refunded: number;
}

export interface LinkTotalJson {
  link_id: string;
  code: string;
  description: string;
  product_name: string;
  seller_name: string;
  visits: number;
  sales: number;
  value_cents: number;
}

export interface TrackingJson {
  from: string;
  to: string;
  sales: number;
  value_cents: number;
  products: ProductTotalJson[];
  links: LinkTotalJson[];
}

const approvedValue = sql<number>`coalesce(sum(sales.value_cents) filter (where sales.status = 'APPROVED'), 0)::bigint`;
const approvedCount = sql<number>`(count(*) filter (where sales.status = 'APPROVED'))::int`;

/**
 * The per-day rows of `sales_daily_products` (migration 0028) a scope reads, or null when the
 * scope is a unit's: the rollup has no unit, and a unit's sales are a range of `sales_unit_idx`.
 * Periods are whole Fortaleza days, the rollup's days, so the totals are exact either way.
 */
function dailyProducts(db: Db, scope: ReadScope, period: Period) {
  if (scope.kind === 'unit' || scope.kind === 'seller') return null;
  let rows = db.selectFrom('sales_daily_products as d').where(inDays(period));
  if (scope.kind === 'producer') {
    rows = rows.where(sql<boolean>`d.product_id in (select products.id from products
      join producers on producers.id = products.producer_id
      where producers.organisation_id = ${scope.organisationId})`);
  }
  return rows;
}

interface Totals {
  id: string;
  sales: number;
  value_cents: number;
  refunded: number;
}

/** Per product (or per link) id: approved sales, their value, refunds; only ids with a sale. */
function totalsBy(db: Db, scope: ReadScope, period: Period, key: 'product_id' | 'link_id') {
  const daily = dailyProducts(db, scope, period);
  if (daily) {
    let rows = daily
      .select([
        `d.${key} as id`,
        sql<number>`sum(d.approved)::int`.as('sales'),
        sql<number>`sum(d.value_cents)::bigint`.as('value_cents'),
        sql<number>`sum(d.refunded)::int`.as('refunded'),
      ])
      .groupBy(`d.${key}`)
      .having(sql<boolean>`sum(d.sales) > 0`);
    if (key === 'link_id') rows = rows.where('d.link_id', 'is not', null);
    return rows.$castTo<Totals>();
  }
  let rows = db
    .selectFrom('sales')
    .select([
      `sales.${key} as id`,
      approvedCount.as('sales'),
      approvedValue.as('value_cents'),
      sql<number>`(count(*) filter (where sales.status = 'REFUNDED'))::int`.as('refunded'),
    ])
    .where(readableSales(scope))
    .where(inPeriod(period))
    .groupBy(`sales.${key}`);
  if (key === 'link_id') rows = rows.where('sales.link_id', 'is not', null);
  return rows.$castTo<Totals>();
}

export interface PeriodTotalsJson {
  sales: number;
  value_cents: number;
}

/** Approved sales and their value over a period, in the viewer's scope (one aggregate row). */
export async function periodTotals(db: Db, scope: ReadScope, period: Period): Promise<PeriodTotalsJson> {
  const row = await db
    .selectFrom(totalsBy(db, scope, period, 'product_id').as('totals'))
    .select([
      sql<number>`coalesce(sum(totals.sales), 0)::int`.as('sales'),
      sql<number>`coalesce(sum(totals.value_cents), 0)::bigint`.as('value_cents'),
    ])
    .executeTakeFirstOrThrow();
  return { sales: toInt(row.sales), value_cents: toInt(row.value_cents) };
}

/** Sales per product and per link (the links that sold most) over the period, in the viewer's scope. */
export async function salesTracking(db: Db, scope: ReadScope, period: Period): Promise<TrackingJson> {
  const [products, links] = await Promise.all([
    // Added up per product id (on the daily rollup, or on `sales` for a unit), then named: the
    // join touches one row per product.
    db
      .selectFrom(totalsBy(db, scope, period, 'product_id').as('totals'))
      .innerJoin('products', 'products.id', 'totals.id')
      .select([
        'products.id as product_id',
        'products.name as product_name',
        'totals.sales',
        'totals.value_cents',
        'totals.refunded',
      ])
      .orderBy('totals.value_cents', 'desc')
      .orderBy('products.name_key')
      .execute(),
    db
      .selectFrom(totalsBy(db, scope, period, 'link_id').as('totals'))
      .innerJoin('links', 'links.id', 'totals.id')
      .innerJoin('products', 'products.id', 'links.product_id')
      .innerJoin('users', 'users.id', 'links.user_id')
      .select([
        'links.id as link_id',
        'links.code',
        'links.description',
        'products.name as product_name',
        'users.name as seller_name',
        'links.visits',
        'totals.sales',
        'totals.value_cents',
      ])
      .orderBy('totals.value_cents', 'desc')
      .orderBy('links.id')
      .limit(TOP_LINKS)
      .execute(),
  ]);
  const fix = <T extends { value_cents: number }>(row: T): T => ({
    ...row,
    value_cents: toInt(row.value_cents),
  });
  const fixed = products.map(fix);
  return {
    from: period.from,
    to: period.to,
    sales: fixed.reduce((sum, row) => sum + row.sales, 0),
    value_cents: fixed.reduce((sum, row) => sum + row.value_cents, 0),
    products: fixed,
    links: links.map(fix),
  };
}

export interface SellerTotalJson {
  seller_id: string;
  seller_name: string;
  sales: number;
  value_cents: number;
}

/**
 * Sales per seller over the period, best first, paged. Every sale (holding, admin): from the closed
 * cycles' totals when the period is whole closed cycles (cycle-totals.ts), else the remembered ranking.
 */
export async function salesBySeller(
  db: Db,
  scope: ReadScope,
  period: Period,
  request: Pick<PageRequest<string>, 'page' | 'pageSize'>,
): Promise<Page<SellerTotalJson>> {
  const { rows, totalRows } =
    scope.kind === 'all'
      ? ((await closedCyclesRankingPage(db, period.from, period.to, request.page, request.pageSize)) ??
        (await sellerRankingPage(db, period.from, period.to, request.page, request.pageSize)))
      : await scopedSellerPage(db, scope, period, request);
  const names = rows.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          rows.map((row) => row.seller_id),
        )
        .execute()
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    items: rows.map((row) => ({
      seller_id: row.seller_id,
      seller_name: nameOf.get(row.seller_id) ?? '',
      sales: row.approved,
      value_cents: row.value_cents,
    })),
    totalRows,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * A scope's sellers (a unit's, a producer's) added up on `sales` in one pass: the page's rows and,
 * by a window over the groups, how many there are; a page past the end counts them apart.
 */
async function scopedSellerPage(
  db: Db,
  scope: ReadScope,
  period: Period,
  request: Pick<PageRequest<string>, 'page' | 'pageSize'>,
): Promise<{ rows: SellerTotals[]; totalRows: number }> {
  const where = sql<boolean>`${readableSales(scope)} and ${inPeriod(period)}`;
  const rows = await db
    .selectFrom('sales')
    .select([
      'sales.seller_id',
      sql<number>`count(*)::int`.as('all_sales'),
      approvedCount.as('sales'),
      approvedValue.as('value_cents'),
      sql<number>`count(*) over ()`.as('n'),
    ])
    .where(where)
    .groupBy('sales.seller_id')
    .orderBy('value_cents', 'desc')
    .orderBy('sales.seller_id')
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  const count = rows[0]
    ? { n: rows[0].n }
    : await db
        .selectFrom('sales')
        .select(sql<number>`count(distinct sales.seller_id)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      seller_id: row.seller_id,
      sales: toInt(row.all_sales),
      approved: toInt(row.sales),
      value_cents: toInt(row.value_cents),
    })),
    totalRows: toInt(count.n),
  };
}

export interface CsvSaleRow {
  id: string;
  payment_date: Date;
  product_name: string;
  customer_name: string;
  seller_name: string;
  payment_id: string;
  status: SaleStatus;
  installments: number;
  value_cents: number;
}

/**
 * Every sale of the period in scope (of one seller when `sellerId` is given), oldest first: the
 * Acompanhamento de vendas CSV.
 */
export function salesForCsv(
  db: Db,
  scope: ReadScope,
  period: Period,
  sellerId: string | null,
): AsyncGenerator<CsvSaleRow> {
  const parts = [readableSales(scope), inPeriod(period)];
  if (sellerId) parts.push(sql<boolean>`sales.seller_id = ${sellerId}`);
  return csvSaleRows(db, sql<boolean>`(${sql.join(parts, sql` and `)})`);
}

/**
 * The sales `condition` keeps, oldest first, read `CSV_BATCH` rows at a time by keyset
 * (payment_date, id): the caller streams them out, so memory does not grow with the row count.
 * Every sales CSV reads through here (Acompanhamento de vendas, Suas vendas).
 */
export async function* csvSaleRows(db: Db, condition: RawBuilder<boolean>): AsyncGenerator<CsvSaleRow> {
  let after: { date: Date; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .innerJoin('users', 'users.id', 'sales.seller_id')
      .select([
        'sales.id',
        'sales.payment_date',
        'products.name as product_name',
        'sales.customer_name',
        'users.name as seller_name',
        'sales.payment_id',
        'sales.status',
        'sales.installments',
        'sales.value_cents',
      ])
      .where(condition);
    if (after) {
      const { date, id } = after;
      query = query.where(sql<boolean>`(sales.payment_date, sales.id) > (${date}, ${id}::uuid)`);
    }
    const rows = await query.orderBy('sales.payment_date').orderBy('sales.id').limit(CSV_BATCH).execute();
    for (const row of rows) yield { ...row, payment_date: new Date(row.payment_date) };
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = { date: new Date(last.payment_date), id: last.id };
  }
}
