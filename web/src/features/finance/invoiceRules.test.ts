import { describe, expect, it } from 'vitest';
import { billing } from './financeFixtures.ts';
import {
  billingsOfCycle,
  canSendInvoice,
  checkVerdict,
  cycleChoices,
  fileToBase64,
  INVOICE_MAX_SIZE_MESSAGE,
  invoiceCandidates,
  invoiceDisplay,
  invoiceVerb,
} from './invoiceRules.ts';

const pdf = new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' });

describe('invoice rules (docs/product.md §5.5)', () => {
  it('shows the value without its minus sign and the CNPJ formatted', () => {
    expect(invoiceDisplay(billing('b', { value: -123456, producerCnpj: '12345678000190' }))).toEqual({
      value: 'R$ 1.234,56',
      companyId: '12.345.678/0001-90',
    });
    expect(invoiceDisplay(billing('b', { producerCnpj: '12ABC34501DE35' })).companyId).toBe(
      '12.ABC.345/01DE-35',
    );
  });

  it('shows fourteen zeros and no value when no bill matches', () => {
    expect(invoiceDisplay(null)).toEqual({ value: '', companyId: '00.000.000/0000-00' });
  });

  it('offers the cycles of the open payments, newest first, with the selected bill', () => {
    const selected = billing('b-13', { cycle: 13 });
    const candidates = invoiceCandidates(selected, [
      billing('b-11', { cycle: 11, status: 'ERROR' }),
      billing('b-12', { cycle: 12, status: 'PROCESSING' }),
      billing('b-13b', { cycle: 13, producerName: 'Outra' }),
    ]);
    expect(cycleChoices(candidates)).toEqual([13, 11]);
    expect(billingsOfCycle(candidates, 13).map((item) => item.producerName)).toEqual([
      'Editora Sertão',
      'Outra',
    ]);
    expect(billingsOfCycle(candidates, 12)).toEqual([]);
    expect(billingsOfCycle(candidates, null)).toEqual([]);
  });

  it('disables sending with no file, a file error, while sending, or without a bill', () => {
    const base = {
      integrated: false,
      billing: billing('b'),
      file: pdf,
      fileError: null,
      sending: false,
      verdict: 'matched' as const,
    };
    expect(canSendInvoice(base)).toBe(true);
    expect(canSendInvoice({ ...base, file: null })).toBe(false);
    expect(canSendInvoice({ ...base, fileError: INVOICE_MAX_SIZE_MESSAGE })).toBe(false);
    expect(canSendInvoice({ ...base, sending: true })).toBe(false);
    expect(canSendInvoice({ ...base, billing: null })).toBe(false);
    expect(canSendInvoice({ ...base, integrated: true, file: null })).toBe(true);
  });

  it('waits for the check, never sends a duplicate, and sends a mismatch only with a reason (issue #33)', () => {
    const base = { integrated: false, billing: billing('b'), file: pdf, fileError: null, sending: false };
    expect(canSendInvoice({ ...base, verdict: null })).toBe(false);
    expect(canSendInvoice({ ...base, verdict: 'unreadable' })).toBe(true);
    expect(canSendInvoice({ ...base, verdict: 'duplicate', reason: 'um motivo' })).toBe(false);
    expect(canSendInvoice({ ...base, verdict: 'mismatched' })).toBe(false);
    expect(canSendInvoice({ ...base, verdict: 'mismatched', reason: '  ok ' })).toBe(false);
    expect(canSendInvoice({ ...base, verdict: 'mismatched', reason: 'Desconto combinado' })).toBe(true);
    expect(checkVerdict({ outcome: 'MISMATCHED', items: [{ field: 'TOTAL' }, { field: 'DUPLICATE' }] })).toBe(
      'duplicate',
    );
    expect(checkVerdict({ outcome: 'UNREADABLE', items: [] })).toBe('unreadable');
  });

  it('words the action EMITIR when integrated, ENVIAR otherwise', () => {
    expect(invoiceVerb(true)).toBe('EMITIR');
    expect(invoiceVerb(false)).toBe('ENVIAR');
  });

  it('encodes the file as base64 without the data prefix', async () => {
    expect(await fileToBase64(pdf)).toBe(btoa('%PDF-1.4'));
  });

  it('uses the spec text for the size limit', () => {
    expect(INVOICE_MAX_SIZE_MESSAGE).toBe('O arquivo anexado deverá ter no máximo 5MB.');
  });
});
