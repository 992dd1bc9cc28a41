/**
 * Invoice file checks without yup, so the web's invoice modal and the gateway's uploadInvoice rule
 * share them and a page that only checks a file does not download the validation library
 * (docs/product.md §5.5, §14.2).
 */
import { INVOICE_MAX_BYTES } from '../constants.ts';
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
 * Whether base64 `text` starts like a PDF or an XML (a '<' after an optional UTF-8 BOM and blanks;
 * only its first 64 characters are read): the national NFS-e XML is an invoice too (issue #33).
 */
export function startsLikeInvoice(text: string): boolean {
  if (startsWithPdfMagic(text)) return true;
  try {
    return /^(?:\xEF\xBB\xBF)?\s*</.test(atob(text.slice(0, 64)));
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
  if (!startsLikeInvoice(pdf)) return MESSAGES.invoiceNotPdf;
  return null;
}

/** What the web's file-drop knows before reading the file. */
export interface InvoiceFileInfo {
  name: string;
  size: number;
  /** MIME type reported by the browser ('' when unknown). */
  type: string;
}

const INVOICE_TYPES = new Set(['application/pdf', 'application/xml', 'text/xml']);

/**
 * The invoice modal's check of a chosen file (docs/product.md §5.5, §14.2): at most 5 MB, a PDF or
 * the national NFS-e XML (issue #33).
 */
export function invoiceFileError(file: InvoiceFileInfo): string | null {
  if (file.size > INVOICE_MAX_BYTES) return MESSAGES.invoiceTooLarge;
  const known = INVOICE_TYPES.has(file.type) || (file.type === '' && /\.(?:pdf|xml)$/i.test(file.name));
  return known ? null : MESSAGES.invoiceNotPdf;
}
