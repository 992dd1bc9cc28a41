/**
 * docs/product.md §7.6 Points: the points ledger (list, summary, converting commissions), vouchers
 * (list, summary, issue from points, by id, use with the secret) and the affiliate names batch.
 */
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { MEMBER_TYPES, type MemberType, POINT_STATUSES } from '../../../db/points-types.ts';
import { VOUCHER_STATUSES } from '../../../db/voucher-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { type JsonObject, jsonObject, pathParam, textField } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import {
  dayPeriod,
  idsParam,
  pageRequest,
  queryText,
  searchText,
  statusFilter,
} from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  convertCommissions,
  listConvertible,
  listPoints,
  POINT_ORDER_KEYS,
  pointSummary,
} from '../ledger.ts';
import {
  accept,
  agree,
  programmeCompanies,
  programmeStatus,
  resendCode,
  validateCode,
} from '../membership.ts';
import { PROGRAMME_VIDEO, PROGRAMME_VIDEO_TYPE } from '../programme-video.ts';
import { issueVoucher, useVoucher, voucherById } from '../voucher-use.ts';
import {
  affiliateNames,
  listVouchers,
  VOUCHER_ORDER_KEYS,
  VOUCHER_VIEWS,
  type VoucherFilter,
  type VoucherView,
  voucherScope,
  voucherSummary,
} from '../vouchers.ts';
import { countVouchers, vouchersCsv } from '../vouchers-csv.ts';

const BASE = '/v1/finances/portal/points';

export const INVALID_VIEW = 'Parâmetro view inválido: use own ou managed.';

function voucherView(req: Request): VoucherView {
  const raw = queryText(req, 'view');
  if (raw === undefined || raw === '') return 'own';
  const view = VOUCHER_VIEWS.find((candidate) => candidate === raw);
  if (!view) throw new HttpError(400, INVALID_VIEW);
  return view;
}

export const VOUCHER_SEARCH_MAX = 100;
export const VOUCHER_SEARCH_MESSAGE = `Parâmetro search inválido: use no máximo ${VOUCHER_SEARCH_MAX} caracteres.`;

/** The vouchers list's toolbar: statuses, a search (code or customer) and a period of expiry days. */
const voucherFilterOf = (req: Request): VoucherFilter => ({
  statuses: statusFilter(req, VOUCHER_STATUSES),
  search: searchText(req, VOUCHER_SEARCH_MAX, VOUCHER_SEARCH_MESSAGE) || null,
  ...dayPeriod(req),
});

export const POINTS_FIELD = 'Campo points inválido: informe um inteiro positivo de pontos.';
export const ENTRIES_FIELD = `Campo entries inválido: informe de 1 a ${MAX_PAGE_SIZE} comissões.`;
export const SECRET_FIELD = 'Campo secret obrigatório.';
export const SELLER_PARAM = 'Parâmetro seller inválido: informe o id de um afiliado.';

/** A positive whole number of points (at most a million: no real balance is larger). */
function pointsField(body: JsonObject): number {
  const value = body.points;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new HttpError(400, POINTS_FIELD);
  }
  return value;
}

function entriesField(body: JsonObject): string[] {
  const value = body.entries;
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PAGE_SIZE) {
    throw new HttpError(400, ENTRIES_FIELD);
  }
  const ids = value.filter((id): id is string => typeof id === 'string' && isUuid(id));
  if (ids.length !== value.length) throw new HttpError(400, ENTRIES_FIELD);
  return ids;
}

/** An optional text field: absent or empty is undefined. */
const optionalText = (body: JsonObject, field: string): string | undefined =>
  textField(body, field) || undefined;

export const TYPE_FIELD = `Tipo inválido: use ${MEMBER_TYPES.join(', ')}.`;
export const CODE_FIELD = 'Campo code obrigatório.';

/** The membership type, from the path or the body; `user` when the body names none. */
function memberType(raw: string | undefined): MemberType {
  if (raw === undefined || raw === '') return 'user';
  const type = MEMBER_TYPES.find((candidate) => candidate === raw);
  if (!type) throw new HttpError(400, TYPE_FIELD);
  return type;
}

/**
 * Where the programme video is served (a small file shipped with the upstream, points/
 * programme-video.ts). Under /v1/files/ so the browser reaches it on its own origin (vite and
 * nginx forward that prefix here); public, as a <video> element sends no bearer token and the
 * video is the programme's presentation, the same for everyone.
 */
export const PROGRAMME_VIDEO_PATH = '/v1/files/videos/points/play';

export const AFFILIATE_IDS_MESSAGE = `Parâmetro ids inválido: informe de 1 a ${MAX_PAGE_SIZE} afiliados.`;

