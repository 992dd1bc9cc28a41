/**
 * Acompanhamento de vendas and a sale's details (docs/product.md §10.2, §10.5): the sales a viewer
 * may read over a period, added up per product, per link and per seller; every sale of the period
 * as rows for the CSV; and one sale with its commissions.
 *
 * Row scope (enforced here, for every read of this module): holding and admin read every sale; a
 * branch or an agent those credited to its unit (an agency's are its influencers'); a producer
 * those of its company's products; an affiliate its own. A sale out of scope is answered exactly
 * like a missing one.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { SaleStatus } from '../db/finance-types.ts';
import { forbidden, HttpError } from '../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../kernel/paging.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { type SellerTotals, sellerRankingPage } from './seller-ranking.ts';

/** Longest period one request may add up (a year and a day, for leap years). */
export const PERIOD_MAX_DAYS = 366;
/** The per-link table lists the links that sold most in the period. */
export const TOP_LINKS = 50;
/** Rows the CSV reads per query: memory stays flat whatever the period holds. */
export const CSV_BATCH = 1000;
/** Fortaleza is UTC−3 all year (no daylight saving). */
const FORTALEZA_OFFSET = '-03:00';
const DAY_MS = 86_400_000;

export const TRACKING_MESSAGES = {
  period: 'Período inválido: informe from e to (AAAA-MM-DD), from até to, no máximo 366 dias.',
  saleNotFound: 'Venda não encontrada.',
} as const;

export type ReadScope =
  | { kind: 'all' }
  | { kind: 'unit'; unitId: string }
  | { kind: 'producer'; organisationId: string }
  | { kind: 'seller'; sellerId: string };

const has = (viewer: Viewer, role: Viewer['roles'][number]) => viewer.roles.includes(role);

/** Whose sales a viewer reads, the widest of its roles first; 403 for a viewer with none. */
export function saleReadScopeOf(viewer: Viewer): ReadScope {
  if (has(viewer, 'isHolding') || has(viewer, 'isAdmin')) return { kind: 'all' };
  if ((has(viewer, 'isBranch') || has(viewer, 'isAgent')) && viewer.organisationId) {
    return { kind: 'unit', unitId: viewer.organisationId };
  }
  if (has(viewer, 'isProducer') && viewer.organisationId) {
    return { kind: 'producer', organisationId: viewer.organisationId };
  }
  if (has(viewer, 'isAffiliated')) return { kind: 'seller', sellerId: viewer.id };
  throw forbidden();
}

/** Acompanhamento de vendas: producer, holding, admin, branch and agent; an affiliate has Seus produtos. */
export function trackingScopeOf(viewer: Viewer): ReadScope {
  const scope = saleReadScopeOf(viewer);
  if (scope.kind === 'seller') throw forbidden();
  return scope;
}

/** The condition on `sales` a scope allows. */
export function readableSales(scope: ReadScope): RawBuilder<boolean> {
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'unit':
      return sql<boolean>`sales.unit_id = ${scope.unitId}`;
    case 'seller':
      return sql<boolean>`sales.seller_id = ${scope.sellerId}`;
    case 'producer':
      return sql<boolean>`sales.product_id in (select products.id from products
        join producers on producers.id = products.producer_id
        where producers.organisation_id = ${scope.organisationId})`;
  }
}

export interface Period {
  /** Inclusive, the first instant of `from`'s day in Fortaleza. */
  start: Date;
  /** Exclusive, the first instant of the day after `to`. */
  end: Date;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from`..`to` (whole days in Fortaleza time, both included); 400 when missing, malformed or too long. */
export function periodOf(from: string | undefined, to: string | undefined): Period {
  const invalid = () => new HttpError(400, TRACKING_MESSAGES.period);
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) throw invalid();
  const start = new Date(`${from}T00:00:00${FORTALEZA_OFFSET}`);
  const last = new Date(`${to}T00:00:00${FORTALEZA_OFFSET}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) throw invalid();
  // A day such as 2026-02-30 would roll over to March: refuse it instead of moving it (03:00 UTC
  // is midnight in Fortaleza, so the UTC date is the day asked for).
  if (start.toISOString().slice(0, 10) !== from || last.toISOString().slice(0, 10) !== to) throw invalid();
  const days = (last.getTime() - start.getTime()) / DAY_MS + 1;
  if (days < 1 || days > PERIOD_MAX_DAYS) throw invalid();
  return { start, end: new Date(last.getTime() + DAY_MS), from, to };
}

