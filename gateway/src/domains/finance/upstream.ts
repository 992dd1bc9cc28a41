/**
 * docs/product.md §5.8 "Finances" and "Integration" (docs/upstream-contract/finance.md, "Finances"): typed calls
 * through the shared HTTP client. `side` is the agent's `agent_as_role`; it is null for everyone else, and
 * then nothing is sent (upstream scopes non-agents by their roles).
 *
 * Two clients: the bills ("payments") routes go to PAYMENTS_URL, which production may host apart
 * from the rest of the portal API; by default both are PORTAL_URL.
 */

import { type InvoiceCheck, toInvoiceCheck } from '../../kernel/invoice-check.ts';
import { type ListFilterQuery, listFilterQuery } from '../../kernel/list-filter.ts';
import { type PageQuery, readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Side } from '../../kernel/side.ts';
import type { UpstreamBillStatus, UpstreamCommissionStatus } from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';
import { readCommissionExplanation, type UpstreamCommissionExplanation } from './explanation.ts';
import {
  readBalance,
  readBill,
  readCareerPlan,
  readCommission,
  readCycle,
  readCycleSales,
  readGoals,
  readIntegration,
  readInvoice,
  readInvoiceBatch,
  readPaymentsSummary,
  readSale,
  readSalesBalance,
  type UpstreamBalance,
  type UpstreamBill,
  type UpstreamCareerPlan,
  type UpstreamCommission,
  type UpstreamCycle,
  type UpstreamCycleSales,
  type UpstreamGoals,
  type UpstreamIntegrationKind,
  type UpstreamInvoice,
  type UpstreamInvoiceBatch,
  type UpstreamPaymentsSummary,
  type UpstreamSale,
  type UpstreamSalesBalance,
} from './shapes.ts';

const BASE = '/v1/finances/portal';

/** Routes of the portal API (PORTAL_URL). */
export const FINANCE_ROUTES = {
  balance: { method: 'GET', path: `${BASE}/commissions/balance` },
  salesBalance: { method: 'GET', path: `${BASE}/sales/balance` },
  salesTotal: { method: 'GET', path: `${BASE}/sales/total` },
  salesByCycle: { method: 'GET', path: `${BASE}/sales/by-cycle` },
  sells: { method: 'GET', path: `${BASE}/commissions/sells` },
  sellsCsv: { method: 'GET', path: `${BASE}/commissions/sells.csv` },
  commissions: { method: 'GET', path: `${BASE}/commissions/commissions` },
  commissionsCsv: { method: 'GET', path: `${BASE}/commissions/commissions.csv` },
  /** 'Por que recebi esta comissão?': one commission with its sale, link, rule, history and bill. */
  commissionExplanation: {
    method: 'GET',
    path: `${BASE}/commissions/commissions/{commissionId}/explanation`,
  },
  goals: { method: 'GET', path: `${BASE}/goals` },
  commercialCycle: { method: 'GET', path: `${BASE}/cycles/commercial` },
  financialCycle: { method: 'GET', path: `${BASE}/cycles/financial` },
  careerPlan: { method: 'GET', path: `${BASE}/career-plan` },
} as const satisfies Record<string, Route>;

/** Routes of the payments service (PAYMENTS_URL). */
export const PAYMENT_ROUTES = {
  payments: { method: 'GET', path: `${BASE}/payments` },
  openPayments: { method: 'GET', path: `${BASE}/payments/open` },
  summary: { method: 'GET', path: `${BASE}/payments/summary` },
  integration: { method: 'GET', path: `${BASE}/payments/integration` },
  /** The commissions of 1–100 bills at once (declared before `{paymentId}` upstream). */
  billCommissions: { method: 'GET', path: `${BASE}/payments/commissions` },
  /** Faturamento's 'Exportar CSV' (the list's filter), streamed by files.ts. */
  paymentsCsv: { method: 'GET', path: `${BASE}/payments.csv` },
  payment: { method: 'GET', path: `${BASE}/payments/{paymentId}` },
  /** The Notas Fiscais list (holding, branch, producer). */
  invoices: { method: 'GET', path: `${BASE}/invoices` },
  /** An invoice's PDF, streamed to the browser by files.ts ('Baixar'). */
  invoicePdf: { method: 'GET', path: `${BASE}/invoices/{invoiceId}/pdf` },
  /** Notas Fiscais' 'Exportar CSV' (the list's filter), streamed by files.ts. */
  invoicesCsv: { method: 'GET', path: `${BASE}/invoices.csv` },
  uploadInvoice: { method: 'POST', path: `${BASE}/bills/{billId}/invoice/upload` },
  /** Reads and checks an invoice against a bill, storing nothing (issue #33). */
  checkInvoice: { method: 'POST', path: `${BASE}/bills/{billId}/invoice/check` },
  generateInvoice: { method: 'POST', path: `${BASE}/bills/{billId}/invoice/generate` },
  /** Batch invoice generation (holding, admin), run as jobs upstream. */
  startInvoiceBatch: { method: 'POST', path: `${BASE}/bills/invoices/batch-generate` },
  invoiceBatch: { method: 'GET', path: `${BASE}/bills/invoices/batch-generate/{batchId}` },
} as const satisfies Record<string, Route>;