export function pointsRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  router.get(BASE, auth, async (req, res) => {
    const seller = queryText(req, 'seller') || undefined;
    if (seller !== undefined && !isUuid(seller)) throw new HttpError(400, SELLER_PARAM);
    const customer = queryText(req, 'customer')?.trim() || undefined;
    const request = pageRequest(req, POINT_ORDER_KEYS, { orderBy: 'expires_at' });
    const filters = { statuses: statusFilter(req, POINT_STATUSES), sellerId: seller, customer };
    res.json(await listPoints(db, viewerOf(req).id, request, filters));
  });

  router.get(`${BASE}/summary`, auth, async (req, res) => {
    res.json(await pointSummary(db, viewerOf(req).id));
  });

  // Commissions become points: `entries` are the commission ids chosen on converter-pontos.
  router.post(BASE, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const converted = await convertCommissions(db, viewer.id, entriesField(jsonObject(req)));
    res.status(201).json({ ...converted, summary: await pointSummary(db, viewer.id) });
  });

  router.get('/v1/finances/portal/account/entries/convertible-to-points', auth, async (req, res) => {
    const request = pageRequest(req, ['date'] as const, { orderBy: 'date' });
    res.json(await listConvertible(db, viewerOf(req).id, request));
  });

  router.get(`${BASE}/vouchers`, auth, async (req, res) => {
    const scope = voucherScope(viewerOf(req), voucherView(req));
    const request = pageRequest(req, VOUCHER_ORDER_KEYS, { orderBy: 'expires_at' });
    res.json(await listVouchers(db, scope, request, voucherFilterOf(req)));
  });

  // The list as CSV (pt-BR conventions), streamed: the same view, scope and filters as the list.
  router.get(`${BASE}/vouchers/csv`, auth, async (req, res) => {
    const scope = voucherScope(viewerOf(req), voucherView(req));
    const filter = voucherFilterOf(req);
    res.setHeader('X-Report-Rows', String(await countVouchers(db, scope, filter)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="vouchers-${today()}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(vouchersCsv(db, scope, filter), res);
  });

  router.get(`${BASE}/vouchers/summary`, auth, async (req, res) => {
    res.json(await voucherSummary(db, voucherScope(viewerOf(req), voucherView(req))));
  });

  // Points become a voucher: the answer is the only time the secret is ever given.
  router.post(`${BASE}/vouchers`, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const body = jsonObject(req);
    const issued = await issueVoucher(db, viewer, {
      points: pointsField(body),
      beneficiaryId: optionalText(body, 'beneficiary'),
      producerId: optionalText(body, 'producer_id'),
    });
    res.status(201).json({ ...issued, summary: await pointSummary(db, viewer.id) });
  });

  router.post(`${BASE}/vouchers/use`, auth, async (req, res) => {
    const secret = textField(jsonObject(req), 'secret');
    if (secret === '') throw new HttpError(400, SECRET_FIELD);
    res.json(await useVoucher(db, viewerOf(req), secret));
  });

  // After the fixed paths above, so 'summary' and 'use' are never read as an id.
  router.get(`${BASE}/vouchers/:id`, auth, async (req, res) => {
    res.json(await voucherById(db, viewerOf(req), pathParam(req, 'id')));
  });

  router.get(`${BASE}/programme/:type`, auth, async (req, res) => {
    const type = memberType(pathParam(req, 'type'));
    res.json({ type, status: await programmeStatus(db, viewerOf(req), type) });
  });

  router.post(`${BASE}/agree`, auth, async (req, res) => {
    const type = memberType(textField(jsonObject(req), 'type'));
    res.json({ type, status: await agree(db, viewerOf(req), type) });
  });

  // The code goes by SMS in production; here the log stands in for the SMS gateway, like the
  // password reset link (never in an answer: the phone proves who the user is).
  router.post(`${BASE}/accept`, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const code = await accept(db, viewer);
    deps.logger.info('points programme code sent', { userId: viewer.id, code });
    res.json({ type: 'user', status: 'WAITING_CODE' });
  });

  router.post(`${BASE}/codes/resend`, auth, async (req, res) => {
    const viewer = viewerOf(req);
    const code = await resendCode(db, viewer);
    deps.logger.info('points programme code sent', { userId: viewer.id, code });
    res.json({ type: 'user', status: 'WAITING_CODE' });
  });

  router.post(`${BASE}/codes/validate`, auth, async (req, res) => {
    const code = textField(jsonObject(req), 'code');
    if (code === '') throw new HttpError(400, CODE_FIELD);
    res.json({ type: 'user', status: await validateCode(db, viewerOf(req), code) });
  });

  router.get(`${BASE}/companies`, auth, async (_req, res) => {
    res.json({ items: await programmeCompanies(db) });
  });

  router.get(`${BASE}/videos`, auth, (_req, res) => {
    res.json({ url: PROGRAMME_VIDEO_PATH });
  });

  router.get(PROGRAMME_VIDEO_PATH, (_req, res) => {
    res.set({ 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
    res.type(PROGRAMME_VIDEO_TYPE).send(PROGRAMME_VIDEO);
  });

  // The gateway resolves a page's customers in one call. Only ids and names are given, and only
  // of affiliates: unknown ids, malformed ones and other users are simply absent.
  router.get('/v1/affiliates/by-ids', auth, async (req, res) => {
    const ids = idsParam(req, AFFILIATE_IDS_MESSAGE).filter(isUuid);
    res.json({ items: await affiliateNames(db, ids) });
  });

  return router;
}
