/**
 * Batch invoice generation (docs/product.md §11.1, §11.6 `bills/invoices/batch-generate`): the
 * holding and admins start it for chosen bills and read the batch's state while it runs. The
 * holding reads every bill (docs/product.md §5.3), so no row scope narrows the choice; every other
 * role is refused.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { BATCH_MESSAGES, invoiceBatch, readBillIds, startInvoiceBatch } from '../invoice-batch.ts';

const BASE = '/v1/finances/portal/bills/invoices/batch-generate';

export function financeInvoiceBatchRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holdingOrAdmin = requireAnyRole('isHolding', 'isAdmin');

  router.post(BASE, auth, holdingOrAdmin, async (req, res) => {
    const billIds = readBillIds(jsonObject(req).billIds);
    const viewer = viewerOf(req);
    const batch = await startInvoiceBatch(deps.db, deps.jobs, billIds, viewer.id);
    deps.logger.info('invoice batch started', { batchId: batch.id, bills: batch.total, userId: viewer.id });
    res.status(202).json(batch);
  });

  router.get(`${BASE}/:batchId`, auth, holdingOrAdmin, async (req, res) => {
    const batch = await invoiceBatch(deps.db, pathParam(req, 'batchId'));
    if (!batch) throw new HttpError(404, BATCH_MESSAGES.batchNotFound);
    res.json(batch);
  });

  return router;
}