/** Most bill ids upstream takes in one GET payments/commissions (a page's worth). */
export const BILL_BATCH_MAX = 100;
/** A page of the Notas Fiscais list; `search` trimmed, empty for none. */
export interface InvoiceListQuery extends PageQuery, ListFilterQuery {
  status: UpstreamBillStatus | null;
}

export interface FinanceApi {
  balance(side: Side): Promise<UpstreamBalance>;
  salesBalance(side: Side): Promise<UpstreamSalesBalance>;
  salesTotal(side: Side): Promise<UpstreamCycleSales>;
  salesByCycle(side: Side, last: number): Promise<UpstreamCycleSales[]>;
  /** `cycle`: id or number; null for the current one. */
  goals(side: Side, cycle: string | null): Promise<UpstreamGoals>;
  commercialCycle(): Promise<UpstreamCycle>;
  financialCycle(): Promise<UpstreamCycle>;
  sells(side: Side, query: PageQuery & ListFilterQuery): Promise<UpstreamPage<UpstreamSale>>;
  commissions(
    side: Side,
    query: PageQuery & ListFilterQuery & { status: UpstreamCommissionStatus | null },
  ): Promise<UpstreamPage<UpstreamCommission>>;
  /** One commission explained; a 404 when it is unknown or not the side's. */
  commissionExplanation(side: Side, commissionId: string): Promise<UpstreamCommissionExplanation>;
  /** The bills (upstream's payments routes: one entity, the bill, whatever the route calls it). */
  bills(
    side: Side,
    query: PageQuery & ListFilterQuery & { status: UpstreamBillStatus | null },
  ): Promise<UpstreamPage<UpstreamBill>>;
  openBills(side: Side): Promise<UpstreamPage<UpstreamBill>>;
  /** Scoped by role upstream (no agent side: agents may not read it). */
  invoices(query: InvoiceListQuery): Promise<UpstreamPage<UpstreamInvoice>>;
  billsSummary(side: Side): Promise<UpstreamPaymentsSummary>;
  /** The bill with the commissions it pays. */
  bill(side: Side, billId: string): Promise<UpstreamBill>;
  /**
   * The commissions of several bills (at most BILL_BATCH_MAX ids) in one call, by bill id. A bill
   * upstream leaves out (no longer readable) is absent from the map.
   */
  commissionsOfBills(side: Side, billIds: readonly string[]): Promise<Map<string, UpstreamCommission[]>>;
  integration(side: Side): Promise<UpstreamIntegrationKind | null>;
  careerPlan(side: Side): Promise<UpstreamCareerPlan>;
  /** `pdf`: standard base64 without a data: prefix, already validated; `reason` for a mismatch. */
  uploadInvoice(side: Side, billId: string, pdf: string, reason: string | null): Promise<UpstreamBill>;
  /** The check of a file against the bill (issue #33); nothing is stored. */
  checkInvoice(side: Side, billId: string, pdf: string): Promise<InvoiceCheck>;
  generateInvoice(side: Side, billId: string): Promise<UpstreamBill>;
  startInvoiceBatch(billIds: readonly string[]): Promise<UpstreamInvoiceBatch>;
  /** A 404 when upstream knows no such batch. */
  invoiceBatch(batchId: string): Promise<UpstreamInvoiceBatch>;
}

export interface FinanceClients {
  portal: UpstreamClient;
  payments: UpstreamClient;
}

