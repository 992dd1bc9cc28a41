/**
 * Relatórios and Integração (docs/upstream-contract/holding.md, "Holding"): the reports under a filter
 * (upstream holds a branch to its unit), their CSV (streamed by files.ts), and the integrated
 * payees with the bills' integration URL.
 */
import { listFilterQuery } from '../../kernel/list-filter.ts';
import { AGENT_SIDES, type AgentSide } from '../../kernel/side.ts';
import { SALE_STATUSES, type UpstreamSaleStatus } from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

/** Invoice integrations as upstream spells them (the enum's internal values). */
export const PAYEE_INTEGRATION_KINDS = ['DMEI', 'BBP'] as const;
export type UpstreamPayeeIntegrationKind = (typeof PAYEE_INTEGRATION_KINDS)[number];

export const HOLDING_REPORT_ROUTES = {
  reportOptions: { method: 'GET', path: '/v1/holding/reports/options' },
  reportChart: { method: 'GET', path: '/v1/holding/reports/chart' },
  report: { method: 'GET', path: '/v1/holding/reports/{kind}' },
  reportCsv: { method: 'GET', path: '/v1/holding/reports/{kind}/csv' },
  integrations: { method: 'GET', path: '/v1/holding/integrations' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  integrationsCsv: { method: 'GET', path: '/v1/holding/integrations/csv' },
  billsIntegrationUrl: { method: 'GET', path: '/v1/holding/integrations/bills-url' },
} as const satisfies Record<string, Route>;

export const UPSTREAM_REPORT_KINDS = ['branches', 'sales-by-affiliate', 'sales-details'] as const;
export type UpstreamReportKind = (typeof UPSTREAM_REPORT_KINDS)[number];

export interface UpstreamReportFilter {
  cycle?: number;
  from?: string;
  to?: string;
  unitId?: string;
}

/** The filter as upstream's query parameters (absent fields left out). */
export const reportQuery = (filter: UpstreamReportFilter): Record<string, string> => ({
  ...(filter.cycle !== undefined ? { cycle: String(filter.cycle) } : {}),
  ...(filter.from ? { from: filter.from } : {}),
  ...(filter.to ? { to: filter.to } : {}),
  ...(filter.unitId ? { unit: filter.unitId } : {}),
});

export interface UpstreamChartPoint {
  cycle: number;
  unitId: string | null;
  unitName: string;
  salesCount: number;
  value: number;
}

export interface UpstreamBranchReportRow {
  unitId: string;
  unitName: string;
  affiliates: number;
  salesCount: number;
  value: number;
}

export interface UpstreamAffiliateReportRow {
  affiliateId: string;
  affiliateName: string;
  unitName: string | null;
  salesCount: number;
  value: number;
}

export interface UpstreamSaleReportRow {
  id: string;
  paymentId: string;
  date: string;
  cycle: number;
  unitName: string | null;
  affiliateName: string;
  productName: string;
  customerName: string;
  status: UpstreamSaleStatus;
  installments: number;
  value: number;
}

export interface UpstreamReportPage<T> {
  items: T[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export interface UpstreamPayeeIntegration {
  id: string;
  kind: UpstreamPayeeIntegrationKind;
  payeeKind: AgentSide;
  payeeId: string;
  payeeName: string;
}

export interface HoldingReportsApi {
  options(): Promise<{ cycles: number[]; units: { id: string; name: string }[] }>;
  chart(filter: UpstreamReportFilter): Promise<UpstreamChartPoint[]>;
  branches(
    filter: UpstreamReportFilter,
    page: { page: number; pageSize: number },
  ): Promise<UpstreamReportPage<UpstreamBranchReportRow>>;
  affiliates(
    filter: UpstreamReportFilter,
    page: { page: number; pageSize: number },
  ): Promise<UpstreamReportPage<UpstreamAffiliateReportRow>>;
  sales(
    filter: UpstreamReportFilter,
    page: { page: number; pageSize: number },
  ): Promise<UpstreamReportPage<UpstreamSaleReportRow>>;
  integrations(query: {
    page: number;
    pageSize: number;
    kind: UpstreamPayeeIntegrationKind | null;
    /** The toolbar's search, trimmed ('' for none). */
    search: string;
  }): Promise<UpstreamReportPage<UpstreamPayeeIntegration>>;
  billsIntegrationUrl(): Promise<string | null>;
}

export function createHoldingReportsApi(client: UpstreamClient): HoldingReportsApi {
  const get = async (route: Route, options: Parameters<UpstreamClient['call']>[1] = {}) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, await client.call(route, options));

  const page = async <T>(
    kind: UpstreamReportKind,
    filter: UpstreamReportFilter,
    paging: { page: number; pageSize: number },
    readRow: (row: ShapeReader) => T,
  ): Promise<UpstreamReportPage<T>> => {
    const body = await get(HOLDING_REPORT_ROUTES.report, {
      params: { kind },
      query: { ...reportQuery(filter), page: paging.page, pageSize: paging.pageSize },
    });
    return {
      items: body.array('items').map(readRow),
      totalRows: body.integer('totalRows'),
      page: body.integer('page'),
      pageSize: body.integer('pageSize'),
    };
  };

  return {
    options: async () => {
      const body = await get(HOLDING_REPORT_ROUTES.reportOptions);
      return {
        cycles: body.array('cycles').map((cycle) => cycle.integer('number')),
        units: body.array('units').map((unit) => ({ id: unit.id('id'), name: unit.string('name') })),
      };
    },
    chart: async (filter) => {
      const body = await get(HOLDING_REPORT_ROUTES.reportChart, { query: reportQuery(filter) });
      return body.array('points').map((point) => ({
        cycle: point.integer('cycle'),
        unitId: point.optionalId('unit_id'),
        unitName: point.string('unit_name'),
        salesCount: point.integer('sales'),
        value: point.integer('value'),
      }));
    },
    branches: (filter, paging) =>
      page('branches', filter, paging, (row) => ({
        unitId: row.id('unit_id'),
        unitName: row.string('unit_name'),
        affiliates: row.integer('affiliates'),
        salesCount: row.integer('sales'),
        value: row.integer('value'),
      })),
    affiliates: (filter, paging) =>
      page('sales-by-affiliate', filter, paging, (row) => ({
        affiliateId: row.id('affiliate_id'),
        affiliateName: row.string('affiliate_name'),
        unitName: row.optionalString('unit_name'),
        salesCount: row.integer('sales'),
        value: row.integer('value'),
      })),
    sales: (filter, paging) =>
      page('sales-details', filter, paging, (row) => ({
        id: row.id('id'),
        paymentId: row.string('payment_id'),
        date: row.instant('date'),
        cycle: row.integer('cycle'),
        unitName: row.optionalString('unit_name'),
        affiliateName: row.string('affiliate_name'),
        productName: row.string('product_name'),
        customerName: row.string('customer_name'),
        status: row.oneOf('status', SALE_STATUSES),
        installments: row.integer('installments'),
        value: row.integer('value'),
      })),
    integrations: async ({ page: pageNumber, pageSize, kind, search }) => {
      const body = await get(HOLDING_REPORT_ROUTES.integrations, {
        query: { page: pageNumber, pageSize, ...(kind ? { kind } : {}), ...listFilterQuery({ search }) },
      });
      return {
        items: body.array('items').map((row) => {
          const payee = row.object('payee');
          return {
            id: row.id('id'),
            kind: row.oneOf('kind', PAYEE_INTEGRATION_KINDS),
            payeeKind: payee.oneOf('kind', AGENT_SIDES),
            payeeId: payee.id('id'),
            payeeName: payee.string('name'),
          };
        }),
        totalRows: body.integer('totalRows'),
        page: body.integer('page'),
        pageSize: body.integer('pageSize'),
      };
    },
    billsIntegrationUrl: async () =>
      (await get(HOLDING_REPORT_ROUTES.billsIntegrationUrl)).optionalString('url'),
  };
}
