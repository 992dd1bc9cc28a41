import { describe, expect, it } from 'vitest';
import { internalValue } from '../../kernel/enums.ts';
import { sideFor } from '../../kernel/viewer.ts';
import { financeSource, mergeVoucherEntries, toBillingSource, toCommission } from './model.ts';
import type { UpstreamBill, UpstreamCommission } from './shapes.ts';

const commission = (name: string, isVoucher = false): UpstreamCommission => ({
  id: 'c1',
  status: 'Held',
  type: 'Credit',
  product: { id: 'p1', name, isVoucher },
  paymentId: 'pay1',
  installments: 3,
  installment: 2,
  value: 1500,
  date: '2026-01-10T12:00:00.000Z',
  cycle: { id: 'cy', number: 14 },
  billId: null,
});

describe('finance normalisations', () => {
  it('merges Voucher entries into one line, summing values, where the first one was', () => {
    const entries = [
      { productName: 'Curso Completo', value: 1000 },
      { productName: 'Voucher Presente 50', value: 5000 },
      { productName: 'Mentoria', value: 700 },
      { productName: 'Voucher Presente 100', value: 10000 },
      { productName: 'Curso Voucher', value: 3 },
    ];
    expect(mergeVoucherEntries(entries)).toEqual([
      { productName: 'Curso Completo', value: 1000 },
      { productName: 'Voucher', value: 15000 },
      { productName: 'Mentoria', value: 700 },
      { productName: 'Curso Voucher', value: 3 },
    ]);
    expect(mergeVoucherEntries([{ productName: 'Mentoria', value: 1 }])).toEqual([
      { productName: 'Mentoria', value: 1 },
    ]);
  });

  it('hides installments of voucher products, by flag or by name', () => {
    expect(toCommission(commission('Curso'))).toMatchObject({ installment: 2, installments: 3 });
    for (const voucher of [commission('Voucher Presente 50'), commission('Kit', true)]) {
      expect(toCommission(voucher)).toMatchObject({
        installment: null,
        installments: null,
        product: { isVoucher: true },
      });
    }
  });

  it('flattens a bill, keeping the side it was read from and the commissions it came with', () => {
    const bill: UpstreamBill = {
      id: 'b1',
      status: 'Open',
      value: 6000,
      statusMessage: null,
      errorMessage: null,
      cycle: { id: 'cy', number: 13 },
      producerName: 'Produtora',
      producerCnpj: '12345678000199',
      payeeName: 'Ana',
      entries: [
        { productName: 'Voucher A', value: 1000 },
        { productName: 'Voucher B', value: 5000 },
      ],
      commissions: null,
      invoiceCheck: null,
    };
    expect(toBillingSource(bill, 'branch')).toMatchObject({
      cycle: 13,
      entries: [{ productName: 'Voucher', value: 6000 }],
      commissions: null,
      side: 'branch',
    });
  });

  it('gives agents a side (affiliate by default) and ignores `as` for everyone else', () => {
    expect(sideFor(['AGENT'], null)).toBe('affiliate');
    expect(sideFor(['AGENT'], 'branch')).toBe('branch');
    expect(sideFor(['AFFILIATED', 'BRANCH'], 'branch')).toBeNull();
    expect(financeSource('u1', ['HOLDING'], 'branch')).toEqual({
      viewerId: 'u1',
      side: null,
      skipsOwnRows: true,
    });
    expect(() => internalValue('AFFILIATED', ['affiliate', 'branch'])).toThrow();
  });
});
