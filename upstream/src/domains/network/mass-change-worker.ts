/**
 * The worker of 'Alteração em massa' (mass-change.ts; docs/decisions/conventions.md "Background
 * jobs").
 * A job names one mass change and runs it in three steps:
 * 1. queued → running (a short transaction; a retry finds it running and goes on);
 * 2. the check: the rows, 1 000 at a time in short transactions, against the database as it is now
 *    (an ED removed or a unit turned agency since the upload fails the job, naming the line);
 *    `checked_rows` is the progress the screen shows;
 * 3. the apply: ONE transaction computes each row's result (changed or unchanged), updates the EDs
 *    and their career levels set-based, and marks the job done. All or nothing: an interruption
 *    (a crash, a restart, a lost connection) rolls it back whole and pg-boss runs the job again;
 *    the last attempt writes the reason and the job ends failed. Applying a file whose values the
 *    EDs already have changes nothing (every row unchanged), so the same file twice is harmless.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { workInBatches } from '../../jobs/batch-worker.ts';
import { beginJobRow, failJobRow, lockJobRow } from '../../jobs/job-rows.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { isTargetUnit, MASS_CHANGE_CHUNK, MASS_CHANGE_QUEUE, type MassChangeJob } from './mass-change.ts';

export interface MassChangeWorkerOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A running job not finished by then is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** Tests only: after each checked chunk (to stop a worker mid-job). */
  afterCheckChunk?: (job: MassChangeJob, checked: number) => Promise<void>;
  /** Tests only: inside the apply transaction, after the EDs were updated, before the commit. */
  beforeCommit?: (job: MassChangeJob) => Promise<void>;
}

/**
 * Mass changes fetched at once (each is thousands of rows: a few are plenty), run one at a time:
 * two files may change the same ED, so they run in the order they were sent.
 */
export const MASS_CHANGE_BATCH = { batchSize: 5, concurrency: 1 } as const;

export const MASS_CHANGE_WORKER_MESSAGES = {
  stale: (line: number, reason: string) => `Linha ${line}: ${reason} Nada foi alterado.`,
  edGone: 'o ED não existe mais.',
  unitGone: 'a unidade não aceita mais EDs.',
  unexpected: (detail: string) => `Falha inesperada ao aplicar as alterações; nada foi alterado: ${detail}`,
} as const;

/** Step 2: the first row that can no longer be applied, or null when all can. */
async function check(
  db: Db,
  job: MassChangeJob,
  afterChunk?: MassChangeWorkerOptions['afterCheckChunk'],
): Promise<string | null> {
  const id = job.massChangeId;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('mass_change_rows as r')
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.ed_id').on('u.is_affiliated', '=', true))
      .leftJoin('organisations', (join) => join.onRef('organisations.id', '=', 'r.unit_id').on(isTargetUnit))
      .select(['r.line', 'r.unit_id', 'u.id as ed', 'organisations.id as unit'])
      .where('r.mass_change_id', '=', id)
      .where('r.line', '>', after)
      .orderBy('r.line')
      .limit(MASS_CHANGE_CHUNK)
      .execute();
    if (rows.length === 0) return null;
    for (const row of rows) {
      if (row.ed === null)
        return MASS_CHANGE_WORKER_MESSAGES.stale(row.line, MASS_CHANGE_WORKER_MESSAGES.edGone);
      if (row.unit_id !== null && row.unit === null) {
        return MASS_CHANGE_WORKER_MESSAGES.stale(row.line, MASS_CHANGE_WORKER_MESSAGES.unitGone);
      }
    }
    checked += rows.length;
    after = rows[rows.length - 1]?.line ?? after;
    await db.updateTable('mass_changes').set({ checked_rows: checked }).where('id', '=', id).execute();
    await afterChunk?.(job, checked);
  }
}

