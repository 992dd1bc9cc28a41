/** SPEC §7 Points: the vouchers list and summary (read side), and the affiliate names batch. */
import { Router } from 'express';
import { VOUCHER_STATUSES } from '../db/voucher-types.ts';
import type { AppDeps } from '../deps.ts';
import { authenticate, viewerOf } from '../http/auth.ts';
import { idsParam, MAX_PAGE_SIZE, pageRequest, statusFilter } from '../kernel/params.ts';
import { isUuid } from '../kernel/viewer.ts';
import {
  affiliateNames,
  listVouchers,
  VOUCHER_ORDER_KEYS,
  voucherScope,
  voucherSummary,
  voucherView,
} from '../points/vouchers.ts';

const BASE = '/v1/finances/portal/points';

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
