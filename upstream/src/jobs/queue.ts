/**
 * The background job queue: pg-boss on the database upstream already uses
 * (docs/decisions/conventions.md, "Background jobs"). On PostgreSQL pg-boss opens its own small
 * pool; on PGlite, which is one in-process connection, it goes through the PGlite pool's
 * `executeSql`, which takes the connection like any request does: pg-boss's polling and maintenance
 * wait for a running transaction to finish and never run inside one. Jobs that must appear together
 * with business rows are inserted through `executorOf(trx)`, in the caller's transaction.
 */
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { DatabaseConfig } from '../config.ts';
import { type Db, pgliteOf } from '../db/connection.ts';
import type { Logger } from '../logger.ts';

export type JobQueue = PgBoss;
export type JobExecutor = PgBoss.Db;

export interface QueueSettings {
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds: number;
  /** Maintenance (expired active jobs back to retry, archiving) runs this often. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
};

/** pg-boss's connection to PostgreSQL: a pool of its own, small (polling is one query). */
const POSTGRES_POOL_SIZE = 3;

/** pg-boss's SQL through Kysely, so it joins whatever transaction `db` is. */
export const executorOf = (db: Db): JobExecutor => ({
  executeSql: async (text, values) => {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: [...result.rows] };
  },
});

function connectionOf(db: Db, database: DatabaseConfig): PgBoss.ConstructorOptions {
  if (database.kind === 'postgres') return { connectionString: database.url, max: POSTGRES_POOL_SIZE };
  const pool = pgliteOf(db);
  if (!pool) throw new Error('the job queue needs the PGlite connection this database was opened on');
  return { db: { executeSql: (text, values) => pool.executeSql(text, values) } };
}

/**
 * Starts pg-boss (creating or migrating its `pgboss` schema, under its own advisory lock) and
 * returns it; the caller registers its queues and workers and stops it with `stopJobQueue`.
 */
export async function startJobQueue(
  db: Db,
  database: DatabaseConfig,
  logger: Logger,
  settings: QueueSettings = DEFAULT_QUEUE_SETTINGS,
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...connectionOf(db, database),
    application_name: 'upstream-jobs',
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    // Cron schedules are not used; the timekeeper would only poll for them.
    schedule: false,
  });
  // Without a listener an 'error' event (a failed poll while the database restarts) would be
  // thrown as an uncaught exception; pg-boss retries on its next interval.
  boss.on('error', (error) => logger.warn('job queue error', { error: error.message }));
  await boss.start();
  return boss;
}

/**
 * Stops taking jobs, waits up to `timeoutMs` for the running ones, then marks any still running as
 * failed, which puts them back in the queue for a retry at the next start (never silently lost).
 */
export async function stopJobQueue(boss: JobQueue, timeoutMs: number): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
