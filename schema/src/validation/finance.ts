/**
 * Finance input rules shared by the web (invoice modal) and the gateway (uploadInvoice, list
 * arguments), with the exact pt-BR texts of docs/product.md §5.1, §5.5, §5.9, §6.
 */
import { array, number, object, string } from 'yup';
import {
  INVOICE_REASON_MAX,
  INVOICE_REASON_MIN,
  INVOICE_SEARCH_MAX,
  SALE_SEARCH_MAX_LENGTH,
  SALES_BY_CYCLE_MAX,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { invoicePdfError } from './invoice.ts';
import { listFilterSchema } from './list-filter.ts';

// The file checks live in invoice.ts (no yup); re-exported so finance keeps its whole rule set.
export * from './invoice.ts';

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
  // Why a note that does not match its bill is sent anyway (issue #33); absent otherwise.
  reason: string()
    .trim()
    .nullable()
    .optional()
    .min(INVOICE_REASON_MIN, MESSAGES.invoiceReason)
    .max(INVOICE_REASON_MAX, MESSAGES.invoiceReason),
});

/** checkInvoice's input: the file as uploadInvoice takes it (issue #33). */
export const checkInvoiceSchema = uploadInvoiceSchema.pick(['billingId', 'pdf']);

export const generateInvoiceSchema = object({ billingId: billingIdField });

/** Most billings one batch invoice generation takes (a page of the table, docs/product.md §11.1). */
export const INVOICE_GENERATION_MAX = 100;

/** startInvoiceGeneration's input: 1 to 100 billing ids. */
export const startInvoiceGenerationSchema = object({
  billingIds: array(billingIdField)
    .required(MESSAGES.invoiceGenerationNoBills)
    .min(1, MESSAGES.invoiceGenerationNoBills)
    .max(INVOICE_GENERATION_MAX, MESSAGES.invoiceGenerationTooMany),
});

/**
 * The bills' and invoices' toolbars (Faturamento's `payments`, Notas Fiscais' `invoices`): the
 * finance lists' paging (1–100 rows, like upstream; the web's table offers 5, 10, 25, 50 and 100),
 * a trimmed search of at most INVOICE_SEARCH_MAX characters and an optional period of whole days.
 */
export const billListSchema = listFilterSchema(INVOICE_SEARCH_MAX, MESSAGES.invoiceSearchTooLong);
export const invoiceListSchema = billListSchema;

/** Todas as comissões' toolbar (`commissions(search, from, to)`): searched like the sales lists. */
export const commissionListSchema = listFilterSchema(SALE_SEARCH_MAX_LENGTH, MESSAGES.saleSearchTooLong);

/** salesByCycle's `last`. */
export const salesByCycleSchema = object({
  last: number()
    .integer(MESSAGES.salesCyclesInvalid)
    .min(1, MESSAGES.salesCyclesInvalid)
    .max(SALES_BY_CYCLE_MAX, MESSAGES.salesCyclesInvalid)
    .required(MESSAGES.salesCyclesInvalid),
});
