/**
 * docs/product.md §7.6 Points (docs/upstream-contract/points.md, "Points and vouchers"): the vouchers list and
 * summary, and the batch of affiliate names the voucher customers are resolved with.
 */
import { listFilterQuery } from '../../kernel/list-filter.ts';
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const POINTS_ROUTES = {
  vouchers: { method: 'GET', path: '/v1/finances/portal/points/vouchers' },
  voucherSummary: { method: 'GET', path: '/v1/finances/portal/points/vouchers/summary' },
  points: { method: 'GET', path: '/v1/finances/portal/points' },
  pointSummary: { method: 'GET', path: '/v1/finances/portal/points/summary' },
  issueVoucher: { method: 'POST', path: '/v1/finances/portal/points/vouchers' },
  useVoucher: { method: 'POST', path: '/v1/finances/portal/points/vouchers/use' },
  validateCode: { method: 'POST', path: '/v1/finances/portal/points/codes/validate' },
  agree: { method: 'POST', path: '/v1/finances/portal/points/agree' },
  accept: { method: 'POST', path: '/v1/finances/portal/points/accept' },
  resendCode: { method: 'POST', path: '/v1/finances/portal/points/codes/resend' },
  voucher: { method: 'GET', path: '/v1/finances/portal/points/vouchers/{id}' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  vouchersCsv: { method: 'GET', path: '/v1/finances/portal/points/vouchers/csv' },
  programmeStatus: { method: 'GET', path: '/v1/finances/portal/points/programme/{type}' },
  programmeVideo: { method: 'GET', path: '/v1/finances/portal/points/videos' },
  convertibleCommissions: {
    method: 'GET',
    path: '/v1/finances/portal/account/entries/convertible-to-points',
  },
  convertCommissions: { method: 'POST', path: '/v1/finances/portal/points' },
  /** Id and name of 1–100 affiliates at once: one call per page of vouchers. */
  affiliateNames: { method: 'GET', path: '/v1/affiliates/by-ids' },
} as const satisfies Record<string, Route>;

/** Most ids upstream takes in one GET /v1/affiliates/by-ids (a page's worth). */
export const AFFILIATE_BATCH_MAX = 100;

/** docs/product.md §7.1; the GraphQL enum uses the same spellings. */
export const VOUCHER_STATUSES = ['AVAILABLE', 'EXPIRED', 'USED', 'REVERTED', 'REAVAILABLE'] as const;
export type UpstreamVoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** `own`: Pontos e Vouchers; `managed`: Gerenciador de Vouchers (holding, producer, branch). */
export type VoucherView = 'own' | 'managed';

export interface UpstreamVoucher {
  id: string;
  code: string;
  status: UpstreamVoucherStatus;
  points: number;
  /** Cents. */
  value: number;
  customerId: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface UpstreamVoucherGroup {
  count: number;
  points: number;
  /** Cents. */
  value: number;
}

export interface UpstreamVoucherSummary {
  available: UpstreamVoucherGroup;
  expired: UpstreamVoucherGroup;
  used: UpstreamVoucherGroup;
}

export interface AffiliateName {
  id: string;
  name: string;
}

export interface VoucherQuery {
  page: number;
  pageSize: number;
  order: 'ASC' | 'DESC';
  status: UpstreamVoucherStatus | null;
  /** Gerenciador de Vouchers' toolbar: trimmed search ('' for none) and whole expiry days. */
  search?: string;
  from?: string;
  to?: string;
}

/** Statuses of a points entry (derived upstream when read). */
export const POINT_STATUSES = ['AVAILABLE', 'EXPIRED', 'USED'] as const;
export type UpstreamPointStatus = (typeof POINT_STATUSES)[number];

export interface UpstreamPointEntry {
  id: string;
  status: UpstreamPointStatus;
  points: number;
  usedPoints: number;
  customerName: string;
  expiresAt: string;
  createdAt: string;
}

export interface UpstreamPointSummary {
  available: number;
  expired: number;
  used: number;
  totalPoints: number;
}

export interface PointQuery {
  page: number;
  pageSize: number;
  order: 'ASC' | 'DESC';
  status: UpstreamPointStatus | null;
}

/** Upstream's membership types (docs/upstream-contract/points.md, "Points programme membership"). */
export type UpstreamMemberType = 'user' | 'units' | 'holding';

export interface UpstreamConvertible {
  id: string;
  /** Cents. */
  value: number;
  points: number;
  date: string;
  customerName: string;
}

export interface PointsApi {
  /** One voucher of the viewer's scope (own or managed); 404 otherwise. */
  voucher(id: string): Promise<UpstreamVoucher>;
  /** The membership status of `type` (NOT_AFFILIATE when the viewer has none of that type). */
  programmeStatus(type: UpstreamMemberType): Promise<string>;
  /** Where the programme video is played from (a path on the portal's own origin). */
  programmeVideo(): Promise<string>;
  /** The viewer's commissions that can become points, newest first. */
  convertibleCommissions(query: {
    page: number;
    pageSize: number;
  }): Promise<UpstreamPage<UpstreamConvertible>>;
  /** Converts commissions into points in one transaction: what it gained and the new summary. */
  convertCommissions(
    commissionIds: readonly string[],
  ): Promise<{ converted: number; points: number; summary: UpstreamPointSummary }>;
  points(query: PointQuery): Promise<UpstreamPage<UpstreamPointEntry>>;
  pointSummary(): Promise<UpstreamPointSummary>;
  /** Spends points on a voucher; the secret comes back this once. */
  issueVoucher(request: {
    points: number;
    beneficiary?: string;
  }): Promise<{ voucher: UpstreamVoucher; secret: string; summary: UpstreamPointSummary }>;
  useVoucher(secret: string): Promise<UpstreamVoucher>;
  /** The membership status after a right code. */
  validateCode(code: string): Promise<string>;
  /** Joins the programme as `type` (user, units, holding); the new status. */
  agree(type: 'user' | 'units' | 'holding'): Promise<string>;
  /** The user signed the term: the new status (WAITING_CODE). */
  accept(): Promise<string>;
  /** A new confirmation code: the status (WAITING_CODE). */
  resendCode(): Promise<string>;
  vouchers(view: VoucherView, query: VoucherQuery): Promise<UpstreamPage<UpstreamVoucher>>;
  voucherSummary(view: VoucherView): Promise<UpstreamVoucherSummary>;
  /** The affiliates among `ids` (at most AFFILIATE_BATCH_MAX), by id; the others are absent. */
  affiliateNames(ids: readonly string[]): Promise<Map<string, AffiliateName>>;
}

const readVoucher = (voucher: ShapeReader): UpstreamVoucher => ({
  id: voucher.id('id'),
  code: voucher.string('code'),
  status: voucher.oneOf('status', VOUCHER_STATUSES),
  points: voucher.integer('points'),
  value: voucher.integer('value'),
  customerId: voucher.id('customer_id'),
  expiresAt: voucher.instant('expires_at'),
  usedAt: voucher.optionalString('used_at') === null ? null : voucher.instant('used_at'),
  createdAt: voucher.instant('created_at'),
});

const readGroup = (group: ShapeReader): UpstreamVoucherGroup => ({
  count: group.integer('count'),
  points: group.integer('points'),
  value: group.integer('value'),
});

const readPoint = (entry: ShapeReader): UpstreamPointEntry => ({
  id: entry.id('id'),
  status: entry.oneOf('status', POINT_STATUSES),
  points: entry.integer('points'),
  usedPoints: entry.integer('used_points'),
  customerName: entry.string('customer_name'),
  expiresAt: entry.instant('expires_at'),
  createdAt: entry.instant('created_at'),
});

const readPointSummary = (summary: ShapeReader): UpstreamPointSummary => ({
  available: summary.integer('AVAILABLE'),
  expired: summary.integer('EXPIRED'),
  used: summary.integer('USED'),
  totalPoints: summary.integer('TOTAL'),
});

const readConvertible = (row: ShapeReader): UpstreamConvertible => ({
  id: row.id('id'),
  value: row.integer('value'),
  points: row.integer('points'),
  date: row.instant('date'),
  customerName: row.string('customer_name'),
});

export function createPointsApi(client: UpstreamClient): PointsApi {
  const posted = async (route: Route, json: Record<string, unknown>) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, await client.call(route, { json }));

  const object = async (route: Route, query: Record<string, string | number>) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, await client.call(route, { query }));

  const withParams = async (route: Route, params: Record<string, string>) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, await client.call(route, { params }));

  return {
    voucher: async (id) => readVoucher(await withParams(POINTS_ROUTES.voucher, { id })),
    programmeStatus: async (type) =>
      (await withParams(POINTS_ROUTES.programmeStatus, { type })).string('status'),
    programmeVideo: async () => (await object(POINTS_ROUTES.programmeVideo, {})).string('url'),
    convertibleCommissions: async ({ page, pageSize }) =>
      readPage(
        await object(POINTS_ROUTES.convertibleCommissions, {
          page,
          pageSize,
          order: 'DESC',
          orderBy: 'date',
        }),
        readConvertible,
      ),
    convertCommissions: async (commissionIds) => {
      const body = await posted(POINTS_ROUTES.convertCommissions, { entries: [...commissionIds] });
      return {
        converted: body.integer('converted'),
        points: body.integer('points'),
        summary: readPointSummary(body.object('summary')),
      };
    },
    points: async ({ page, pageSize, order, status }) => {
      const query = { page, pageSize, order, orderBy: 'expires_at', ...(status ? { status } : {}) };
      return readPage(await object(POINTS_ROUTES.points, query), readPoint);
    },
    pointSummary: async () => readPointSummary(await object(POINTS_ROUTES.pointSummary, {})),
    issueVoucher: async (request) => {
      const body = await posted(POINTS_ROUTES.issueVoucher, { ...request });
      return {
        voucher: readVoucher(body.object('voucher')),
        secret: body.string('secret'),
        summary: readPointSummary(body.object('summary')),
      };
    },
    useVoucher: async (secret) => readVoucher(await posted(POINTS_ROUTES.useVoucher, { secret })),
    validateCode: async (code) => (await posted(POINTS_ROUTES.validateCode, { code })).string('status'),
    agree: async (type) => (await posted(POINTS_ROUTES.agree, { type })).string('status'),
    accept: async () => (await posted(POINTS_ROUTES.accept, {})).string('status'),
    resendCode: async () => (await posted(POINTS_ROUTES.resendCode, {})).string('status'),
    vouchers: async (view, { page, pageSize, order, ...filter }) => {
      // docs/product.md §7.6: vouchers are ordered by expiry date.
      const query = { view, page, pageSize, order, orderBy: 'expires_at', ...listFilterQuery(filter) };
      return readPage(await object(POINTS_ROUTES.vouchers, query), readVoucher);
    },
    voucherSummary: async (view) => {
      const body = await object(POINTS_ROUTES.voucherSummary, { view });
      return {
        available: readGroup(body.object('AVAILABLE')),
        expired: readGroup(body.object('EXPIRED')),
        used: readGroup(body.object('USED')),
      };
    },
    affiliateNames: async (ids) => {
      if (ids.length > AFFILIATE_BATCH_MAX)
        throw new Error(`at most ${AFFILIATE_BATCH_MAX} affiliates per batch`);
      const body = await object(POINTS_ROUTES.affiliateNames, { ids: ids.join(',') });
      const items = body.array('items').map((item) => ({ id: item.id('id'), name: item.string('name') }));
      return new Map(items.map((item) => [item.id, item]));
    },
  };
}
