/**
 * Sending invoices (docs/product.md §5.5, §5.8 "bills"): upload a PDF, or have an integrated account's
 * integration generate one; both only for the viewer's own bills in Open or Error. Also the
 * latest invoice PDF of a bill the viewer may read.
 */
import express, { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { clientErrorStatus, HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { scopeOfRequest } from '../../../kernel/params.ts';
import { ownedBy } from '../../../kernel/scope.ts';
import { attachInvoice, decodeInvoicePdf, INVOICE_MESSAGES, latestInvoicePdf } from '../bill-invoice.ts';
import { findBill } from '../bills.ts';

const BASE = '/v1/finances/portal/bills';

/**
 * A 5 MB PDF is about 6.7 MB of base64: this route alone takes bodies that large, and parses them
 * only after authentication, so anonymous clients cannot make the server buffer them.
 */
export const INVOICE_BODY_LIMIT = '7.5mb';

/** Paths whose body this router parses itself; the app-wide 100 kB parser skips them. */
export const isInvoiceUploadPath = (path: string): boolean =>
  /^\/v1\/finances\/portal\/bills\/[^/]+\/invoice\/upload\/?$/i.test(path);

const uploadBody = express.json({ limit: INVOICE_BODY_LIMIT });

/** An oversized body is an oversized file: answer with the spec's text, not a generic 413. */
const parseUploadBody: RequestHandler = (req, res, next) => {
  uploadBody(req, res, (error?: unknown) => {
    if (error !== undefined && clientErrorStatus(error) === 413) {
      next(new HttpError(400, INVOICE_MESSAGES.tooLarge));
      return;
    }
    next(error);
  });
};

export function financeInvoiceRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db, logger } = deps;

  router.post(`${BASE}/:billId/invoice/upload`, auth, parseUploadBody, async (req, res) => {
    const viewer = viewerOf(req);
    const scope = scopeOfRequest(viewer, req);
    const pdf = decodeInvoicePdf(jsonObject(req).pdf);
    const billId = pathParam(req, 'billId');
    await attachInvoice(db, billId, scope.accounts, { kind: 'upload', pdf }, viewer.id);
    logger.info('invoice uploaded', { billId, userId: viewer.id, bytes: pdf.length });
    res.json(await findBill(db, billId, ownedBy(scope.accounts, 'bills')));
  });

  router.post(`${BASE}/:billId/invoice/generate`, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const scope = scopeOfRequest(viewer, req);
    const billId = pathParam(req, 'billId');
    await attachInvoice(db, billId, scope.accounts, { kind: 'generate' }, viewer.id);
    logger.info('invoice generated', { billId, userId: viewer.id });
    res.json(await findBill(db, billId, ownedBy(scope.accounts, 'bills')));
  });

  router.get(`${BASE}/:billId/invoice`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const pdf = await latestInvoicePdf(
      db,
      pathParam(req, 'billId'),
      scope.readsAllBills ? 'all' : scope.accounts,
    );
    if (!pdf) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
    sendPdf(res, pdf, { filename: 'nota-fiscal.pdf', cacheControl: 'private, no-store' });
  });

  return router;
}
