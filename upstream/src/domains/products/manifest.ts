/**
 * products: Seus produtos and links, Suas vendas and the sales intake, the holding's product
 * manager, Salesforce (the campaigns poll on the job queue, its errors), the closed cycles' seller
 * totals (on the job queue).
 */
import type { DomainManifest } from '../../manifest.ts';
import { type CampaignPollWorkerOptions, startCampaignPollWorker } from './campaign-poll-worker.ts';
import { type CycleTotalsWorkerOptions, startCycleTotalsWorker } from './cycle-totals-worker.ts';
import { productLinkRoutes } from './routes/links.ts';
import { productManagerRoutes } from './routes/manager.ts';
import { productSaleRoutes } from './routes/sales.ts';
import { productSaleTrackingRoutes } from './routes/sales-tracking.ts';
import { productSalesforceRoutes } from './routes/salesforce.ts';
import { type CampaignFeed, campaignFeed } from './salesforce-crm.ts';

declare module '../../manifest.ts' {
  interface WorkerOverrides {
    /** The campaigns poll's feed (default: config.salesforceUrl or the fake one), hooks, timings. */
    products?: Partial<CampaignPollWorkerOptions> & { feed?: CampaignFeed };
    /** The closed cycles' seller totals: timings. */
    cycleTotals?: Partial<CycleTotalsWorkerOptions>;
  }
}

/** A campaigns poll: a failed CRM read or apply is retried twice, 10 s apart; lost after 5 minutes. */
const CAMPAIGN_POLL_WORKER = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 300 };

export const products: DomainManifest = {
  name: 'products',
  routes: (deps) => [
    productLinkRoutes(deps),
    productSaleRoutes(deps),
    productSaleTrackingRoutes(deps),
    productManagerRoutes(deps),
    productSalesforceRoutes(deps),
  ],
  workers: async ({
    queue,
    db,
    logger,
    config,
    pollingIntervalSeconds,
    retryDelaySeconds,
    leaseSeconds,
    overrides,
  }) => {
    const { feed, ...options } = overrides.products ?? {};
    await startCampaignPollWorker(queue, db, feed ?? campaignFeed(config.salesforceUrl, logger), logger, {
      ...CAMPAIGN_POLL_WORKER,
      pollingIntervalSeconds,
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
      ...(leaseSeconds === undefined ? {} : { expireInSeconds: leaseSeconds }),
      ...options,
    });
    return startCycleTotalsWorker(queue, db, logger, {
      pollingIntervalSeconds,
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
      ...(leaseSeconds === undefined ? {} : { expireInSeconds: leaseSeconds }),
      ...overrides.cycleTotals,
    });
  },
  // Holding products (migration 0021): the three banners and the thumbnail.
  fileReferences: [
    { table: 'products', column: 'banner_phone_key' },
    { table: 'products', column: 'banner_tablet_key' },
    { table: 'products', column: 'banner_desktop_key' },
    { table: 'products', column: 'thumbnail_key' },
  ],
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: [
    'products',
    'product_commissions',
    'links',
    'link_clicks',
    'campaign_polls',
    'product_campaigns',
    'salesforce_errors',
    'salesforce_error_totals',
    'sales_status_totals',
    'sales_daily_products',
    'sales_daily_sellers',
    'seller_cycle_totals',
    'seller_cycle_totals_written',
    'seller_cycle_totals_stale',
  ],
  reads: {
    finance: ['commercial_cycles', 'user_career_levels'],
    auth: ['users'],
    network: ['organisations'],
    producers: ['producers'],
  },
  // The sales intake (sales tracking, Salesforce) records a sale and its commission.
  writes: { finance: ['sales', 'commissions'] },
};
