/**
 * Bills ("payments" in docs/product.md §5.8): the list, open bills, the summary, the invoice integration,
 * one bill with its commissions, the list's CSV (the toolbar's filter), the commissions of several
 * bills at once (the gateway's batch for a page of bills), and recording a bill's payment (holding
 * and admin). Holding and admin read every bill; the rest read their own.
 */
import { type Request, Router } from 'express';
import { BILL_STATUSES } from '../../../db/finance-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendCsv } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import {
  dayPeriod,
  idsParam,
  pageRequest,
  scopeOfRequest,
  searchText,
  statusFilter,
} from '../../../kernel/params.ts';
import { billOpenableBy, billsReadableBy } from '../../../kernel/scope.ts';
import { BILL_SEARCH_MAX, BILL_SEARCH_MESSAGE, type BillFilter, NO_BILL_FILTER } from '../bill-filter.ts';
import { INVOICE_MESSAGES, integrationOf } from '../bill-invoice.ts';
import { paymentRecordOf, recordBillPayment } from '../bill-payment.ts';
import {
  billsSummary,
  findBill,
  listBills,
  OPEN_PAYMENT_STATUSES,
  OPEN_PAYMENTS_PAGE_SIZE,
  PAYMENT_ORDER_KEYS,
  readableBillIds,
} from '../bills.ts';
import { billsCsvStream } from '../bills-csv.ts';
import { commissionsOfBill, commissionsOfBills } from '../commissions.ts';

const BASE = '/v1/finances/portal/payments';

/** Faturamento's toolbar: `search`, `status` (repeated or comma-separated) and the days `from`, `to`. */
const billFilterOf = (req: Request): BillFilter => ({
  statuses: statusFilter(req, BILL_STATUSES),
  search: searchText(req, BILL_SEARCH_MAX, BILL_SEARCH_MESSAGE),
  ...dayPeriod(req),
});

export const BATCH_IDS_MESSAGE = `Parâmetro ids inválido: informe de 1 a ${MAX_PAGE_SIZE} faturas.`;

export function financePaymentRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(BASE, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const request = pageRequest(req, PAYMENT_ORDER_KEYS, { orderBy: 'cycle.number' });
    res.json(await listBills(db, scope, request, billFilterOf(req)));
  });

  // Faturamento's 'Exportar CSV': the list's bills under the same filter, oldest cycle first, streamed.
  router.get(`${BASE}.csv`, auth, async (req, res) => {
    const stream = await billsCsvStream(db, scopeOfRequest(viewerOf(req), req), billFilterOf(req));
    sendCsv(res, stream, 'faturamento.csv', (error) =>
      deps.logger.warn('bills csv interrupted', { error: error.message }),
    );
  });

  // The original client's call: payments with page 0, pageSize 100, status Open and Error.
  router.get(`${BASE}/open`, auth, async (req, res) => {
    const scope = scopeOfRequest(viewerOf(req), req);
    const request = {
      page: 0,
      pageSize: OPEN_PAYMENTS_PAGE_SIZE,
      orderBy: 'cycle.number',
      order: 'desc',
    } as const;
    res.json(await listBills(db, scope, request, { ...NO_BILL_FILTER, statuses: OPEN_PAYMENT_STATUSES }));
  });

  router.get(`${BASE}/summary`, auth, async (req, res) => {
    res.json(await billsSummary(db, scopeOfRequest(viewerOf(req), req)));
  });

  router.get(`${BASE}/integration`, auth, async (req, res) => {
    res.json({ integration: await integrationOf(db, scopeOfRequest(viewerOf(req), req).accounts) });
  });

  // Declared before `/:paymentId`, which would otherwise take "commissions" for an id. Unknown ids
  // and bills outside the scope are left out of the answer, as a single one would answer 404.
  router.get(`${BASE}/commissions`, auth, async (req, res) => {
    const ids = idsParam(req, BATCH_IDS_MESSAGE);
    const scope = scopeOfRequest(viewerOf(req), req);
    const readable = await readableBillIds(db, ids, billsReadableBy(scope));
    const byBill = await commissionsOfBills(db, readable);
    res.json({
      items: readable.map((id) => ({ payment_id: id, commissions: byBill.get(id) ?? [] })),
    });
  });

  // One bill: a branch also opens its unit's EDs' bills here (the ED details link to them).
  router.get(`${BASE}/:paymentId`, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const scope = scopeOfRequest(viewer, req);
    const bill = await findBill(db, pathParam(req, 'paymentId'), billOpenableBy(scope, viewer));
    if (!bill) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
    res.json({ ...bill, commissions: await commissionsOfBill(db, bill.id) });
  });

  // The payment step (bill-payment.ts): who may close a bill (holding, admin) records its payment.
  router.put(`${BASE}/:paymentId/payment`, auth, requireAnyRole('isHolding', 'isAdmin'), async (req, res) => {
    const viewer = viewerOf(req);
    const billId = pathParam(req, 'paymentId');
    const record = paymentRecordOf(jsonObject(req));
    await recordBillPayment(db, billId, record, viewer.id);
    deps.logger.info('bill payment recorded', { billId, outcome: record.outcome, userId: viewer.id });
    res.json(await findBill(db, billId, billsReadableBy(scopeOfRequest(viewer, req))));
  });

  return router;
}
