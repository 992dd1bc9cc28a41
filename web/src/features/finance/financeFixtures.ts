/**
 * Test data for the finance screens, shaped like the gateway's answers (with __typename, so the
 * Apollo cache normalises them as in production). Used by the tests beside this file only.
 */
import type { BillingStatus, CommissionStatus } from '@/__generated__/types.ts';

export const commission = (
  id: string,
  overrides: Partial<{
    status: CommissionStatus;
    value: number;
    product: string;
    isVoucher: boolean;
    installment: number | null;
    installments: number | null;
    paymentId: string;
    date: string;
  }> = {},
) => {
  const isVoucher = overrides.isVoucher ?? false;
  return {
    __typename: 'Commission' as const,
    id,
    status: overrides.status ?? ('READY' as CommissionStatus),
    type: (overrides.value ?? 1000) < 0 ? ('DEBIT' as const) : ('CREDIT' as const),
    value: overrides.value ?? 1000,
    date: overrides.date ?? '2026-01-10T15:00:00.000Z',
    paymentId: overrides.paymentId ?? `pay-${id}`,
    installment: isVoucher ? null : (overrides.installment ?? 1),
    installments: isVoucher ? null : (overrides.installments ?? 3),
    product: {
      __typename: 'Product' as const,
      id: `product-${overrides.product ?? 'Curso'}`,
      name: overrides.product ?? 'Curso',
      isVoucher,
    },
  };
};

export const billing = (
  id: string,
  overrides: Partial<{
    status: BillingStatus;
    cycle: number;
    value: number;
    producerName: string;
    producerCnpj: string;
    errorMessage: string | null;
  }> = {},
) => ({
  __typename: 'Billing' as const,
  id,
  status: overrides.status ?? ('OPEN' as BillingStatus),
  cycle: overrides.cycle ?? 13,
  value: overrides.value ?? 123456,
  producerName: overrides.producerName ?? 'Editora Sertão',
  producerCnpj: overrides.producerCnpj ?? '12345678000190',
  payeeName: 'Ana Afiliada',
  errorMessage: overrides.errorMessage ?? null,
});

export const billingDetails = (
  base: ReturnType<typeof billing>,
  extra: {
    entries?: { productName: string; value: number }[];
    commissions?: ReturnType<typeof commission>[];
  } = {},
) => ({
  ...base,
  statusMessage: null,
  entries: (extra.entries ?? [{ productName: 'Curso', value: base.value }]).map((entry) => ({
    __typename: 'PaymentEntry' as const,
    ...entry,
  })),
  commissions: extra.commissions ?? [commission('c-1')],
});

export const cycleSales = (cycle: number, total: number) => ({
  __typename: 'CycleSales' as const,
  cycle,
  total,
  count: total > 0 ? 2 : 0,
});

export const dashboardFinance = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Finance' as const,
  agentAsRole: null,
  balance: { __typename: 'Balance' as const, pending: 45000, earned: 120000 },
  totalSales: 1_250_000,
  commercialCycle: {
    __typename: 'Cycle' as const,
    id: 'cycle-14',
    number: 14,
    startsAt: '2026-01-01T03:00:00.000Z',
    endsAt: '2026-02-01T02:59:59.999Z',
    current: true,
  },
  goals: {
    __typename: 'Goals' as const,
    cycleId: 'cycle-14',
    cycle: 14,
    minimum: 1_000_000,
    basic: 2_500_000,
    master: 5_000_000,
    unit: null,
    unitId: null,
  },
  salesByCycle: [cycleSales(12, 800_000), cycleSales(13, 0), cycleSales(14, 1_250_000)],
  commissions: {
    __typename: 'CommissionPage' as const,
    totalRows: 1,
    items: [commission('c-1', { status: 'EXECUTED', product: 'Curso de Vendas' })],
  },
  ...overrides,
});
