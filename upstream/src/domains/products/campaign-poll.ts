/**
 * The campaigns poll ('Atualizar campanhas' on Acompanhamento de vendas; docs/upstream-contract/products.md
 * "Salesforce: campaigns poll and errors"). Starting one writes the poll (queued), its job on the
 * pg-boss queue and the audit row in ONE transaction; while a poll is queued or running, starting
 * again answers that poll instead of queueing a second one. campaign-poll-worker.ts runs it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CampaignPollState } from '../../db/salesforce-types.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import { recordAudit } from '../../kernel/audit.ts';

export const CAMPAIGN_POLL_QUEUE = 'campaign-poll';

export interface CampaignPollJob {
  pollId: string;
}

export interface CampaignPollJson {
  id: string;
  state: CampaignPollState;
  requested_by: string;
  campaign_count: number | null;
  linked_count: number | null;
  error_count: number | null;
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

async function findPoll(db: Db, where: 'last' | 'open'): Promise<CampaignPollJson | null> {
  let query = db
    .selectFrom('campaign_polls')
    .select([
      'id',
      'state',
      'requested_by_name',
      'campaign_count',
      'linked_count',
      'error_count',
      'error_message',
      'created_at',
      'started_at',
      'finished_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (where === 'open') query = query.where('state', 'in', ['queued', 'running']);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    requested_by: row.requested_by_name,
    campaign_count: row.campaign_count,
    linked_count: row.linked_count,
    error_count: row.error_count,
    error_message: row.error_message,
    created_at: new Date(row.created_at).toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

/** The newest poll, whatever its state; null before the first. */
export const lastCampaignPoll = (db: Db): Promise<CampaignPollJson | null> => findPoll(db, 'last');

/**
 * Queues a poll (or answers the one already queued or running). The advisory lock serialises two
 * clicks at once, so they cannot both find no open poll and queue two.
 */
export async function startCampaignPoll(
  db: Db,
  queue: JobQueue,
  by: { id: string; name: string },
): Promise<{ poll: CampaignPollJson; created: boolean }> {
  const created = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('campaign-poll'))`.execute(trx);
    if (await findPoll(trx, 'open')) return false;
    const poll = await trx
      .insertInto('campaign_polls')
      .values({ requested_by: by.id, requested_by_name: by.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queue.insert([{ name: CAMPAIGN_POLL_QUEUE, data: { pollId: poll.id } satisfies CampaignPollJob }], {
      db: executorOf(trx),
    });
    await recordAudit(trx, {
      actorId: by.id,
      action: 'campaign_poll.started',
      entity: 'campaign_poll',
      entityId: poll.id,
      after: { state: 'queued' },
    });
    return true;
  });
  const poll = await lastCampaignPoll(db);
  if (!poll) throw new Error('the campaign poll just written is missing');
  return { poll, created };
}
