import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import { type Page, toInt } from '../../kernel/paging.ts';

export const REPORT_KINDS = ['branches', 'sales-by-affiliate', 'sales-details'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportFilter {
  /** Commercial cycle number; null for every cycle. */
  cycle: number | null;
  /** First and last Fortaleza day (YYYY-MM-DD) of the payment date; null for open ends. */
  from: string | null;
  to: string | null;
  /** Only this unit's sales; always the viewer's own unit for a branch. */
  unitId: string | null;
}

export const REPORT_MESSAGES = {
  otherUnit: 'Uma unidade só pode ver os relatórios da própria unidade.',
  noUnit: 'Seu usuário não está vinculado a uma unidade.',
  kind: `Relatório desconhecido: use ${REPORT_KINDS.join(', ')}.`,
  cycle: 'Parâmetro cycle inválido: use o número de um ciclo.',
  day: (name: string) => `Parâmetro ${name} inválido: use uma data AAAA-MM-DD.`,
  period: 'A data final deve ser igual ou posterior à data inicial.',
  unit: 'Parâmetro unit inválido.',
} as const;

/** Rows read per query while a CSV streams: memory stays flat whatever the report's size. */
export const CSV_CHUNK = 1000;
/** Cycles the chart shows (the newest ones the filter leaves) and units it names (the rest: 'Outras unidades'). */
export const CHART_CYCLES = 12;
export const CHART_UNITS = 5;
export const OTHER_UNITS = 'Outras unidades';

export interface BranchReportRow {
  unit_id: string;
  unit_name: string;
  affiliates: number;
  sales: number;
  value: number;
}

export interface AffiliateReportRow {
  affiliate_id: string;
  affiliate_name: string;
  unit_name: string | null;
  sales: number;
  value: number;
}

export interface SaleReportRow {
  id: string;
  payment_id: string;
  date: string;
  cycle: number;
  unit_name: string | null;
  affiliate_name: string;
  product_name: string;
  customer_name: string;
  status: SaleStatus;
  installments: number;
  value: number;
}

export interface ChartPoint {
  cycle: number;
  /** null for the units merged into 'Outras unidades'. */
  unit_id: string | null;
  unit_name: string;
  sales: number;
  value: number;
}

/** The filter as SQL over the `sales` alias. */
export function salesWhere(filter: ReportFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.cycle !== null) {
    parts.push(sql`sales.cycle_id in (select id from commercial_cycles where number = ${filter.cycle})`);
  }
  if (filter.from) parts.push(sql`sales.payment_date >= ${`${filter.from}T00:00:00-03:00`}::timestamptz`);
  if (filter.to) {
    parts.push(sql`sales.payment_date < ${`${filter.to}T00:00:00-03:00`}::timestamptz + interval '1 day'`);
  }
  if (filter.unitId) parts.push(sql`sales.unit_id = ${filter.unitId}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export const APPROVED = sql`sales.status = 'APPROVED'`;

// ---------------------------------------------------------------------------------------------
// Queries (one per report; `after` is the keyset of the CSV chunks, `page` the table's paging)
// ---------------------------------------------------------------------------------------------

interface Window {
  limit: number;
  offset?: number;
}

/** A grouped report: its columns, its tables, its grouping and the (name, id) key it is walked by. */
interface SalesGrouping {
  select: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  by: RawBuilder<unknown>;
  key: { name: string; id: string };
}

/**
 * The sales of a grouped report: its count and value per group, ranked by value for the table; a
 * CSV chunk (`keyset`) instead walks the groups in key order after the last one it wrote.
 */
async function groupedSales<Row>(
  db: Db,
  filter: ReportFilter,
  window: Window,
  grouping: SalesGrouping,
  keyset?: { after: { name: string; id: string } | null },
): Promise<(Row & { sales: number; value: number })[]> {
  const name = sql.ref(grouping.key.name);
  const id = sql.ref(grouping.key.id);
  const after = keyset?.after
    ? sql`and (${name}, ${id}) > (${keyset.after.name}, ${keyset.after.id})`
    : sql``;
  const order = keyset ? sql`${name}, ${id}` : sql`value desc, ${name}, ${id}`;
  const { rows } = await sql<Row & { sales: unknown; value: unknown }>`
    select ${grouping.select}, count(*) as sales, coalesce(sum(sales.value_cents), 0) as value
    from ${grouping.from}
    where ${APPROVED} and ${salesWhere(filter)} ${after}
    group by ${grouping.by}
    order by ${order}
    limit ${window.limit} offset ${window.offset ?? 0}`.execute(db);
  return rows.map((row) => ({ ...row, sales: toInt(row.sales), value: toInt(row.value) }));
}

const BY_BRANCH: SalesGrouping = {
  select: sql`units.id as unit_id, units.name as unit_name, count(distinct sales.seller_id) as affiliates`,
  from: sql`sales join organisations units on units.id = sales.unit_id`,
  by: sql`units.id, units.name`,
  key: { name: 'units.name', id: 'units.id' },
};

export type BranchKey = { name: string; id: string };
export async function branchRows(
  db: Db,
  filter: ReportFilter,
  window: Window,
  keyset?: { after: BranchKey | null },
): Promise<(BranchReportRow & { key: BranchKey })[]> {
  type Row = { unit_id: string; unit_name: string; affiliates: unknown };
  const rows = await groupedSales<Row>(db, filter, window, BY_BRANCH, keyset);
  return rows.map(({ unit_id, unit_name, affiliates, sales, value }) => ({
    unit_id,
    unit_name,
    affiliates: toInt(affiliates),
    sales,
    value,
    key: { name: unit_name, id: unit_id },
  }));
}

const BY_AFFILIATE: SalesGrouping = {
  select: sql`sellers.id as affiliate_id, sellers.name as affiliate_name, sellers.name_key,
    units.name as unit_name`,
  from: sql`sales
    join users sellers on sellers.id = sales.seller_id
    left join organisations units on units.id = sellers.organisation_id`,
  by: sql`sellers.id, sellers.name, sellers.name_key, units.name`,
  key: { name: 'sellers.name_key', id: 'sellers.id' },
};

export type AffiliateKey = { nameKey: string; id: string };
export async function affiliateRows(
  db: Db,
  filter: ReportFilter,
  window: Window,
  keyset?: { after: AffiliateKey | null },
): Promise<(AffiliateReportRow & { key: AffiliateKey })[]> {
  type Row = { affiliate_id: string; affiliate_name: string; name_key: string; unit_name: string | null };
  const after = keyset?.after ? { name: keyset.after.nameKey, id: keyset.after.id } : null;
  const rows = await groupedSales<Row>(db, filter, window, BY_AFFILIATE, keyset && { after });
  return rows.map(({ affiliate_id, affiliate_name, name_key, unit_name, sales, value }) => ({
    affiliate_id,
    affiliate_name,
    unit_name,
    sales,
    value,
    key: { nameKey: name_key, id: affiliate_id },
  }));
}

export type SaleKey = { date: Date; id: string };
export async function saleRows(
  db: Db,
  filter: ReportFilter,
  window: Window,
  keyset?: { after: SaleKey | null },
): Promise<(SaleReportRow & { key: SaleKey })[]> {
  const after = keyset?.after
    ? sql`and (sales.payment_date, sales.id) < (${keyset.after.date}, ${keyset.after.id})`
    : sql``;
  const { rows } = await sql<{
    id: string;
    payment_id: string;
    payment_date: Date;
    cycle: number;
    unit_name: string | null;
    affiliate_name: string;
    product_name: string;
    customer_name: string;
    status: SaleStatus;
    installments: number;
    value_cents: number;
  }>`
    select sales.id, sales.payment_id, sales.payment_date, cycles.number as cycle, units.name as unit_name,
      sellers.name as affiliate_name, products.name as product_name, sales.customer_name, sales.status,
      sales.installments, sales.value_cents
    from sales
      join users sellers on sellers.id = sales.seller_id
      join products on products.id = sales.product_id
      join commercial_cycles cycles on cycles.id = sales.cycle_id
      left join organisations units on units.id = sales.unit_id
    where ${salesWhere(filter)} ${after}
    order by sales.payment_date desc, sales.id desc
    limit ${window.limit} offset ${window.offset ?? 0}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    payment_id: row.payment_id,
    date: new Date(row.payment_date).toISOString(),
    cycle: row.cycle,
    unit_name: row.unit_name,
    affiliate_name: row.affiliate_name,
    product_name: row.product_name,
    customer_name: row.customer_name,
    status: row.status,
    installments: row.installments,
    value: toInt(row.value_cents),
    key: { date: new Date(row.payment_date), id: row.id },
  }));
}

