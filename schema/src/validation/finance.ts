/**
 * Finance input rules shared by the web (invoice modal) and the gateway (uploadInvoice, list
 * arguments), with the exact pt-BR texts of SPEC §2.7/§2.11/§5.
 */
import { number, object, string } from 'yup';
import { INVOICE_MAX_BYTES, MAX_PAGE_SIZE, SALES_BY_CYCLE_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/** Every PDF starts with these bytes; the browser's MIME type is only a hint. */
export const PDF_MAGIC = '%PDF';

/** Standard base64 (RFC 4648 §4) with padding, as FileReader and Buffer produce it. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Bytes that a base64 text decodes to, computed from its length: the text may be megabytes and
 * must be judged before anyone decodes (or forwards) it.
 */
export function base64DecodedBytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

/** Whether base64 `text` decodes to bytes starting with %PDF (only its first 8 characters are read). */
export function startsWithPdfMagic(text: string): boolean {
  try {
    return atob(text.slice(0, 8)).startsWith(PDF_MAGIC);
  } catch {
    return false;
  }
}

/**
 * The first problem of an invoice sent as base64 (uploadInvoice's `pdf`), or null when it may be
 * sent. Order matters: the cheap shape checks first, the size before anything is decoded.
 */
export function invoicePdfError(pdf: string): string | null {
  if (pdf.length === 0) return MESSAGES.invoiceRequired;
  if (/^data:/i.test(pdf)) return MESSAGES.invoiceDataPrefix;
  if (pdf.length % 4 !== 0 || !BASE64.test(pdf)) return MESSAGES.invoiceNotBase64;
  if (base64DecodedBytes(pdf) > INVOICE_MAX_BYTES) return MESSAGES.invoiceTooLarge;
  if (!startsWithPdfMagic(pdf)) return MESSAGES.invoiceNotPdf;
  return null;
}

/** What the web's file-drop knows before reading the file. */
export interface InvoiceFileInfo {
  name: string;
  size: number;
  /** MIME type reported by the browser ('' when unknown). */
  type: string;
}

/** The invoice modal's check of a chosen file (SPEC §2.7, §2.11): at most 5 MB, a PDF. */
export function invoiceFileError(file: InvoiceFileInfo): string | null {
  if (file.size > INVOICE_MAX_BYTES) return MESSAGES.invoiceTooLarge;
  const looksPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  return looksPdf ? null : MESSAGES.invoiceNotPdf;
}

const billingIdField = string().trim().required(MESSAGES.required);

/** uploadInvoice's input; `pdf` reports only its first problem, so the form shows one message. */
export const uploadInvoiceSchema = object({
  billingId: billingIdField,
  pdf: string()
    .defined(MESSAGES.invoiceRequired)
    .test('invoice-pdf', MESSAGES.invoiceNotPdf, function checkPdf(value) {
      const message = invoicePdfError(value ?? '');
      return message === null || this.createError({ message });
    }),
});

export const generateInvoiceSchema = object({ billingId: billingIdField });

/** Paging arguments of the finance lists (page 0-based; upstream pages the same way). */
export const financePageSchema = object({
  page: number().integer(MESSAGES.pageInvalid).min(0, MESSAGES.pageInvalid).required(MESSAGES.pageInvalid),
  pageSize: number()
    .integer(MESSAGES.pageSizeInvalid)
    .min(1, MESSAGES.pageSizeInvalid)
    .max(MAX_PAGE_SIZE, MESSAGES.pageSizeInvalid)
    .required(MESSAGES.pageSizeInvalid),
});

/** salesByCycle's `last`. */
export const salesByCycleSchema = object({
  last: number()
    .integer(MESSAGES.salesCyclesInvalid)
    .min(1, MESSAGES.salesCyclesInvalid)
    .max(SALES_BY_CYCLE_MAX, MESSAGES.salesCyclesInvalid)
    .required(MESSAGES.salesCyclesInvalid),
});
