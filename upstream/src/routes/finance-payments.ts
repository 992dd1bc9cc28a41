/**
 * Bills ("payments" in SPEC §7): the list, open bills, the summary, the invoice integration and
 * one bill with its commissions. Holding and admin read every bill; the rest read their own.
 */
import { Router } from 'express';
import { BILL_STATUSES } from '../db/finance-types.ts';
import type { AppDeps } from '../deps.ts';
import {
  billsSummary,
  findBill,
  listBills,
  OPEN_PAYMENT_STATUSES,
  OPEN_PAYMENTS_PAGE_SIZE,
  PAYMENT_ORDER_KEYS,
} from '../finance/bills.ts';
import { commissionsOfBill } from '../finance/commissions.ts';
import { INVOICE_MESSAGES, integrationOf } from '../finance/invoices.ts';
import { pageRequest, statusFilter } from '../finance/params.ts';
import { billsReadableBy, scopeOf } from '../finance/scope.ts';
import { authenticate, viewerOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { pathParam } from '../http/input.ts';

const BASE = '/v1/finances/portal/payments';

export function financePaymentRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(BASE, auth, async (req, res) => {
    const scope = scopeOf(viewerOf(req), req);
    const request = pageRequest(req, PAYMENT_ORDER_KEYS, { orderBy: 'cycle.number' });
    res.json(await listBills(db, scope, request, statusFilter(req, BILL_STATUSES)));
  });

  // The original client's call: payments with page 0, pageSize 100, status Open and Error.
  router.get(`${BASE}/open`, auth, async (req, res) => {
    const scope = scopeOf(viewerOf(req), req);
    const request = {
      page: 0,
      pageSize: OPEN_PAYMENTS_PAGE_SIZE,
      orderBy: 'cycle.number',
      order: 'desc',
    } as const;
    res.json(await listBills(db, scope, request, OPEN_PAYMENT_STATUSES));
  });

  router.get(`${BASE}/summary`, auth, async (req, res) => {
    res.json(await billsSummary(db, scopeOf(viewerOf(req), req)));
  });

  router.get(`${BASE}/integration`, auth, async (req, res) => {
    res.json({ integration: await integrationOf(db, scopeOf(viewerOf(req), req).accounts) });
  });

  router.get(`${BASE}/:paymentId`, auth, async (req, res) => {
    const scope = scopeOf(viewerOf(req), req);
    const bill = await findBill(db, pathParam(req, 'paymentId'), billsReadableBy(scope));
    if (!bill) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
    res.json({ ...bill, commissions: await commissionsOfBill(db, bill.id) });
  });

  return router;
}
