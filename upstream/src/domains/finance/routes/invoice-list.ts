/**
 * The Notas Fiscais list (docs/product.md §6 "GET invoices (page, pageSize, order, orderBy, search, status;
 * value 'all' dropped)") and the PDF of one listed invoice. Holding reads every invoice, a branch
 * its unit's, a producer its producers'; anyone else gets 403 (docs/product.md §6).
 */
import { Router } from 'express';
import { BILL_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { pathParam } from '../../../http/input.ts';
import { pageRequest, searchTooLong, statusAndSearch } from '../../../kernel/params.ts';
import { INVOICE_MESSAGES } from '../bill-invoice.ts';
import {
  INVOICE_ORDER_KEYS,
  INVOICE_SEARCH_MAX,
  invoicePdfInScope,
  invoiceScopeOf,
  listInvoices,
} from '../invoice-list.ts';

const BASE = '/v1/finances/portal/invoices';

export const SEARCH_MESSAGE = searchTooLong(INVOICE_SEARCH_MAX);

export function financeInvoiceListRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(BASE, auth, async (req, res) => {
    const scope = await invoiceScopeOf(db, viewerOf(req));
    const request = pageRequest(req, INVOICE_ORDER_KEYS, { orderBy: 'created_at' });
    const filter = statusAndSearch(req, BILL_STATUSES, INVOICE_SEARCH_MAX);
    res.json(await listInvoices(db, scope, request, filter));
  });

  router.get(`${BASE}/:invoiceId/pdf`, auth, async (req, res) => {
    const scope = await invoiceScopeOf(db, viewerOf(req));
    const found = await invoicePdfInScope(db, scope, pathParam(req, 'invoiceId'));
    if (!found) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
    // 'Baixar' downloads: attachment, named after the cycle; the bytes were checked as a PDF on upload.
    sendPdf(res, found.pdf, {
      filename: `nota-fiscal-ciclo-${found.cycle}.pdf`,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });

  return router;
}
