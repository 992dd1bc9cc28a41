/**
 * The finance payloads of docs/upstream-contract/finance.md ("Finances", shared shapes), read defensively.
 * The enum spellings here are upstream's; they are also the internal values of the GraphQL enums
 * (codegen.ts `enumValues`), so the enum resolvers in resolvers.ts are the only place where
 * one spelling becomes the other.
 */
import { type InvoiceCheck, readInvoiceCheck } from '../../kernel/invoice-check.ts';
import { AGENT_SIDES, type AgentSide } from '../../kernel/side.ts';
import {
  BILL_STATUSES,
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
  SALE_STATUSES,
  type UpstreamBillStatus,
  type UpstreamCommissionStatus,
  type UpstreamCommissionType,
  type UpstreamSaleStatus,
} from '../../kernel/statuses.ts';
import type { ShapeReader } from '../../upstream/shape.ts';

export const INTEGRATION_KINDS = ['DMEI', 'BBP'] as const;
export type UpstreamIntegrationKind = (typeof INTEGRATION_KINDS)[number];

export interface UpstreamCycle {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  current: boolean;
}

export interface UpstreamCycleRef {
  id: string;
  number: number;
}

export interface UpstreamProduct {
  id: string;
  name: string;
  isVoucher: boolean;
}

export interface UpstreamCommission {
  id: string;
  status: UpstreamCommissionStatus;
  type: UpstreamCommissionType;
  product: UpstreamProduct;
  paymentId: string;
  installments: number;
  /** Null on debits (a refund or chargeback is not an installment). */
  installment: number | null;
  /** Signed: negative for debits. */
  value: number;
  date: string;
  cycle: UpstreamCycleRef;
  billId: string | null;
}

export interface UpstreamSale {
  id: string;
  status: UpstreamSaleStatus;
  product: UpstreamProduct;
  customerName: string;
  paymentId: string;
  paymentDate: string;
  installments: number;
  value: number;
  commission: number;
}

export interface UpstreamBillEntry {
  productName: string;
  value: number;
}

export interface UpstreamBill {
  id: string;
  status: UpstreamBillStatus;
  value: number;
  statusMessage: string | null;
  errorMessage: string | null;
  cycle: UpstreamCycleRef;
  producerName: string;
  producerCnpj: string;
  payeeName: string;
  /** One line per product, voucher products not merged yet. */
  entries: UpstreamBillEntry[];
  /** Present only in GET /payments/{id}: the commissions the bill pays. */
  commissions: UpstreamCommission[] | null;
  /** The check of the latest uploaded invoice (issue #33). */
  invoiceCheck: InvoiceCheck | null;
}

/** One row of GET invoices (the Notas Fiscais list). */
export interface UpstreamInvoice {
  id: string;
  /** The bill's status. */
  status: UpstreamBillStatus;
  createdAt: string;
  billingId: string;
  cycle: number;
  value: number;
  payeeKind: AgentSide;
  payeeId: string;
  payeeName: string;
  producerName: string;
  producerCnpj: string;
  /** Whether upstream holds a file for it (GET invoices/{id}/pdf). */
  hasPdf: boolean;
}

export interface UpstreamBalance {
  pending: number;
  earned: number;
}

export interface UpstreamSalesBalance {
  currentCycle: number;
  lastCycle: number;
}

export interface UpstreamCycleSales {
  cycle: UpstreamCycle;
  total: number;
  count: number;
}

export interface UpstreamGoals {
  cycleId: string;
  cycle: number;
  minimum: number;
  basic: number;
  master: number;
  unit: number | null;
  unitId: string | null;
}

export interface UpstreamPaymentsSummary {
  paid: number;
  awaitingInvoice: number;
  processing: number;
}

export interface UpstreamCareerPlan {
  level: number;
  levels: Array<{ level: number; name: string; goal: number }>;
  currentCycleSales: number;
  documents: Array<{ title: string; url: string }>;
}

export const readCycle = (cycle: ShapeReader): UpstreamCycle => ({
  id: cycle.id('id'),
  number: cycle.integer('number'),
  startsAt: cycle.instant('starts_at'),
  endsAt: cycle.instant('ends_at'),
  current: cycle.boolean('current'),
});

const readCycleRef = (cycle: ShapeReader): UpstreamCycleRef => ({
  id: cycle.id('id'),
  number: cycle.integer('number'),
});

const readProduct = (product: ShapeReader): UpstreamProduct => ({
  id: product.id('id'),
  name: product.string('name'),
  // Older answers may lack the flag; the name rule (docs/product.md §5.7) is applied by the gateway anyway.
  isVoucher: product.optionalBoolean('is_voucher') ?? false,
});

export const readCommission = (item: ShapeReader): UpstreamCommission => {
  const payment = item.object('payment');
  return {
    id: item.id('id'),
    status: item.oneOf('status', COMMISSION_STATUSES),
    type: item.oneOf('type', COMMISSION_TYPES),
    product: readProduct(item.object('product')),
    paymentId: payment.id('id'),
    installments: payment.integer('installments'),
    installment: item.optionalInteger('installment'),
    value: item.integer('value'),
    date: item.instant('date'),
    cycle: readCycleRef(item.object('cycle')),
    billId: item.optionalString('bill_id'),
  };
};

