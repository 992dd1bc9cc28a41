/** Points' per-request loaders: the lists read once per request, voucher customers batched. */
import type DataLoader from 'dataloader';
import type { BatchHook } from '../../kernel/context.ts';
import { byIdLoader, memo } from '../../loaders.ts';
import { AFFILIATE_BATCH_MAX, type AffiliateName, type PointsApi } from './upstream.ts';

export interface PointsLoaders {
  /** The vouchers list and summary, each fetched at most once per request and arguments. */
  points: Pick<PointsApi, 'vouchers' | 'voucherSummary' | 'points' | 'pointSummary'>;
  /**
   * `Voucher.customer`: the customers of one page of vouchers are batched into one upstream call
   * (GET /v1/affiliates/by-ids) instead of one lookup per row (N+1). Null: not an affiliate (any more).
   */
  affiliateNames: DataLoader<string, AffiliateName | null>;
}

export const pointsLoaders = (api: PointsApi, onBatch: BatchHook): PointsLoaders => ({
  points: {
    vouchers: memo('points.vouchers', api.vouchers, onBatch),
    voucherSummary: memo('points.voucherSummary', api.voucherSummary, onBatch),
    points: memo('points.points', api.points, onBatch),
    pointSummary: memo('points.pointSummary', api.pointSummary, onBatch),
  },
  affiliateNames: byIdLoader('affiliateNames', api.affiliateNames, AFFILIATE_BATCH_MAX, onBatch),
});
