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
  Product,
  Role,
  Sale,
} from '../../__generated__/resolvers.ts';
import type { Side } from '../../kernel/side.ts';
import type { UpstreamCommissionStatus, UpstreamCommissionType } from '../../kernel/statuses.ts';
import { sideFor } from '../../kernel/viewer.ts';
import type {
  UpstreamBill,
  UpstreamBillEntry,
  UpstreamCommission,
  UpstreamCycle,
  UpstreamCycleSales,
  UpstreamGoals,
  UpstreamProduct,
  UpstreamSale,
} from './shapes.ts';
import type { BillEntryNode, BillingSource, FinanceSource } from './sources.ts';

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
export function mergeVoucherEntries(entries: readonly UpstreamBillEntry[]): BillEntryNode[] {
  const merged: BillEntryNode[] = [];
  let voucher: BillEntryNode | null = null;
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
    commissions: bill.commissions,
    side,
    invoiceCheck: bill.invoiceCheck,
  };
}

export const toCycle = (cycle: UpstreamCycle): Cycle => ({ ...cycle });

export const toCycleSales = (sales: UpstreamCycleSales): CycleSales => ({
  cycle: sales.cycle.number,
  total: sales.total,
  count: sales.count,
});

export const toGoals = (goals: UpstreamGoals): Goals => ({ ...goals });
