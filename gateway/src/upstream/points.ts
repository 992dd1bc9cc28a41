/**
 * docs/product.md §7.6 Points (docs/upstream-contract.md, "Points and vouchers"): the vouchers list and
 * summary, and the batch of affiliate names the voucher customers are resolved with.
 */
import { readPage, type UpstreamPage } from '../kernel/paging.ts';
import type { Route, UpstreamClient } from './http.ts';
import { ShapeReader } from './shape.ts';

export const POINTS_ROUTES = {
  vouchers: { method: 'GET', path: '/v1/finances/portal/points/vouchers' },
  voucherSummary: { method: 'GET', path: '/v1/finances/portal/points/vouchers/summary' },
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
}

export interface PointsApi {
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

export function createPointsApi(client: UpstreamClient): PointsApi {
  const object = async (route: Route, query: Record<string, string | number>) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, await client.call(route, { query }));

  return {
    vouchers: async (view, { page, pageSize, order, status }) => {
      // docs/product.md §7.6: vouchers are ordered by expiry date.
      const query = { view, page, pageSize, order, orderBy: 'expires_at', ...(status ? { status } : {}) };
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
