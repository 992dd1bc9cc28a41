/**
 * Holding finance operations (docs/upstream-contract/holding.md, "Holding"): Status Faturamento's bills,
 * their counts per status, setting a bill to Closed, and recording a Ready bill's payment.
 */
import { type InvoiceCheck, readInvoiceCheck } from '../../kernel/invoice-check.ts';
import { type ListFilterQuery, listFilterQuery } from '../../kernel/list-filter.ts';
import { AGENT_SIDES, type AgentSide } from '../../kernel/side.ts';
import { BILL_STATUSES, type UpstreamBillStatus } from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const HOLDING_ROUTES = {
  bills: { method: 'GET', path: '/v1/holding/bills' },
  billStats: { method: 'GET', path: '/v1/holding/bills/stats' },
  billStatus: { method: 'PUT', path: '/v1/holding/bills/{billId}/status' },
  /** Approving a Processing bill's invoice (issue #33). */
  approveInvoice: { method: 'POST', path: '/v1/holding/bills/{billId}/invoice/approve' },
  // Finance's payment step (docs/upstream-contract/finance.md "Recording a payment").
  billPayment: { method: 'PUT', path: '/v1/finances/portal/payments/{paymentId}/payment' },
  cycles: { method: 'GET', path: '/v1/holding/cycles/{kind}' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  cyclesCsv: { method: 'GET', path: '/v1/holding/cycles/{kind}/csv' },
  createCycle: { method: 'POST', path: '/v1/holding/cycles/{kind}' },
  cycleGoals: { method: 'GET', path: '/v1/holding/goals/{cycleId}' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  cycleGoalsCsv: { method: 'GET', path: '/v1/holding/goals/{cycleId}/csv' },
  updateUnitGoals: { method: 'PUT', path: '/v1/holding/goals/{cycleId}' },
  history: { method: 'GET', path: '/v1/holding/history' },
  /** Histórico's 'Exportar CSV' (the page's filters), streamed by files.ts. */
  historyCsv: { method: 'GET', path: '/v1/holding/history.csv' },
  systemConfigs: { method: 'GET', path: '/v1/system-configs' },
} as const satisfies Record<string, Route>;

export interface UpstreamHoldingBill {
  id: string;
  status: UpstreamBillStatus;
  cycle: number;
  /** Cents. */
  value: number;
  payeeKind: AgentSide;
  payeeName: string;
  producerName: string;
  producerCnpj: string;
  statusMessage: string | null;
  errorMessage: string | null;
  updatedAt: string;
  /** The check of the latest uploaded invoice (issue #33). */
  invoiceCheck: InvoiceCheck | null;
}

export interface HoldingBillQuery extends ListFilterQuery {
  page: number;
  pageSize: number;
  status: UpstreamBillStatus | null;
}

export interface UpstreamHoldingBillPage {
  items: UpstreamHoldingBill[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export interface UpstreamBillStat {
  status: UpstreamBillStatus;
  count: number;
  /** Cents. */
  value: number;
}

export type UpstreamCycleKind = 'commercial' | 'financial';

export interface UpstreamHoldingCycle {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  current: boolean;
}

export interface HoldingApi extends HoldingOperationsApi {
  bills(query: HoldingBillQuery): Promise<UpstreamHoldingBillPage>;
  billStats(): Promise<UpstreamBillStat[]>;
  /** 404 for an unknown bill, 409 when its status does not allow closing it. */
  closeBill(billId: string): Promise<UpstreamHoldingBill>;
  /** 404 for an unknown bill, 409 (with the pt-BR reason) when it is not Processing. */
  approveInvoice(billId: string): Promise<UpstreamHoldingBill>;
  /** 404 for an unknown bill, 409 (with the pt-BR reason) when it is not Ready. */
  recordPayment(
    billId: string,
    payment: { outcome: 'Paid' | 'PaymentError'; reason: string | null },
  ): Promise<UpstreamHoldingBill>;
  /** Every cycle of the kind; `search` (trimmed, '' for none) keeps the numbers holding it. */
  cycles(kind: UpstreamCycleKind, search?: string): Promise<UpstreamHoldingCycle[]>;
  /** 409 with the pt-BR reason when the cycle would overlap the latest one. */
  createCycle(
    kind: UpstreamCycleKind,
    days: { startsOn: string; endsOn: string },
  ): Promise<UpstreamHoldingCycle>;
}

export interface UpstreamGoalValues {
  minimum: number;
  basic: number;
  master: number;
}

export interface UpstreamUnitGoal {
  unitId: string;
  unitName: string;
  minimum: number | null;
  basic: number | null;
  master: number | null;
}

export interface UpstreamCycleGoals {
  id: string;
  cycle: UpstreamHoldingCycle;
  goals: UpstreamGoalValues | null;
  units: UpstreamUnitGoal[];
}

export interface UpstreamAuditEntry {
  id: string;
  at: string;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  /** JSON text; null when absent. */
  before: string | null;
  after: string | null;
  subjectName: string | null;
  subjectCycle: number | null;
  removed: boolean;
}

export interface UpstreamAuditPage {
  items: UpstreamAuditEntry[];
  actors: { id: string; name: string }[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export interface HistoryQuery {
  page: number;
  pageSize: number;
  /** Empty for no filter. */
  entity: string;
  entityId: string;
  action: string;
  actorId: string;
  /** ISO-8601 instants, [from, to); absent for an open end. */
  from?: string;
  to?: string;
  /** Empty for no search. */
  search: string;
}

export interface UpstreamSystemConfig {
  key: string;
  value: unknown;
}

export interface HoldingOperationsApi {
  /** 404 for an unknown cycle. */
  /** `search` (trimmed, '' for none) keeps the units whose name holds it. */
  cycleGoals(cycleId: string, search?: string): Promise<UpstreamCycleGoals>;
  /** 400 with the pt-BR rule, 404 for an unknown cycle or unit. */
  updateUnitGoals(
    cycleId: string,
    goals: ReadonlyArray<{ unitId: string; minimum: number; basic: number; master: number }>,
  ): Promise<UpstreamCycleGoals>;
  history(query: HistoryQuery): Promise<UpstreamAuditPage>;
  systemConfigs(): Promise<UpstreamSystemConfig[]>;
}

const jsonText = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

const readCycleGoals = (body: ShapeReader): UpstreamCycleGoals => {
  const cycle = readCycle(body.object('cycle'));
  const goals = body.optionalObject('goals');
  return {
    id: cycle.id,
    cycle,
    goals: goals
      ? { minimum: goals.integer('minimum'), basic: goals.integer('basic'), master: goals.integer('master') }
      : null,
    units: body.array('units').map((unit) => ({
      unitId: unit.id('unit_id'),
      unitName: unit.string('unit_name'),
      minimum: unit.optionalInteger('minimum'),
      basic: unit.optionalInteger('basic'),
      master: unit.optionalInteger('master'),
    })),
  };
};

const readAudit = (row: ShapeReader): UpstreamAuditEntry => ({
  id: row.string('id'),
  at: row.instant('at'),
  actorName: row.optionalObject('actor')?.string('name') ?? null,
  action: row.string('action'),
  entity: row.string('entity'),
  entityId: row.string('entity_id'),
  before: jsonText(row.json('before')),
  after: jsonText(row.json('after')),
  subjectName: row.object('subject').optionalString('name'),
  subjectCycle: row.object('subject').optionalInteger('cycle'),
  removed: row.boolean('removed'),
});

const readCycle = (cycle: ShapeReader): UpstreamHoldingCycle => ({
  id: cycle.id('id'),
  number: cycle.integer('number'),
  startsAt: cycle.instant('starts_at'),
  endsAt: cycle.instant('ends_at'),
  current: cycle.boolean('current'),
});

const readBill = (bill: ShapeReader): UpstreamHoldingBill => {
  const producer = bill.object('producer');
  const payee = bill.object('payee');
  return {
    id: bill.id('id'),
    status: bill.oneOf('status', BILL_STATUSES),
    cycle: bill.object('cycle').integer('number'),
    value: bill.integer('value'),
    payeeKind: payee.oneOf('kind', AGENT_SIDES),
    payeeName: payee.string('name'),
    producerName: producer.string('name'),
    producerCnpj: producer.string('cnpj'),
    statusMessage: bill.optionalString('status_message'),
    errorMessage: bill.optionalString('error_message'),
    updatedAt: bill.instant('updated_at'),
    invoiceCheck: readInvoiceCheck(bill),
  };
};

export function createHoldingApi(client: UpstreamClient): HoldingApi {
  const read = (route: Route, body: unknown) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, body);

  return {
    bills: async ({ page, pageSize, ...filter }) => {
      const route = HOLDING_ROUTES.bills;
      const query = { page, pageSize, ...listFilterQuery(filter) };
      const body = read(route, await client.call(route, { query }));
      return {
        items: body.array('items').map(readBill),
        totalRows: body.integer('totalRows'),
        page: body.integer('page'),
        pageSize: body.integer('pageSize'),
      };
    },
    billStats: async () => {
      const route = HOLDING_ROUTES.billStats;
      const body = read(route, await client.call(route));
      return body.array('byStatus').map((row) => ({
        status: row.oneOf('status', BILL_STATUSES),
        count: row.integer('count'),
        value: row.integer('value'),
      }));
    },
    closeBill: async (billId) => {
      const route = HOLDING_ROUTES.billStatus;
      const body = await client.call(route, { params: { billId }, json: { value: 'Closed' } });
      return readBill(read(route, body));
    },
    approveInvoice: async (billId) => {
      const route = HOLDING_ROUTES.approveInvoice;
      return readBill(read(route, await client.call(route, { params: { billId } })));
    },
    recordPayment: async (billId, payment) => {
      const route = HOLDING_ROUTES.billPayment;
      const body = await client.call(route, { params: { paymentId: billId }, json: payment });
      return readBill(read(route, body));
    },
    cycles: async (kind, search = '') => {
      const route = HOLDING_ROUTES.cycles;
      const body = read(
        route,
        await client.call(route, { params: { kind }, query: search ? { search } : {} }),
      );
      return body.array('items').map(readCycle);
    },
    createCycle: async (kind, { startsOn, endsOn }) => {
      const route = HOLDING_ROUTES.createCycle;
      const body = await client.call(route, {
        params: { kind },
        json: { starts_on: startsOn, ends_on: endsOn },
      });
      return readCycle(read(route, body));
    },
    cycleGoals: async (cycleId, search = '') => {
      const route = HOLDING_ROUTES.cycleGoals;
      const query = search ? { search } : {};
      return readCycleGoals(read(route, await client.call(route, { params: { cycleId }, query })));
    },
    updateUnitGoals: async (cycleId, goals) => {
      const route = HOLDING_ROUTES.updateUnitGoals;
      const json = {
        goals: goals.map((goal) => ({
          unit_id: goal.unitId,
          minimum: goal.minimum,
          basic: goal.basic,
          master: goal.master,
        })),
      };
      return readCycleGoals(read(route, await client.call(route, { params: { cycleId }, json })));
    },
    history: async ({ page, pageSize, entity, entityId, action, actorId, from, to, search }) => {
      const route = HOLDING_ROUTES.history;
      const query = {
        page,
        pageSize,
        ...(entity ? { entity } : {}),
        ...(entityId ? { entity_id: entityId } : {}),
        ...(action ? { action } : {}),
        ...(actorId ? { actor_id: actorId } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(search ? { search } : {}),
      };
      const body = read(route, await client.call(route, { query }));
      return {
        items: body.array('items').map(readAudit),
        actors: body.array('actors').map((actor) => ({ id: actor.string('id'), name: actor.string('name') })),
        totalRows: body.integer('totalRows'),
        page: body.integer('page'),
        pageSize: body.integer('pageSize'),
      };
    },
    systemConfigs: async () => {
      const route = HOLDING_ROUTES.systemConfigs;
      const body = read(route, await client.call(route));
      return body.array('items').map((item) => ({ key: item.string('key'), value: item.json('value') }));
    },
  };
}
