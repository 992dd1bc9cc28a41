/**
 * The row a queued job reports on (`mass_changes`, `campaign_polls`): its state goes queued →
 * running → done or failed, each step a short transaction that locks the row first, so a retry or a
 * second worker sees where the job is. The domain's worker does its own work in between.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connection.ts';

export type JobRowTable = 'mass_changes' | 'campaign_polls';
export type JobRowState = 'queued' | 'running' | 'done' | 'failed';

/** The row's state, locked until the transaction ends; undefined when it is gone. */
export async function lockJobRow(trx: Db, table: JobRowTable, id: string): Promise<JobRowState | undefined> {
  const { rows } = await sql<{ state: JobRowState }>`
    select state from ${sql.table(table)} where id = ${id} for update`.execute(trx);
  return rows[0]?.state;
}

/** queued/running → failed with its reason; a job already over is left as it is. */
export async function failJobRow(db: Db, table: JobRowTable, id: string, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await lockJobRow(trx, table, id);
    if (state !== 'queued' && state !== 'running') return;
    await sql`update ${sql.table(table)}
      set state = 'failed', error_message = ${reason}, finished_at = now() where id = ${id}`.execute(trx);
  });
}

/**
 * queued (or running, on a retry) → running; false when the job is over or gone. `reset` adds
 * assignments of the domain's own progress columns (`, checked_rows = 0`).
 */
export async function beginJobRow(
  db: Db,
  table: JobRowTable,
  id: string,
  reset: RawBuilder<unknown> = sql``,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const state = await lockJobRow(trx, table, id);
    if (state === undefined || state === 'done' || state === 'failed') return false;
    await sql`update ${sql.table(table)}
      set state = 'running', started_at = coalesce(started_at, now())${reset} where id = ${id}`.execute(trx);
    return true;
  });
}
