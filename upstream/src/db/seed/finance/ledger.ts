/**
 * Commissions, bills, bill entries and invoices derived from the demo sales by the rules the
 * routes report: one commission per installment for the seller (affiliate side) and for the unit
 * credited with the sale (branch side); installments not yet due do not exist; a refund cancels
 * the later installments and claws back the earlier ones with a Debit; every due commission of a
 * closed cycle is billed per account, cycle and producer, and its status follows its bill's.
 */

import { STATUS_MESSAGES } from '../../../domains/finance/labels.ts';
import { buildPdf } from '../../../kernel/pdf.ts';
import type {
  BillStatus,
  CommissionStatus,
  NewBill,
  NewBillEntry,
  NewCommission,
  NewInvoice,
} from '../../finance-types.ts';
import { SEED_BASE_DATE, seedId } from '../ids.ts';
import { organisationId } from '../organisations.ts';
import { userId } from '../users.ts';
import {
  INTEGRATIONS,
  PRODUCERS,
  producerId,
  producerIndex,
  productId,
  USER_CAREER_LEVELS,
} from './catalogue.ts';
import { COMMERCIAL_CYCLES, CURRENT_COMMERCIAL, cycleAt } from './cycles.ts';
import { REFUND_AFTER_DAYS, type SeedSale } from './sales.ts';

type Owner =
  | { side: 'affiliate'; user_id: string; unit_id: null }
  | { side: 'branch'; user_id: null; unit_id: string };

const ownerKey = (owner: Owner) => `${owner.side}:${owner.user_id ?? owner.unit_id}`;

/** Which bill of a closed cycle gets which status: every account sees all eight. */
export function billStatusFor(cycle: number, producer: number): BillStatus {
  if (cycle === 13) return 'Open';
  if (cycle === 12) return (['Processing', 'Ready', 'Enqueued'] as const)[producer] ?? 'Processing';
  if (cycle === 11 && producer === 0) return 'Error';
  if (cycle === 9 && producer === 1) return 'PaymentError';
  if (cycle === 8 && producer === 2) return 'Closed';
  return 'Paid';
}

const COMMISSION_STATUS_OF_BILL: Record<BillStatus, CommissionStatus> = {
  Open: 'Ready',
  Error: 'Ready',
  PaymentError: 'Ready',
  Processing: 'Processing',
  Ready: 'Processing',
  Enqueued: 'Processing',
  Paid: 'Executed',
  Closed: 'Executed',
};

/** Commissions of producer 2 in these cycles were converted to points instead of being billed. */
const CONVERTED_CYCLES: readonly number[] = [5, 6];

export const ERROR_MESSAGES = [
  'CNPJ do tomador divergente: emita a nota fiscal para o CNPJ da produtora informado na fatura.',
  'O valor da nota fiscal é diferente do valor da fatura. Emita uma nova nota com o valor exato.',
  'Arquivo ilegível: envie o PDF original da nota fiscal, sem digitalização.',
];
export const PAYMENT_ERROR_MESSAGE =
  'O banco recusou a transferência: conta corrente inválida. Atualize seus dados bancários e aguarde o novo pagamento.';

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
const DAY_MS = 86_400_000;
const minDate = (a: Date, b: Date) => (a < b ? a : b);
const LEVEL_OF = new Map(USER_CAREER_LEVELS.map(({ username, level }) => [username, level]));

export interface Ledger {
  commissions: NewCommission[];
  bills: NewBill[];
  entries: NewBillEntry[];
  invoices: NewInvoice[];
}

/** The commission rows of one sale for one owner, before billing (bill_id and status settled later). */
function commissionsOf(sale: SeedSale, owner: Owner, rateBp: number): NewCommission[] {
  // The seller's level as the intake records it (a unit has none); the demo's levels do not change.
  const careerLevel = owner.side === 'affiliate' ? (LEVEL_OF.get(sale.seller.username) ?? null) : null;
  const total = Math.round((sale.valueCents * rateBp) / 10_000);
  const count = sale.status === 'CANCELED' ? 1 : sale.installments;
  const share = Math.floor(total / sale.installments);
  const refundDate = new Date(sale.paymentDate.getTime() + REFUND_AFTER_DAYS * DAY_MS);
  const rows: NewCommission[] = [];
  let clawedBack = 0;
  for (let i = 1; i <= count; i++) {
    const date = addMonths(sale.paymentDate, i - 1);
    if (date > SEED_BASE_DATE) break;
    const value = i === 1 ? total - share * (sale.installments - 1) : share;
    const canceled = sale.status === 'CANCELED' || (sale.status === 'REFUNDED' && date > refundDate);
    if (!canceled && sale.status === 'REFUNDED') clawedBack += value;
    const cycle = cycleAt(date);
    rows.push({
      id: seedId(`commission:${sale.id}:${owner.side}:${i}`),
      sale_id: sale.id,
      ...owner,
      status: canceled ? 'canceled' : 'Held',
      type: 'Credit',
      installment: i,
      value_cents: value,
      date,
      cycle_id: cycle.id,
      bill_id: null,
      rate_bp: rateBp,
      career_level: careerLevel,
    });
  }
  if (clawedBack > 0) {
    rows.push({
      id: seedId(`commission:${sale.id}:${owner.side}:debit`),
      sale_id: sale.id,
      ...owner,
      status: 'Held',
      type: 'Debit',
      installment: null,
      value_cents: clawedBack,
      date: refundDate,
      cycle_id: cycleAt(refundDate).id,
      bill_id: null,
      rate_bp: rateBp,
      career_level: careerLevel,
    });
  }
  return rows;
}