export const readSale = (item: ShapeReader): UpstreamSale => {
  const payment = item.object('payment');
  return {
    id: item.id('id'),
    status: item.oneOf('status', SALE_STATUSES),
    product: readProduct(item.object('product')),
    customerName: item.string('customer_name'),
    paymentId: payment.id('id'),
    paymentDate: payment.instant('date'),
    installments: payment.integer('installments'),
    value: item.integer('value'),
    commission: item.integer('commission'),
  };
};

export const readBill = (item: ShapeReader): UpstreamBill => {
  const producer = item.object('producer');
  return {
    id: item.id('id'),
    status: item.oneOf('status', BILL_STATUSES),
    value: item.integer('value'),
    statusMessage: item.optionalString('status_message'),
    errorMessage: item.optionalString('error_message'),
    cycle: readCycleRef(item.object('cycle')),
    producerName: producer.string('name'),
    producerCnpj: producer.string('cnpj'),
    payeeName: item.object('payee').string('name'),
    entries: item.array('entries').map((entry) => ({
      productName: entry.object('product').string('name'),
      value: entry.integer('value'),
    })),
    commissions: item.optionalArray('commissions')?.map(readCommission) ?? null,
    invoiceCheck: readInvoiceCheck(item),
  };
};

export const readInvoice = (item: ShapeReader): UpstreamInvoice => {
  const bill = item.object('bill');
  const payee = item.object('payee');
  const producer = item.object('producer');
  return {
    id: item.id('id'),
    status: item.oneOf('status', BILL_STATUSES),
    createdAt: item.instant('created_at'),
    billingId: bill.id('id'),
    cycle: bill.object('cycle').integer('number'),
    value: bill.integer('value'),
    payeeKind: payee.oneOf('kind', AGENT_SIDES),
    payeeId: payee.id('id'),
    payeeName: payee.string('name'),
    producerName: producer.string('name'),
    producerCnpj: producer.string('cnpj'),
    hasPdf: item.optionalObject('pdf') !== null,
  };
};

export const readBalance = (body: ShapeReader): UpstreamBalance => ({
  pending: body.integer('pending'),
  earned: body.integer('earned'),
});

export const readSalesBalance = (body: ShapeReader): UpstreamSalesBalance => ({
  currentCycle: body.integer('currentCycle'),
  lastCycle: body.integer('lastCycle'),
});

export const readCycleSales = (body: ShapeReader): UpstreamCycleSales => ({
  cycle: readCycle(body.object('cycle')),
  total: body.integer('total'),
  count: body.integer('count'),
});

export const readGoals = (body: ShapeReader): UpstreamGoals => ({
  cycleId: body.id('cycle_id'),
  cycle: body.integer('cycle'),
  minimum: body.integer('minimum'),
  basic: body.integer('basic'),
  master: body.integer('master'),
  unit: body.optionalInteger('unit'),
  unitId: body.optionalId('unit_id'),
});

export const readPaymentsSummary = (body: ShapeReader): UpstreamPaymentsSummary => ({
  paid: body.integer('paid'),
  awaitingInvoice: body.integer('awaitingInvoice'),
  processing: body.integer('processing'),
});

export const readIntegration = (body: ShapeReader): UpstreamIntegrationKind | null =>
  body.optionalString('integration') === null ? null : body.oneOf('integration', INTEGRATION_KINDS);

export const readCareerPlan = (body: ShapeReader): UpstreamCareerPlan => ({
  level: body.integer('level'),
  levels: body.array('levels').map((level) => ({
    level: level.integer('level'),
    name: level.string('name'),
    goal: level.integer('goal'),
  })),
  currentCycleSales: body.integer('currentCycleSales'),
  documents: body.array('documents').map((document) => ({
    title: document.string('title'),
    url: document.string('url'),
  })),
});

export const INVOICE_BATCH_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type UpstreamInvoiceBatchState = (typeof INVOICE_BATCH_STATES)[number];

/** A batch invoice generation (upstream's jobs), docs/upstream-contract/finance.md. */
export interface UpstreamInvoiceBatch {
  id: string;
  state: UpstreamInvoiceBatchState;
  createdAt: string;
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  items: { billId: string; state: UpstreamInvoiceBatchState; errorMessage: string | null }[];
  skippedBillIds: string[];
}

export const readInvoiceBatch = (item: ShapeReader): UpstreamInvoiceBatch => ({
  id: item.id('id'),
  state: item.oneOf('state', INVOICE_BATCH_STATES),
  createdAt: item.instant('createdAt'),
  total: item.integer('total'),
  queued: item.integer('queued'),
  running: item.integer('running'),
  done: item.integer('done'),
  failed: item.integer('failed'),
  items: item.array('items').map((entry) => ({
    billId: entry.id('billId'),
    state: entry.oneOf('state', INVOICE_BATCH_STATES),
    errorMessage: entry.optionalString('errorMessage'),
  })),
  skippedBillIds: item.ids('skippedBillIds'),
});
