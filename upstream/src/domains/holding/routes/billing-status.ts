/**
 * Status Faturamento (docs/product.md §11.1, §5.3): the holding's and admins' list of every bill,
 * its counts per status, setting a bill to Closed ("PUT payments/{id}/status value Closed"), and
 * approving a bill's invoice (Processing → Ready, issue #33).
 * Every other role is refused (403).
 */
import { Router } from 'express';
import { BILL_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { dayPeriod, pageRequest, searchTooLong, statusAndSearch } from '../../../kernel/params.ts';
import {
  APPROVE_MOVE,
  closeHoldingBill,
  HOLDING_BILL_MESSAGES,
  HOLDING_SEARCH_MAX,
  holdingBillStats,
  listHoldingBills,
  moveHoldingBill,
} from '../billing-status.ts';

const BASE = '/v1/holding/bills';

export const HOLDING_SEARCH_MESSAGE = searchTooLong(HOLDING_SEARCH_MAX);

export function holdingBillingStatusRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holdingOrAdmin = requireAnyRole('isHolding', 'isAdmin');
  const { db } = deps;

  router.get(BASE, auth, holdingOrAdmin, async (req, res) => {
    // Newest cycle first is the one order: orderBy and order are not offered.
    const { page, pageSize } = pageRequest(req, ['cycle.number'], { orderBy: 'cycle.number' });
    const filter = { ...statusAndSearch(req, BILL_STATUSES, HOLDING_SEARCH_MAX), ...dayPeriod(req) };
    res.json(await listHoldingBills(db, { page, pageSize }, filter));
  });

  router.get(`${BASE}/stats`, auth, holdingOrAdmin, async (_req, res) => {
    res.json({ byStatus: await holdingBillStats(db) });
  });

  router.put(`${BASE}/:billId/status`, auth, holdingOrAdmin, async (req, res) => {
    if (jsonObject(req).value !== 'Closed') throw new HttpError(400, HOLDING_BILL_MESSAGES.statusValue);
    const result = await closeHoldingBill(db, pathParam(req, 'billId'), viewerOf(req).id);
    if (result.kind === 'missing') throw new HttpError(404, HOLDING_BILL_MESSAGES.billNotFound);
    if (result.kind === 'refused') throw new HttpError(409, HOLDING_BILL_MESSAGES.notClosable);
    deps.logger.info('bill closed', { billId: result.bill.id, userId: viewerOf(req).id });
    res.json(result.bill);
  });

  // Issue #33: approving the invoice of a bill in Processing (a matched check needs nothing else).
  router.post(`${BASE}/:billId/invoice/approve`, auth, holdingOrAdmin, async (req, res) => {
    const result = await moveHoldingBill(db, pathParam(req, 'billId'), viewerOf(req).id, APPROVE_MOVE);
    if (result.kind === 'missing') throw new HttpError(404, HOLDING_BILL_MESSAGES.billNotFound);
    if (result.kind === 'refused') throw new HttpError(409, HOLDING_BILL_MESSAGES.notApprovable);
    deps.logger.info('bill invoice approved', { billId: result.bill.id, userId: viewerOf(req).id });
    res.json(result.bill);
  });

  return router;
}