const inPeriod = (period: Period) =>
  sql<boolean>`sales.payment_date >= ${period.start} and sales.payment_date < ${period.end}`;
/** The same period on a daily rollup (alias `d`): its days are Fortaleza days, as the period's. */
const inDays = (period: Period) => sql<boolean>`d.day between ${period.from}::date and ${period.to}::date`;

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

/** Sales per seller over the period, best first, paged. */
export async function salesBySeller(
  db: Db,
  scope: ReadScope,
  period: Period,
  request: Pick<PageRequest<string>, 'page' | 'pageSize'>,
): Promise<Page<SellerTotalJson>> {
  const { rows, totalRows } =
    scope.kind === 'all'
      ? await sellerRankingPage(db, period.from, period.to, request.page, request.pageSize)
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
 * Every sale of the period in scope (of one seller when `sellerId` is given), oldest first, read
 * `CSV_BATCH` rows at a time by keyset (payment_date, id): the caller streams them out, so memory
 * does not grow with the period.
 */
export async function* salesForCsv(
  db: Db,
  scope: ReadScope,
  period: Period,
  sellerId: string | null,
): AsyncGenerator<CsvSaleRow> {
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
      .where(readableSales(scope))
      .where(inPeriod(period));
    if (sellerId) query = query.where('sales.seller_id', '=', sellerId);
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

export interface SaleCommissionJson {
  id: string;
  side: 'affiliate' | 'branch';
  beneficiary_name: string;
  status: string;
  type: 'Credit' | 'Debit';
  installment: number | null;
  value_cents: number;
  date: string;
}

export interface SaleDetailJson {
  id: string;
  payment_id: string;
  customer_name: string;
  product_id: string;
  product_name: string;
  producer_name: string;
  seller_name: string;
  unit_name: string | null;
  link_code: string | null;
  status: SaleStatus;
  value_cents: number;
  installments: number;
  payment_date: string;
  commissions: SaleCommissionJson[];
}

/**
 * One sale with its commissions, in the viewer's scope; out of scope and unknown are the same 404.
 * The commissions shown follow the same scope: a branch or agent sees its unit's and its sellers'
 * rows of the sale, a seller its own, a producer and the holding all of them.
 */
export async function saleDetail(db: Db, scope: ReadScope, saleId: string): Promise<SaleDetailJson> {
  const sale = await db
    .selectFrom('sales')
    .innerJoin('products', 'products.id', 'sales.product_id')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .innerJoin('users', 'users.id', 'sales.seller_id')
    .leftJoin('organisations', 'organisations.id', 'sales.unit_id')
    .leftJoin('links', 'links.id', 'sales.link_id')
    .select([
      'sales.id',
      'sales.payment_id',
      'sales.customer_name',
      'products.id as product_id',
      'products.name as product_name',
      'producers.name as producer_name',
      'users.name as seller_name',
      'organisations.name as unit_name',
      'links.code as link_code',
      'sales.status',
      'sales.value_cents',
      'sales.installments',
      'sales.payment_date',
    ])
    .where('sales.id', '=', saleId)
    .where(readableSales(scope))
    .executeTakeFirst();
  if (!sale) throw new HttpError(404, TRACKING_MESSAGES.saleNotFound);
  let commissions = db
    .selectFrom('commissions')
    .leftJoin('users', 'users.id', 'commissions.user_id')
    .leftJoin('organisations', 'organisations.id', 'commissions.unit_id')
    .select([
      'commissions.id',
      'commissions.side',
      sql<string>`coalesce(users.name, organisations.name, '')`.as('beneficiary_name'),
      'commissions.status',
      'commissions.type',
      'commissions.installment',
      'commissions.value_cents',
      'commissions.date',
    ])
    .where('commissions.sale_id', '=', saleId);
  if (scope.kind === 'seller') commissions = commissions.where('commissions.user_id', '=', scope.sellerId);
  const rows = await commissions
    .orderBy('commissions.date')
    .orderBy('commissions.side')
    .orderBy('commissions.id')
    .execute();
  return {
    ...sale,
    payment_date: new Date(sale.payment_date).toISOString(),
    commissions: rows.map((row) => ({ ...row, date: new Date(row.date).toISOString() })),
  };
}