/** Step 3: every change in one transaction, with each row's result. */
async function apply(db: Db, job: MassChangeJob, beforeCommit?: MassChangeWorkerOptions['beforeCommit']) {
  const id = job.massChangeId;
  await db.transaction().execute(async (trx) => {
    if ((await lockJobRow(trx, 'mass_changes', id)) !== 'running') return;
    await sql`
      update mass_change_rows r
      set result = case when
          (r.unit_id is not null and r.unit_id is distinct from u.organisation_id)
          or (r.level is not null and r.level is distinct from l.level)
          or (r.is_franchisee is not null and r.is_franchisee <> u.is_franchisee)
          or (r.is_trainer is not null and r.is_trainer <> u.is_trainer)
          or (r.is_lecturer is not null and r.is_lecturer <> u.is_lecturer)
          or (r.tracking is not null and r.tracking <> u.tracking)
        then 'changed' else 'unchanged' end
      from users u left join user_career_levels l on l.user_id = u.id
      where r.mass_change_id = ${id} and u.id = r.ed_id`.execute(trx);
    await sql`
      update users u
      set organisation_id = coalesce(r.unit_id, u.organisation_id),
          is_franchisee = coalesce(r.is_franchisee, u.is_franchisee),
          is_trainer = coalesce(r.is_trainer, u.is_trainer),
          is_lecturer = coalesce(r.is_lecturer, u.is_lecturer),
          tracking = coalesce(r.tracking, u.tracking)
      from mass_change_rows r
      where r.mass_change_id = ${id} and r.result = 'changed' and u.id = r.ed_id`.execute(trx);
    await sql`
      insert into user_career_levels (user_id, level)
      select r.ed_id, r.level from mass_change_rows r
      where r.mass_change_id = ${id} and r.result = 'changed' and r.level is not null
      on conflict (user_id) do update set level = excluded.level`.execute(trx);
    await beforeCommit?.(job);
    await trx
      .updateTable('mass_changes')
      .set((eb) => ({
        state: 'done',
        error_message: null,
        checked_rows: eb.ref('total_rows'),
        changed_rows: eb
          .selectFrom('mass_change_rows')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('mass_change_id', '=', id)
          .where('result', '=', 'changed'),
        finished_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .execute();
  });
}

/** Runs one job; on its last attempt an unexpected error is written down instead of thrown. */
export async function runMassChangeJob(
  db: Db,
  job: MassChangeJob,
  lastAttempt: boolean,
  hooks: Pick<MassChangeWorkerOptions, 'afterCheckChunk' | 'beforeCommit'> = {},
): Promise<void> {
  try {
    // Step 1; a retry starts the check again from the first row.
    if (!(await beginJobRow(db, 'mass_changes', job.massChangeId, sql`, checked_rows = 0`))) return;
    const stale = await check(db, job, hooks.afterCheckChunk);
    if (stale !== null) {
      await failJobRow(db, 'mass_changes', job.massChangeId, stale);
      return;
    }
    await apply(db, job, hooks.beforeCommit);
  } catch (error) {
    if (!lastAttempt) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    await failJobRow(db, 'mass_changes', job.massChangeId, MASS_CHANGE_WORKER_MESSAGES.unexpected(detail));
  }
}

/** Creates the queue (idempotent) and starts this process's worker on it. */
export async function startMassChangeWorker(
  queue: JobQueue,
  db: Db,
  logger: Logger,
  options: MassChangeWorkerOptions,
): Promise<void> {
  await queue.createQueue(MASS_CHANGE_QUEUE, {
    name: MASS_CHANGE_QUEUE,
    policy: 'standard',
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    expireInSeconds: options.expireInSeconds,
  });
  await workInBatches<MassChangeJob>(
    queue,
    MASS_CHANGE_QUEUE,
    { ...MASS_CHANGE_BATCH, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async (job) => {
      // Progress of a long file in the log, a line per checked chunk (the kill tests wait on it).
      const afterCheckChunk = async (data: MassChangeJob, checked: number) => {
        logger.info('mass change rows checked', { massChangeId: data.massChangeId, checked });
        await options.afterCheckChunk?.(data, checked);
      };
      await runMassChangeJob(db, job.data, job.retryCount >= job.retryLimit, {
        ...options,
        afterCheckChunk,
      });
      logger.info('mass change job finished', { jobId: job.id, massChangeId: job.data.massChangeId });
    },
  );
}
