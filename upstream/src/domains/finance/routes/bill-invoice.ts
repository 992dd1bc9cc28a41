/**
 * Sending invoices (docs/product.md §5.5, §5.8 "bills"): upload a PDF, or have an integrated account's
 * integration generate one; both only for the viewer's own bills in Open or Error. Also the
 * latest invoice PDF of a bill the viewer may read.
 */
import express, { type Request, type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { clientErrorStatus, HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { scopeOfRequest } from '../../../kernel/params.ts';
import { ownedBy } from '../../../kernel/scope.ts';
import { attachInvoice, INVOICE_MESSAGES, latestInvoicePdf } from '../bill-invoice.ts';
import { findBill } from '../bills.ts';
import { assertSendable, checkedBill, checkReading, reasonOf } from '../invoice-check.ts';
import { decodeInvoiceFile, readInvoice } from '../invoice-reading.ts';

const BASE = '/v1/finances/portal/bills';

/**
 * A 5 MB PDF is about 6.7 MB of base64: this route alone takes bodies that large, and parses them
 * only after authentication, so anonymous clients cannot make the server buffer them.
 */
export const INVOICE_BODY_LIMIT = '7.5mb';

/** Paths whose body this router parses itself; the app-wide 100 kB parser skips them. */
export const isInvoiceUploadPath = (path: string): boolean =>
  /^\/v1\/finances\/portal\/bills\/[^/]+\/invoice\/(?:upload|check)\/?$/i.test(path);

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

  /**
   * Reads the file and checks it against the viewer's bill (issue #33): the file, the bill and its
   * check; a 404 for a bill the viewer does not own. Nothing is stored.
   */
  const checked = async (req: Request) => {
    const viewer = viewerOf(req);
    const scope = scopeOfRequest(viewer, req);
    const body = jsonObject(req);
    const file = decodeInvoiceFile(body.pdf);
    const reason = reasonOf(body.reason);
    const billId = pathParam(req, 'billId');
    const bill = await checkedBill(db, billId, ownedBy(scope.accounts, 'bills'));
    if (!bill) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
    const check = await checkReading(db, bill, file, await readInvoice(file), reason);
    return { viewer, scope, billId, file, check };
  };

  router.post(`${BASE}/:billId/invoice/check`, auth, parseUploadBody, async (req, res) => {
    res.json((await checked(req)).check);
  });

  router.post(`${BASE}/:billId/invoice/upload`, auth, parseUploadBody, async (req, res) => {
    const { viewer, scope, billId, file, check } = await checked(req);
    assertSendable(check);
    await attachInvoice(db, billId, scope.accounts, { kind: 'upload', file, check }, viewer.id);
    logger.info('invoice uploaded', {
      billId,
      userId: viewer.id,
      bytes: file.bytes.length,
      check: check.outcome,
    });
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
    const file = await latestInvoicePdf(
      db,
      pathParam(req, 'billId'),
      scope.readsAllBills ? 'all' : scope.accounts,
    );
    if (!file) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
    const xml = file.mediaType === 'application/xml';
    sendPdf(res, file.bytes, {
      filename: xml ? 'nota-fiscal.xml' : 'nota-fiscal.pdf',
      mediaType: file.mediaType,
      cacheControl: 'private, no-store',
    });
  });

  return router;
}