/** Rows of a report across every page. */
export async function reportRowCount(db: Db, kind: ReportKind, filter: ReportFilter): Promise<number> {
  const counted =
    kind === 'sales-details'
      ? sql<{ n: unknown }>`select count(*) as n from sales where ${salesWhere(filter)}`
      : kind === 'branches'
        ? sql<{ n: unknown }>`select count(distinct sales.unit_id) as n from sales
            where ${APPROVED} and ${salesWhere(filter)} and sales.unit_id is not null`
        : sql<{ n: unknown }>`select count(distinct sales.seller_id) as n from sales
            where ${APPROVED} and ${salesWhere(filter)}`;
  const { rows } = await counted.execute(db);
  return toInt(rows[0]?.n);
}

const withoutKey = <T extends { key: unknown }>({ key: _key, ...row }: T): Omit<T, 'key'> => row;

type ReportRow<K extends ReportKind> = K extends 'branches'
  ? BranchReportRow
  : K extends 'sales-by-affiliate'
    ? AffiliateReportRow
    : SaleReportRow;

/** One page of a report: the largest totals first (details: newest sale first). */
export async function reportPage<K extends ReportKind>(
  db: Db,
  kind: K,
  filter: ReportFilter,
  request: { page: number; pageSize: number },
): Promise<Page<ReportRow<K>>> {
  const window = { limit: request.pageSize, offset: request.page * request.pageSize };
  const rowsOf = (): Promise<{ key: unknown }[]> =>
    kind === 'branches'
      ? branchRows(db, filter, window)
      : kind === 'sales-by-affiliate'
        ? affiliateRows(db, filter, window)
        : saleRows(db, filter, window);
  const [rows, totalRows] = await Promise.all([rowsOf(), reportRowCount(db, kind, filter)]);
  return { items: rows.map(withoutKey) as ReportRow<K>[], totalRows, ...request };
}

/**
 * Approved sales per cycle and unit for the newest CHART_CYCLES cycles the filter leaves: the
 * CHART_UNITS units with the largest total by name, the others summed as 'Outras unidades'.
 */