export function createFinanceApi({ portal, payments }: FinanceClients): FinanceApi {
  /** GET on the portal API with the side's agent_as_role, returning the body to read. */
  const get = async (
    client: UpstreamClient,
    route: Route,
    side: Side,
    query: Record<string, string | number> = {},
  ) => client.call(route, { query, agentAsRole: side ?? undefined });
  const object = (client: UpstreamClient, route: Route, body: unknown) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, body);
  const array = (client: UpstreamClient, route: Route, body: unknown) =>
    ShapeReader.array(client.area, `${route.method} ${route.path}`, body);

  /** Reads one object answer of the portal API. */
  const portalObject = async (route: Route, side: Side, query: Record<string, string | number> = {}) =>
    object(portal, route, await get(portal, route, side, query));
  const paymentsObject = async (route: Route, side: Side, query: Record<string, string | number> = {}) =>
    object(payments, route, await get(payments, route, side, query));

  return {
    balance: async (side) => readBalance(await portalObject(FINANCE_ROUTES.balance, side)),
    salesBalance: async (side) => readSalesBalance(await portalObject(FINANCE_ROUTES.salesBalance, side)),
    salesTotal: async (side) => readCycleSales(await portalObject(FINANCE_ROUTES.salesTotal, side)),
    salesByCycle: async (side, last) => {
      const route = FINANCE_ROUTES.salesByCycle;
      return array(portal, route, await get(portal, route, side, { last })).map(readCycleSales);
    },
    goals: async (side, cycle) =>
      readGoals(await portalObject(FINANCE_ROUTES.goals, side, cycle === null ? {} : { cycle })),
    commercialCycle: async () => readCycle(await portalObject(FINANCE_ROUTES.commercialCycle, null)),
    financialCycle: async () => readCycle(await portalObject(FINANCE_ROUTES.financialCycle, null)),
    sells: async (side, { page, pageSize, order, ...filter }) => {
      // docs/product.md §5.8: sells are ordered by payment date.
      const query = { page, pageSize, order, orderBy: 'payment.date', ...listFilterQuery(filter) };
      return readPage(await portalObject(FINANCE_ROUTES.sells, side, query), readSale);
    },
    commissions: async (side, { page, pageSize, order, ...filter }) => {
      const query = { page, pageSize, order, orderBy: 'date', ...listFilterQuery(filter) };
      return readPage(await portalObject(FINANCE_ROUTES.commissions, side, query), readCommission);
    },
    commissionExplanation: async (side, commissionId) => {
      const route = FINANCE_ROUTES.commissionExplanation;
      const body = await portal.call(route, { params: { commissionId }, agentAsRole: side ?? undefined });
      return readCommissionExplanation(object(portal, route, body));
    },
    bills: async (side, { page, pageSize, order, ...filter }) => {
      const query = { page, pageSize, order, orderBy: 'cycle.number', ...listFilterQuery(filter) };
      return readPage(await paymentsObject(PAYMENT_ROUTES.payments, side, query), readBill);
    },
    openBills: async (side) => readPage(await paymentsObject(PAYMENT_ROUTES.openPayments, side), readBill),
    invoices: async ({ page, pageSize, order, ...filter }) => {
      const query = { page, pageSize, order, orderBy: 'created_at', ...listFilterQuery(filter) };
      return readPage(await paymentsObject(PAYMENT_ROUTES.invoices, null, query), readInvoice);
    },
    billsSummary: async (side) => readPaymentsSummary(await paymentsObject(PAYMENT_ROUTES.summary, side)),
    bill: async (side, billId) => {
      const route = PAYMENT_ROUTES.payment;
      const body = await payments.call(route, {
        params: { paymentId: billId },
        agentAsRole: side ?? undefined,
      });
      return readBill(object(payments, route, body));
    },
    commissionsOfBills: async (side, billIds) => {
      if (billIds.length > BILL_BATCH_MAX) throw new Error(`at most ${BILL_BATCH_MAX} bills per batch`);
      const route = PAYMENT_ROUTES.billCommissions;
      const body = object(payments, route, await get(payments, route, side, { ids: billIds.join(',') }));
      return new Map(
        body
          .array('items')
          .map((item) => [item.id('payment_id'), item.array('commissions').map(readCommission)]),
      );
    },
    integration: async (side) => readIntegration(await paymentsObject(PAYMENT_ROUTES.integration, side)),
    careerPlan: async (side) => readCareerPlan(await portalObject(FINANCE_ROUTES.careerPlan, side)),
    uploadInvoice: async (side, billId, pdf, reason) => {
      const route = PAYMENT_ROUTES.uploadInvoice;
      const body = await payments.call(route, {
        params: { billId },
        json: reason === null ? { pdf } : { pdf, reason },
        agentAsRole: side ?? undefined,
      });
      return readBill(object(payments, route, body));
    },
    checkInvoice: async (side, billId, pdf) => {
      const route = PAYMENT_ROUTES.checkInvoice;
      const body = await payments.call(route, {
        params: { billId },
        json: { pdf },
        agentAsRole: side ?? undefined,
      });
      return toInvoiceCheck(object(payments, route, body));
    },
    generateInvoice: async (side, billId) => {
      const route = PAYMENT_ROUTES.generateInvoice;
      const body = await payments.call(route, { params: { billId }, agentAsRole: side ?? undefined });
      return readBill(object(payments, route, body));
    },
    startInvoiceBatch: async (billIds) => {
      const route = PAYMENT_ROUTES.startInvoiceBatch;
      const body = await payments.call(route, { json: { billIds } });
      return readInvoiceBatch(object(payments, route, body));
    },
    invoiceBatch: async (batchId) => {
      const route = PAYMENT_ROUTES.invoiceBatch;
      const body = await payments.call(route, { params: { batchId } });
      return readInvoiceBatch(object(payments, route, body));
    },
  };
}
