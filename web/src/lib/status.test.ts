import { describe, expect, it } from 'vitest';
import { getBillingStatus, getCnpjStatus, getCommissionStatus, getVoucherStatus } from './status.ts';

describe('status labels', () => {
  it('labels commission statuses as SPEC §4', () => {
    expect(getCommissionStatus('canceled').label).toBe('Cancelada');
    expect(getCommissionStatus('Held').label).toBe('Retida');
    expect(getCommissionStatus('Ready').label).toBe('Disponível');
    expect(getCommissionStatus('Processing').label).toBe('Em processamento');
    expect(getCommissionStatus('Executed')).toEqual({ label: 'Paga', color: 'primary' });
    expect(getCommissionStatus('ConvertedToPoints').label).toBe('Convertida em pontos');
  });

  it('labels billing statuses as SPEC §4', () => {
    expect(getBillingStatus('Open').label).toBe('Esperando NF');
    expect(getBillingStatus('Processing').label).toBe('Processando NF');
    expect(getBillingStatus('Ready').label).toBe('NF ok, aguardando pagamento');
    expect(getBillingStatus('Paid').label).toBe('Pago');
    expect(getBillingStatus('Error').label).toBe('Erro');
    expect(getBillingStatus('PaymentError').label).toBe('Erro no pagamento');
    expect(getBillingStatus('Closed').label).toBe('Fatura Fechada');
    expect(getBillingStatus('Enqueued').label).toBe('Na fila');
  });

  it('labels voucher statuses in pt-BR', () => {
    expect(getVoucherStatus('AVAILABLE')).toEqual({ label: 'Disponível', color: 'success' });
    expect(getVoucherStatus('EXPIRED').label).toBe('Expirado');
    expect(getVoucherStatus('USED').label).toBe('Utilizado');
    expect(getVoucherStatus('REVERTED').label).toBe('Estornado');
    expect(getVoucherStatus('REAVAILABLE').label).toBe('Disponível novamente');
  });

  it('labels every CNPJ status of SPEC §4 in Portuguese, a missing one as not registered', () => {
    expect(getCnpjStatus('FINISHED')).toEqual({ label: 'Concluído', color: 'success' });
    expect(getCnpjStatus('WAITING_BANK_DETAILS').label).toBe('Aguardando dados bancários');
    expect(getCnpjStatus('DENIED').label).toBe('Recusado');
    expect(getCnpjStatus(null).label).toBe('Não cadastrado');
  });

  it('accepts GraphQL enum spelling', () => {
    expect(getCommissionStatus('CONVERTED_TO_POINTS').label).toBe('Convertida em pontos');
    expect(getBillingStatus('PAYMENT_ERROR').label).toBe('Erro no pagamento');
  });

  it('shows an unknown status as received, in a neutral colour', () => {
    expect(getBillingStatus('Mystery')).toEqual({ label: 'Mystery', color: 'neutral' });
    expect(getBillingStatus(null)).toEqual({ label: '', color: 'neutral' });
  });
});
