/**
 * schema/src/holding.graphql: Relatórios (docs/product.md §11.4) and Integração (§11.5).
 * `salesReport` only validates the filter; each SalesReport field is one upstream call made when
 * the query asks for it (the filter options once for `cycles` and `units`). Upstream holds a
 * branch to its own unit (a branch naming another unit gets FORBIDDEN from upstream's 403).
 */
import { pageSchema, type ReportKindName, reportFilterSchema, saleListSchema } from '@portal/schema';
import type { ReportFilterInput, Resolvers } from '../../__generated__/resolvers.ts';
import type { Context } from '../../kernel/context.ts';
import { internalValue } from '../../kernel/enums.ts';
import { toolbarArgs } from '../../kernel/list-filter.ts';
import { validateInput } from '../../validation.ts';
import {
  PAYEE_INTEGRATION_KINDS,
  reportQuery,
  type UpstreamReportFilter,
  type UpstreamReportKind,
} from './reports-upstream.ts';

const UPSTREAM_KIND: Record<ReportKindName, UpstreamReportKind> = {
  BRANCHES: 'branches',
  SALES_BY_AFFILIATE: 'sales-by-affiliate',
  SALES_DETAILS: 'sales-details',
};

/** The gateway path serving a report's CSV (files.ts), with the filter as its query. */
export const reportCsvPath = (kind: UpstreamReportKind, filter: UpstreamReportFilter): string => {
  const query = new URLSearchParams(reportQuery(filter)).toString();
  return `/files/reports/${kind}${query ? `?${query}` : ''}`;
};

async function toFilter(filter: ReportFilterInput | null | undefined): Promise<UpstreamReportFilter> {
  const valid = await validateInput(reportFilterSchema, {
    cycle: filter?.cycle ?? undefined,
    from: filter?.from ?? undefined,
    to: filter?.to ?? undefined,
    unitId: filter?.unitId ?? undefined,
  });
  return {
    ...(valid.cycle !== undefined ? { cycle: valid.cycle } : {}),
    ...(valid.from ? { from: valid.from } : {}),
    ...(valid.to ? { to: valid.to } : {}),
    ...(valid.unitId ? { unitId: valid.unitId } : {}),
  };
}

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
};

/** Paging arguments checked before calling upstream (which would answer 400 the same way). */
const paging = (args: { page?: number | null; pageSize?: number | null }) =>
  validateInput(pageSchema, { page: args.page, pageSize: args.pageSize });

export const holdingReportResolvers: Resolvers<Context> = {
  Query: {
    salesReport: async (_root, { filter }, { upstream }) => ({
      filter: await toFilter(filter),
      options: once(() => upstream.holdingReports.options()),
    }),
    // The list toolbar's arguments by the lists' rule (BAD_USER_INPUT with fieldErrors, before upstream).
    payeeIntegrations: async (_root, args, { upstream }) => {
      const { page, pageSize, search } = await toolbarArgs(saleListSchema, args);
      const kind = internalValue(args.kind, PAYEE_INTEGRATION_KINDS);
      return upstream.holdingReports.integrations({ page, pageSize, kind, search });
    },
    billsIntegrationUrl: (_root, _args, { upstream }) => upstream.holdingReports.billsIntegrationUrl(),
  },
  SalesReport: {
    cycles: async (report) => (await report.options()).cycles,
    units: async (report) => (await report.options()).units,
    chart: (report, _args, { upstream }) => upstream.holdingReports.chart(report.filter),
    branches: async (report, args, { upstream }) =>
      upstream.holdingReports.branches(report.filter, await paging(args)),
    affiliates: async (report, args, { upstream }) =>
      upstream.holdingReports.affiliates(report.filter, await paging(args)),
    sales: async (report, args, { upstream }) =>
      upstream.holdingReports.sales(report.filter, await paging(args)),
    csvPath: (report, { kind }) => reportCsvPath(UPSTREAM_KIND[kind], report.filter),
  },
};
