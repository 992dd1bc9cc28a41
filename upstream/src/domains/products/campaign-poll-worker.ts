/**
 * The worker of the campaigns poll (campaign-poll.ts). A job names one poll and runs it in steps:
 * 1. queued → running (a short transaction; a retry finds it running and goes on);
 * 2. read the CRM's active campaigns (salesforce-crm.ts), outside any transaction;
 * 3. the apply: ONE transaction links each valid campaign to the holding product with its
 *    `sfCode`, drops the links of campaigns the CRM no longer sends, records each campaign it could
 *    not apply as a Salesforce error (and resolves the errors of those it now applied), and marks
 *    the poll done with its counts. All or nothing: an interruption rolls it back whole and pg-boss
 *    runs the job again; the last attempt writes the reason and the poll ends failed. The same
 *    feed twice leaves the same links and the same open errors.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { beginJobRow, failJobRow, lockJobRow } from '../../jobs/job-rows.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { CAMPAIGN_POLL_QUEUE, type CampaignPollJob } from './campaign-poll.ts';
import type { CampaignFeed, CrmCampaign } from './salesforce-crm.ts';
import {
  type NewSalesforceError,
  recordSalesforceErrors,
  SALESFORCE_ERROR_MESSAGES,
} from './salesforce-errors.ts';

export interface CampaignPollWorkerOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** Tests only: inside the apply transaction, after every write, before the commit. */
  beforeCommit?: (job: CampaignPollJob) => Promise<void>;
}

export const CAMPAIGN_POLL_MESSAGES = {
  failed: (detail: string) => `Falha ao atualizar as campanhas; nada foi alterado: ${detail}`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string): boolean =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Today in Fortaleza (UTC−3, no daylight saving), as 'YYYY-MM-DD'. */
export const fortalezaDay = (now: Date): string =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

interface Product {
  id: string;
  sfCode: string;
  active: boolean;
}

export interface CampaignPlan {
  links: { campaign: CrmCampaign; productId: string }[];
  errors: NewSalesforceError[];
}

/** What a feed means for the products: which campaigns link where, and what cannot be applied. */
export function planCampaigns(
  campaigns: readonly CrmCampaign[],
  products: readonly Product[],
  today: string,
): CampaignPlan {
  const byCode = new Map<string, Product[]>();
  for (const product of products)
    byCode.set(product.sfCode, [...(byCode.get(product.sfCode) ?? []), product]);
  const plan: CampaignPlan = { links: [], errors: [] };
  const seen = new Set<string>();
  const campaignError = (campaign: CrmCampaign, reason: string, productId: string | null = null) =>
    plan.errors.push({
      type: 'CAMPAIGN',
      reference: campaign.id,
      message: `Campanha "${campaign.name || campaign.id}": ${reason}`,
      productId,
    });
  for (const campaign of campaigns) {
    if (seen.has(campaign.id)) continue;
    seen.add(campaign.id);
    const M = SALESFORCE_ERROR_MESSAGES;
    if (!campaign.productCode) {
      campaignError(campaign, M.noCode);
      continue;
    }
    if (
      !validDay(campaign.startDate) ||
      !validDay(campaign.endDate) ||
      campaign.startDate > campaign.endDate
    ) {
      campaignError(campaign, M.invalidDates(campaign.startDate || '—', campaign.endDate || '—'));
      continue;
    }
    if (campaign.endDate < today) {
      campaignError(campaign, M.ended(campaign.endDate));
      continue;
    }
    const matches = byCode.get(campaign.productCode) ?? [];
    const [product] = matches;
    if (!product) {
      campaignError(campaign, M.unknownCode(campaign.productCode));
    } else if (matches.length > 1) {
      plan.errors.push({
        type: 'PRODUCT',
        reference: campaign.productCode,
        message: M.duplicateCode(campaign.productCode, matches.length),
      });
    } else if (!product.active) {
      plan.errors.push({
        type: 'PRODUCT',
        reference: campaign.productCode,
        message: M.inactive(campaign.productCode),
        productId: product.id,
      });
    } else {
      plan.links.push({ campaign, productId: product.id });
    }
  }
  return plan;
}

