/**
 * The Notas Fiscais list (docs/product.md §6 "GET invoices (page, pageSize, order, orderBy, search, status;
 * value 'all' dropped)", and the toolbar's period and CSV) and the PDF of one listed invoice. Holding reads every invoice, a branch
 * its unit's, a producer its producers'; anyone else gets 403 (docs/product.md §6).
 */
import { type Request, Router } from 'express';
import { BILL_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendCsv, sendPdf } from '../../../http/files.ts';
import { pathParam } from '../../../http/input.ts';
import { dayPeriod, pageRequest, searchTooLong, statusAndSearch } from '../../../kernel/params.ts';
import { INVOICE_MESSAGES } from '../bill-invoice.ts';
import {
  INVOICE_ORDER_KEYS,
  INVOICE_SEARCH_MAX,
  type InvoiceFilter,
  invoicePdfInScope,
  invoiceScopeOf,
  listInvoices,
} from '../invoice-list.ts';
import { invoicesCsvStream } from '../invoices-csv.ts';

const BASE = '/v1/finances/portal/invoices';

export const SEARCH_MESSAGE = searchTooLong(INVOICE_SEARCH_MAX);

/** The toolbar's query: `status`, `search` and the days `from`, `to` the invoices were sent. */
const invoiceFilterOf = (req: Request): InvoiceFilter => ({
  ...statusAndSearch(req, BILL_STATUSES, INVOICE_SEARCH_MAX),
  ...dayPeriod(req),
});

export function financeInvoiceListRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(BASE, auth, async (req, res) => {
    const scope = await invoiceScopeOf(db, viewerOf(req));
    const request = pageRequest(req, INVOICE_ORDER_KEYS, { orderBy: 'created_at' });
    res.json(await listInvoices(db, scope, request, invoiceFilterOf(req)));
  });

  // 'Exportar CSV': the list's invoices under the same filter, oldest first, streamed.
  router.get(`${BASE}.csv`, auth, async (req, res) => {
    const scope = await invoiceScopeOf(db, viewerOf(req));
    const stream = await invoicesCsvStream(db, scope, invoiceFilterOf(req));
    sendCsv(res, stream, 'notas-fiscais.csv', (error) =>
      deps.logger.warn('invoices csv interrupted', { error: error.message }),
    );
  });

  router.get(`${BASE}/:invoiceId/pdf`, auth, async (req, res) => {
    const scope = await invoiceScopeOf(db, viewerOf(req));
    const found = await invoicePdfInScope(db, scope, pathParam(req, 'invoiceId'));
    if (!found) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
    // 'Baixar' downloads: attachment, named after the cycle; the bytes were checked as a PDF or an
    // NFS-e XML on upload.
    sendPdf(res, found.pdf, {
      filename: `nota-fiscal-ciclo-${found.cycle}.${found.mediaType === 'application/xml' ? 'xml' : 'pdf'}`,
      mediaType: found.mediaType,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });

  return router;
}
