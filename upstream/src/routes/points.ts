/** docs/product.md §7.6 Points: the vouchers list and summary (read side), and the affiliate names batch. */
import { type Request, Router } from 'express';
import { VOUCHER_STATUSES } from '../db/voucher-types.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, viewerOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_PAGE_SIZE } from '../kernel/paging.ts';
import { idsParam, pageRequest, queryText, statusFilter } from '../kernel/params.ts';
import { isUuid } from '../kernel/viewer.ts';
import {
  affiliateNames,
  listVouchers,
  VOUCHER_ORDER_KEYS,
  VOUCHER_VIEWS,
  type VoucherView,
  voucherScope,
  voucherSummary,
} from '../points/vouchers.ts';

const BASE = '/v1/finances/portal/points';

export const INVALID_VIEW = 'Parâmetro view inválido: use own ou managed.';

function voucherView(req: Request): VoucherView {
  const raw = queryText(req, 'view');
  if (raw === undefined || raw === '') return 'own';
  const view = VOUCHER_VIEWS.find((candidate) => candidate === raw);
  if (!view) throw new HttpError(400, INVALID_VIEW);
  return view;
}

export const AFFILIATE_IDS_MESSAGE = `Parâmetro ids inválido: informe de 1 a ${MAX_PAGE_SIZE} afiliados.`;

export function pointsRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(`${BASE}/vouchers`, auth, async (req, res) => {
    const scope = voucherScope(viewerOf(req), voucherView(req));
    const request = pageRequest(req, VOUCHER_ORDER_KEYS, { orderBy: 'expires_at' });
    res.json(await listVouchers(db, scope, request, statusFilter(req, VOUCHER_STATUSES)));
  });

  router.get(`${BASE}/vouchers/summary`, auth, async (req, res) => {
    res.json(await voucherSummary(db, voucherScope(viewerOf(req), voucherView(req))));
  });

  // The gateway resolves a page's customers in one call. Only ids and names are given, and only
  // of affiliates: unknown ids, malformed ones and other users are simply absent.
  router.get('/v1/affiliates/by-ids', auth, async (req, res) => {
    const ids = idsParam(req, AFFILIATE_IDS_MESSAGE).filter(isUuid);
    res.json({ items: await affiliateNames(db, ids) });
  });

  return router;
}