async function apply(
  db: Db,
  job: CampaignPollJob,
  campaigns: readonly CrmCampaign[],
  today: string,
  beforeCommit?: CampaignPollWorkerOptions['beforeCommit'],
): Promise<void> {
  const id = job.pollId;
  await db.transaction().execute(async (trx) => {
    if ((await lockJobRow(trx, 'campaign_polls', id)) !== 'running') return;
    const codes = [...new Set(campaigns.map((campaign) => campaign.productCode).filter(Boolean))];
    const products =
      codes.length === 0
        ? []
        : await trx
            .selectFrom('products')
            .select(['id', 'sf_code', 'active'])
            .where('sf_code', 'in', codes)
            .execute();
    const plan = planCampaigns(
      campaigns,
      products.map((row) => ({ id: row.id, sfCode: row.sf_code ?? '', active: row.active })),
      today,
    );
    const linkedIds = plan.links.map((link) => link.campaign.id);
    // The CRM is the source of truth: a campaign it no longer sends (ended, removed) is unlinked.
    let stale = trx.deleteFrom('product_campaigns');
    if (linkedIds.length > 0) stale = stale.where('campaign_id', 'not in', linkedIds);
    await stale.execute();
    if (plan.links.length > 0) {
      await trx
        .insertInto('product_campaigns')
        .values(
          plan.links.map(({ campaign, productId }) => ({
            campaign_id: campaign.id,
            product_id: productId,
            name: campaign.name || campaign.id,
            starts_on: campaign.startDate,
            ends_on: campaign.endDate,
            poll_id: id,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('campaign_id').doUpdateSet((eb) => ({
            product_id: eb.ref('excluded.product_id'),
            name: eb.ref('excluded.name'),
            starts_on: eb.ref('excluded.starts_on'),
            ends_on: eb.ref('excluded.ends_on'),
            poll_id: eb.ref('excluded.poll_id'),
          })),
        )
        .execute();
    }
    await recordSalesforceErrors(trx, plan.errors);
    // What applied now is no longer an error: its campaign's, and its code's product errors.
    const appliedCodes = plan.links.map((link) => link.campaign.productCode);
    if (plan.links.length > 0) {
      await trx
        .updateTable('salesforce_errors')
        .set({ resolved_at: sql<Date>`now()` })
        .where('resolved_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('type', '=', 'CAMPAIGN'), eb('reference', 'in', linkedIds)]),
            eb.and([eb('type', '=', 'PRODUCT'), eb('reference', 'in', appliedCodes)]),
          ]),
        )
        .execute();
    }
    await beforeCommit?.(job);
    await trx
      .updateTable('campaign_polls')
      .set({
        state: 'done',
        error_message: null,
        campaign_count: campaigns.length,
        linked_count: plan.links.length,
        error_count: plan.errors.length,
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  });
}

/** Runs one poll; on its last attempt an error is written down instead of thrown. */
export async function runCampaignPollJob(
  db: Db,
  feed: CampaignFeed,
  job: CampaignPollJob,
  lastAttempt: boolean,
  hooks: Pick<CampaignPollWorkerOptions, 'beforeCommit'> = {},
  now: () => Date = () => new Date(),
): Promise<void> {
  try {
    if (!(await beginJobRow(db, 'campaign_polls', job.pollId))) return;
    const campaigns = await feed();
    await apply(db, job, campaigns, fortalezaDay(now()), hooks.beforeCommit);
  } catch (error) {
    if (!lastAttempt) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    await failJobRow(db, 'campaign_polls', job.pollId, CAMPAIGN_POLL_MESSAGES.failed(detail));
  }
}

/** Creates the queue (idempotent) and starts this process's worker on it. */
export async function startCampaignPollWorker(
  queue: JobQueue,
  db: Db,
  feed: CampaignFeed,
  logger: Logger,
  options: CampaignPollWorkerOptions,
): Promise<void> {
  await queue.createQueue(CAMPAIGN_POLL_QUEUE, {
    name: CAMPAIGN_POLL_QUEUE,
    policy: 'standard',
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    expireInSeconds: options.expireInSeconds,
  });
  await queue.work<CampaignPollJob>(
    CAMPAIGN_POLL_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      await runCampaignPollJob(db, feed, job.data, job.retryCount >= job.retryLimit, options);
      logger.info('campaign poll finished', { jobId: job.id, pollId: job.data.pollId });
    },
  );
}
