import { contractSchema } from '@portal/schema/sdl';
import { isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '@/__generated__/types.ts';
import {
  BILLING_STATUSES,
  COMMISSION_STATUSES,
  getBillingStatus,
  getCnpjStatus,
  getCommissionStatus,
  getSaleStatus,
  getVoucherStatus,
  SALE_STATUSES,
  type StatusInfo,
  statusOptions,
  VOUCHER_STATUSES,
} from './status.ts';

const schema = contractSchema();

/** The values of a contract enum, sorted (the generated union's members, at run time). */
const enumValues = (name: string): string[] => {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the contract`);
  return type
    .getValues()
    .map((value) => value.name)
    .sort();
};

/** Every label of a table is written and none is used twice (two statuses would read the same). */
const expectDistinctLabels = (table: Readonly<Record<string, StatusInfo>>) => {
  const labels = Object.values(table).map((info) => info.label);
  expect(labels.every((label) => label.trim() !== '')).toBe(true);
  expect(new Set(labels).size).toBe(labels.length);
};

describe('COMMISSION_STATUSES', () => {
  it('labels exactly the CommissionStatus enum, as docs/product.md §5.2 names them', () => {
    expect(Object.keys(COMMISSION_STATUSES).sort()).toEqual(enumValues('CommissionStatus'));
    expectDistinctLabels(COMMISSION_STATUSES);
    expect(getCommissionStatus('CANCELED').label).toBe('Cancelada');
    expect(getCommissionStatus('HELD').label).toBe('Retida');
    expect(getCommissionStatus('READY').label).toBe('Disponível');
    expect(getCommissionStatus('PROCESSING').label).toBe('Em processamento');
    expect(getCommissionStatus('EXECUTED')).toEqual({ label: 'Paga', color: 'primary', shape: 'done' });
    expect(getCommissionStatus('CONVERTED_TO_POINTS').label).toBe('Convertida em pontos');
  });
});

describe('BILLING_STATUSES', () => {
  it('labels exactly the BillingStatus enum, as docs/product.md §5.3 names them', () => {
    expect(Object.keys(BILLING_STATUSES).sort()).toEqual(enumValues('BillingStatus'));
    expectDistinctLabels(BILLING_STATUSES);
    expect(getBillingStatus('OPEN').label).toBe('Esperando NF');
    expect(getBillingStatus('PROCESSING').label).toBe('Processando NF');
    expect(getBillingStatus('READY').label).toBe('NF ok, aguardando pagamento');
    expect(getBillingStatus('PAID').label).toBe('Pago');
    expect(getBillingStatus('ERROR').label).toBe('Erro');
    expect(getBillingStatus('PAYMENT_ERROR').label).toBe('Erro no pagamento');
    expect(getBillingStatus('CLOSED').label).toBe('Fatura Fechada');
    expect(getBillingStatus('ENQUEUED').label).toBe('Na fila');
  });
});

describe('SALE_STATUSES', () => {
  it('labels exactly the SaleStatus enum', () => {
    expect(Object.keys(SALE_STATUSES).sort()).toEqual(enumValues('SaleStatus'));
    expectDistinctLabels(SALE_STATUSES);
    expect(getSaleStatus('APPROVED')).toEqual({ label: 'Aprovada', color: 'success', shape: 'done' });
    expect(getSaleStatus('REFUNDED').label).toBe('Estornada');
    expect(getSaleStatus('CANCELED').label).toBe('Cancelada');
  });
});

describe('VOUCHER_STATUSES', () => {
  it('labels exactly the VoucherStatus enum, as docs/product.md §7.1 names them', () => {
    expect(Object.keys(VOUCHER_STATUSES).sort()).toEqual(enumValues('VoucherStatus'));
    expectDistinctLabels(VOUCHER_STATUSES);
    expect(getVoucherStatus('AVAILABLE')).toEqual({ label: 'Disponível', color: 'success', shape: 'done' });
    expect(getVoucherStatus('EXPIRED').label).toBe('Expirado');
    expect(getVoucherStatus('USED').label).toBe('Utilizado');
    expect(getVoucherStatus('REVERTED').label).toBe('Estornado');
    expect(getVoucherStatus('REAVAILABLE').label).toBe('Disponível novamente');
  });
});

describe('CNPJ_STATUSES', () => {
  it("labels upstream's CNPJ statuses, a missing one as not registered", () => {
    expect(getCnpjStatus('FINISHED')).toEqual({ label: 'Concluído', color: 'success', shape: 'done' });
    expect(getCnpjStatus('WAITING_BANK_DETAILS').label).toBe('Aguardando dados bancários');
    expect(getCnpjStatus('DENIED').label).toBe('Recusado');
    expect(getCnpjStatus(null).label).toBe('Não cadastrado');
  });
});

describe('lookup and options', () => {
  it('shows a status this build does not know as received, in neutral and inactive', () => {
    // A newer server may send a value the generated union does not have yet.
    expect(getBillingStatus('MYSTERY' as BillingStatus)).toEqual({
      label: 'MYSTERY',
      color: 'neutral',
      shape: 'inactive',
    });
    expect(getBillingStatus(null)).toEqual({ label: '', color: 'neutral', shape: 'inactive' });
    expect(getCnpjStatus('toString')).toEqual({ label: 'toString', color: 'neutral', shape: 'inactive' });
  });

  it("lists a table's statuses as filter options, in the table's order", () => {
    expect(statusOptions(SALE_STATUSES)).toEqual([
      { value: 'APPROVED', label: 'Aprovada' },
      { value: 'REFUNDED', label: 'Estornada' },
      { value: 'CANCELED', label: 'Cancelada' },
    ]);
  });
});
