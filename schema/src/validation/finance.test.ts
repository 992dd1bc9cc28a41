import { describe, expect, it } from 'vitest';
import { INVOICE_MAX_BYTES, isVoucherProduct } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  base64DecodedBytes,
  invoiceFileError,
  invoiceListSchema,
  invoicePdfError,
  salesByCycleSchema,
  startsWithPdfMagic,
  uploadInvoiceSchema,
} from './finance.ts';

const b64 = (text: string) => btoa(text);
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

describe('invoice PDF rules', () => {
  it('computes decoded sizes from the base64 length, padding included', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '%PDF-1.4 x']) {
      expect(base64DecodedBytes(b64(text))).toBe(text.length);
    }
  });

  it('recognises PDFs by their first bytes', () => {
    expect(startsWithPdfMagic(b64('%PDF-1.4'))).toBe(true);
    expect(startsWithPdfMagic(b64('PK\u0003\u0004zip'))).toBe(false);
    expect(startsWithPdfMagic('')).toBe(false);
  });

  it('reports the first problem, in order', () => {
    expect(invoicePdfError('')).toBe(MESSAGES.invoiceRequired);
    expect(invoicePdfError(`data:application/pdf;base64,${b64('%PDF-1.4')}`)).toBe(
      MESSAGES.invoiceDataPrefix,
    );
    expect(invoicePdfError('not base64!')).toBe(MESSAGES.invoiceNotBase64);
    expect(invoicePdfError('abc')).toBe(MESSAGES.invoiceNotBase64);
    expect(invoicePdfError(b64('hello world'))).toBe(MESSAGES.invoiceNotPdf);
    expect(invoicePdfError(b64('%PDF-1.4 ok'))).toBeNull();
  });

  it('allows exactly 5 MB and refuses one byte more, with the spec text', () => {
    expect(invoicePdfError(pdfOf(INVOICE_MAX_BYTES).toString('base64'))).toBeNull();
    const tooBig = invoicePdfError(pdfOf(INVOICE_MAX_BYTES + 1).toString('base64'));
    expect(tooBig).toBe('O arquivo anexado deverá ter no máximo 5MB.');
  });

  it('checks the file chosen in the modal', () => {
    expect(invoiceFileError({ name: 'nf.pdf', size: 1_000, type: 'application/pdf' })).toBeNull();
    expect(invoiceFileError({ name: 'nf.pdf', size: 1_000, type: '' })).toBeNull();
    expect(invoiceFileError({ name: 'nf.png', size: 1_000, type: 'image/png' })).toBe(
      'Somente arquivos no formato PDF ou XML',
    );
    // Issue #33: the national NFS-e XML is an invoice too, by its type or its name.
    expect(invoiceFileError({ name: 'nfse.xml', size: 1_000, type: 'text/xml' })).toBeNull();
    expect(invoiceFileError({ name: 'nfse.xml', size: 1_000, type: '' })).toBeNull();
    expect(invoicePdfError(b64('<?xml version="1.0"?><NFSe/>'))).toBeNull();
    expect(invoiceFileError({ name: 'nf.pdf', size: 6 * 1024 * 1024, type: 'application/pdf' })).toBe(
      MESSAGES.invoiceTooLarge,
    );
  });

  it('validates the mutation input with one message per field', async () => {
    await expect(uploadInvoiceSchema.validate({ billingId: ' b1 ', pdf: b64('%PDF-1') })).resolves.toEqual({
      billingId: 'b1',
      pdf: b64('%PDF-1'),
    });
    await expect(uploadInvoiceSchema.validate({ billingId: 'b1', pdf: b64('GIF89a') })).rejects.toThrow(
      MESSAGES.invoiceNotPdf,
    );
  });
});

describe('finance list arguments', () => {
  it('accepts 1 to 36 cycles of sales', () => {
    expect(salesByCycleSchema.isValidSync({ last: 36 })).toBe(true);
    expect(salesByCycleSchema.isValidSync({ last: 0 })).toBe(false);
  });

  it('trims the Notas Fiscais search and refuses one over 100 characters', () => {
    expect(invoiceListSchema.validateSync({ page: 0, pageSize: 10, search: '  Aldeota ' })).toEqual({
      page: 0,
      pageSize: 10,
      search: 'Aldeota',
    });
    expect(invoiceListSchema.validateSync({ page: 1, pageSize: 25 }).search).toBe('');
    expect(() => invoiceListSchema.validateSync({ page: 0, pageSize: 10, search: 'a'.repeat(101) })).toThrow(
      MESSAGES.invoiceSearchTooLong,
    );
    expect(() => invoiceListSchema.validateSync({ page: 0, pageSize: 101 })).toThrow(
      MESSAGES.pageSizeInvalid,
    );
  });

  it('knows voucher products by name', () => {
    expect(isVoucherProduct('Voucher Presente 50')).toBe(true);
    expect(isVoucherProduct('Curso Voucher')).toBe(false);
  });
});