export function buildLedger(sales: readonly SeedSale[]): Ledger {
  const commissions: NewCommission[] = [];
  const ownerOfRow = new Map<NewCommission, Owner>();
  const producerOfSale = new Map<string, number>();
  const productOfSale = new Map<string, string>();
  for (const sale of sales) {
    producerOfSale.set(sale.id, producerIndex(sale.product.producer));
    productOfSale.set(sale.id, productId(sale.product.key));
    const seller: Owner = { side: 'affiliate', user_id: userId(sale.seller.username), unit_id: null };
    const unit: Owner = { side: 'branch', user_id: null, unit_id: organisationId(sale.seller.unit) };
    for (const [owner, rate] of [
      [seller, sale.product.affiliateRate],
      [unit, sale.product.branchRate],
    ] as const) {
      for (const row of commissionsOf(sale, owner, rate)) {
        commissions.push(row);
        ownerOfRow.set(row, owner);
      }
    }
  }

  const numberOf = new Map(COMMERCIAL_CYCLES.map((cycle) => [cycle.id, cycle]));
  const billed = new Map<string, { owner: Owner; cycle: number; producer: number; rows: NewCommission[] }>();
  for (const row of commissions) {
    if (row.status === 'canceled') continue;
    const cycle = numberOf.get(row.cycle_id)?.number ?? CURRENT_COMMERCIAL;
    const producer = producerOfSale.get(row.sale_id) ?? 0;
    if (cycle === CURRENT_COMMERCIAL) continue; // the open cycle: Held, not billed yet
    if (row.type === 'Credit' && producer === 2 && CONVERTED_CYCLES.includes(cycle)) {
      row.status = 'ConvertedToPoints';
      continue;
    }
    const owner = ownerOfRow.get(row);
    if (!owner) throw new Error(`commission ${row.id} has no owner`);
    const key = `${ownerKey(owner)}:${cycle}:${producer}`;
    const group = billed.get(key) ?? { owner, cycle, producer, rows: [] };
    group.rows.push(row);
    billed.set(key, group);
  }

  const bills: NewBill[] = [];
  const entries: NewBillEntry[] = [];
  const invoices: NewInvoice[] = [];
  const ownerIndex = new Map<string, number>();
  for (const [key, group] of billed) {
    const status = billStatusFor(group.cycle, group.producer);
    const id = seedId(`bill:${key}`);
    const perProduct = new Map<string, number>();
    for (const row of group.rows) {
      row.bill_id = id;
      row.status = COMMISSION_STATUS_OF_BILL[status];
      const product = productOfSale.get(row.sale_id) ?? '';
      const signed = row.type === 'Debit' ? -row.value_cents : row.value_cents;
      perProduct.set(product, (perProduct.get(product) ?? 0) + signed);
    }
    const value = [...perProduct.values()].reduce((sum, v) => sum + v, 0);
    if (value <= 0) throw new Error(`seed bill ${key} would not be positive (${value})`);
    const cycle = COMMERCIAL_CYCLES[group.cycle - 1];
    if (!cycle) throw new Error(`unknown cycle ${group.cycle}`);
    const ownerId = ownerKey(group.owner);
    if (!ownerIndex.has(ownerId)) ownerIndex.set(ownerId, ownerIndex.size);
    // The day after the cycle closed, at the latest the base date (a cycle closed last night).
    const created = minDate(new Date(cycle.ends_at.getTime() + DAY_MS), SEED_BASE_DATE);
    const updated = minDate(new Date(created.getTime() + 6 * DAY_MS), SEED_BASE_DATE);
    bills.push({
      id,
      ...group.owner,
      cycle_id: cycle.id,
      producer_id: producerId(PRODUCERS[group.producer]?.key ?? 'mandacaru'),
      status,
      value_cents: value,
      status_message: STATUS_MESSAGES[status],
      error_message:
        status === 'Error'
          ? (ERROR_MESSAGES[(ownerIndex.get(ownerId) ?? 0) % ERROR_MESSAGES.length] ?? null)
          : status === 'PaymentError'
            ? PAYMENT_ERROR_MESSAGE
            : null,
      created_at: created,
      updated_at: updated,
    });
    for (const [product, productValue] of perProduct) {
      entries.push({ bill_id: id, product_id: product, value_cents: productValue });
    }
    if (status !== 'Open' && status !== 'Enqueued' && status !== 'Closed') {
      invoices.push(seedInvoice(id, group.owner, group.cycle, value, updated));
    }
  }
  return { commissions, bills, entries, invoices };
}

function seedInvoice(billId: string, owner: Owner, cycle: number, value: number, date: Date): NewInvoice {
  const integration = INTEGRATIONS.find((candidate) =>
    candidate.side === 'affiliate'
      ? owner.side === 'affiliate' && userId(candidate.username) === owner.user_id
      : owner.side === 'branch' && organisationId(candidate.unit) === owner.unit_id,
  );
  const pdf = buildPdf(`Nota fiscal do ciclo ${cycle}`, [
    { text: 'Nota Fiscal de Serviço Eletrônica', size: 16 },
    { text: `Comissões do ciclo comercial ${cycle}` },
    { text: `Valor: R$ ${(value / 100).toFixed(2).replace('.', ',')}` },
  ]);
  return {
    id: seedId(`invoice:${billId}`),
    bill_id: billId,
    source: integration?.kind ?? 'upload',
    pdf,
    uploaded_by: owner.side === 'affiliate' ? owner.user_id : null,
    created_at: date,
  };
}
