/**
 * What the finance resolvers hold between fields, and the normalisations of docs/product.md §5.7 and
 * §1.7, applied here once so every client gets them: voucher entries merged, voucher installments
 * hidden, upstream payloads turned into the GraphQL shapes.
 */
import { isVoucherProduct, VOUCHER_PRODUCT_PREFIX } from '@portal/schema';
import type {
  Commission,
  Cycle,
  CycleSales,
  Goals,
  PaymentEntry,
  Product,
  Role,
  Sale,
} from '../__generated__/resolvers.ts';
import type { Side } from '../kernel/side.ts';
import { sideFor } from '../kernel/viewer.ts';
import type {
  UpstreamBill,
  UpstreamBillEntry,
  UpstreamCommission,
  UpstreamCommissionStatus,
  UpstreamCommissionType,
  UpstreamCycle,
  UpstreamCycleSales,
  UpstreamGoals,
  UpstreamProduct,
  UpstreamSale,
} from '../upstream/finance-shapes.ts';

/** The parent of every Finance field: whose finances, and from which side. */
export interface FinanceSource {
  /** The verified user id (JWT `sub`): the key of the per-user integration cache. */
  viewerId: string;
  /** agent_as_role for agents, null for everyone else (nothing is sent then). */
  side: Side;
  /**
   * docs/product.md §1.7: holding skips commission, sales and balance lookups. Upstream would answer zeros
   * and empty lists for an account-less viewer anyway; not asking saves the calls.
   */
  skipsOwnRows: boolean;
}

/** The parent of Billing fields: the bill already normalised, plus the side it was read from. */
export interface BillingSource {
  id: string;
  status: UpstreamBill['status'];
  cycle: number;
  value: number;
  producerCnpj: string;
  producerName: string;
  payeeName: string;
  statusMessage: string | null;
  errorMessage: string | null;
  entries: PaymentEntry[];
  /** Known when the bill came from GET /payments/{id}; otherwise Billing.commissions loads it. */
  commissions: CommissionNode[] | null;
  side: Side;
}

/** A Commission as resolvers hand it on: status and type in upstream spelling (enum resolvers map them). */
export type CommissionNode = Omit<Commission, 'status' | 'type'> & {
  status: UpstreamCommissionStatus;
  type: UpstreamCommissionType;
};

export function financeSource(viewerId: string, roles: readonly Role[], as?: string | null): FinanceSource {
  return { viewerId, side: sideFor(roles, as), skipsOwnRows: roles.includes('HOLDING') };
}

export const toProduct = (product: UpstreamProduct): Product => ({
  id: product.id,
  name: product.name,
  isVoucher: product.isVoucher || isVoucherProduct(product.name),
});

/** docs/product.md §5.7: voucher products are excluded from installment display. */
export function toCommission(commission: UpstreamCommission): CommissionNode {
  const product = toProduct(commission.product);
  return {
    id: commission.id,
    status: commission.status,
    type: commission.type,
    product,
    paymentId: commission.paymentId,
    installment: product.isVoucher ? null : commission.installment,
    installments: product.isVoucher ? null : commission.installments,
    value: commission.value,
    date: commission.date,
  };
}

export function toSale(sale: UpstreamSale): Sale {
  const product = toProduct(sale.product);
  return {
    id: sale.id,
    status: sale.status,
    product,
    customerName: sale.customerName,
    paymentId: sale.paymentId,
    installments: product.isVoucher ? null : sale.installments,
    paymentDate: sale.paymentDate,
    value: sale.value,
    commission: sale.commission,
  };
}

/**
 * docs/product.md §5.7: entries whose product name starts with 'Voucher' are merged into one line (named
 * 'Voucher', where the first of them was) whose value is their sum; other lines stay as they are.
 */
export function mergeVoucherEntries(entries: readonly UpstreamBillEntry[]): PaymentEntry[] {
  const merged: PaymentEntry[] = [];
  let voucher: PaymentEntry | null = null;
  for (const entry of entries) {
    if (!isVoucherProduct(entry.productName)) {
      merged.push({ productName: entry.productName, value: entry.value });
    } else if (voucher) {
      voucher.value += entry.value;
    } else {
      voucher = { productName: VOUCHER_PRODUCT_PREFIX, value: entry.value };
      merged.push(voucher);
    }
  }
  return merged;
}

export function toBillingSource(bill: UpstreamBill, side: Side): BillingSource {
  return {
    id: bill.id,
    status: bill.status,
    cycle: bill.cycle.number,
    value: bill.value,
    producerCnpj: bill.producerCnpj,
    producerName: bill.producerName,
    payeeName: bill.payeeName,
    statusMessage: bill.statusMessage,
    errorMessage: bill.errorMessage,
    entries: mergeVoucherEntries(bill.entries),
    commissions: bill.commissions?.map(toCommission) ?? null,
    side,
  };
}

export const toCycle = (cycle: UpstreamCycle): Cycle => ({ ...cycle });

export const toCycleSales = (sales: UpstreamCycleSales): CycleSales => ({
  cycle: sales.cycle.number,
  total: sales.total,
  count: sales.count,
});

export const toGoals = (goals: UpstreamGoals): Goals => ({ ...goals });
