/**
 * The background job queue: pg-boss on the database upstream already uses
 * (docs/decisions/conventions.md, "Background jobs"). On PostgreSQL pg-boss opens its own small
 * pool; on PGlite, which is one in-process connection, it goes through the PGlite pool's
 * `executeSql`, which takes the connection like any request does: pg-boss's polling and maintenance
 * wait for a running transaction to finish and never run inside one. Jobs that must appear together
 * with business rows are inserted through `executorOf(trx)`, in the caller's transaction.
 */
import type { Tracer } from '@opentelemetry/api';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseConfig } from '../config.ts';
import { type Db, pgliteOf } from '../db/connection.ts';
import type { Logger } from '../logger.ts';
import { activeTracer, inJobSpan, withTraceContext } from '../tracing.ts';

/** pg-boss and the closing of its connection (see `trackedConnection`). */
export interface JobQueue extends PgBoss {
  readonly [closeConnection]: () => Promise<void>;
}
const closeConnection = Symbol('close connection');
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

type ExecuteSql = JobExecutor['executeSql'];

/**
 * What pg-boss's own pool answers once closed: undefined, not a result. Its callers expect exactly
 * that (`result && result.rows ? … : 0`); an empty result would fail where they read its first row.
 */
const NOTHING = undefined as unknown as Awaited<ReturnType<ExecuteSql>>;

/** pg-boss 10's `completeJobs` and `failJobsById` statements (src/plans.js), the ones sent unawaited. */
const COMPLETION =
  /SET completed_on = now\(\)|WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state < 'completed'/;
export const isCompletion = (text: string): boolean => COMPLETION.test(text);

/**
 * pg-boss's connection, with every statement it sends remembered until it answers. Why: after a
 * handler, pg-boss 10 sends the job's `complete`/`fail` without awaiting it, so `stop({ wait: true })`
 * can return with one in flight, which then rejects, unhandled, against a closed database. `close`
 * waits for those, and from then on the connection answers nothing, as pg-boss's own pool does once
 * closed: a handler that ends after the stop (its job already failed back to the queue for a retry)
 * reaches no database. On PostgreSQL the pool is ours for the same reasons.
 */
function trackedConnection(db: Db, database: DatabaseConfig, logger: Logger) {
  const pending = new Set<Promise<unknown>>();
  let pool: pg.Pool | undefined;
  let send: ExecuteSql;
  if (database.kind === 'postgres') {
    const own = new pg.Pool({
      connectionString: database.url,
      max: POSTGRES_POOL_SIZE,
      application_name: 'upstream-jobs',
    });
    // An idle client's error (the server restarting) must not become an uncaught exception.
    own.on('error', (error) => logger.warn('job queue connection error', { error: error.message }));
    pool = own;
    send = async (text, values) => {
      const result = await own.query(text, values);
      return { rows: result.rows };
    };
  } else {
    const pglite = pgliteOf(db);
    if (!pglite) throw new Error('the job queue needs the PGlite connection this database was opened on');
    send = (text, values) => pglite.executeSql(text, values);
  }
  let closed = false;
  const executeSql: ExecuteSql = (text, values) => {
    if (closed) return Promise.resolve(NOTHING);
    const call = send(text, values);
    pending.add(call);
    const forget = () => pending.delete(call);
    call.then(forget, forget);
    if (!isCompletion(text)) return call;
    // pg-boss 10 sends a handler's complete/fail without awaiting it (manager.js, onFetch): a
    // connection lost right then (PostgreSQL restarting) became an unhandled rejection, which ends
    // the process. The job is still active, so it runs again once its lease expires, as after a
    // killed process: the failure is logged, not thrown.
    return call.catch((error: unknown) => {
      logger.warn('job completion not recorded; the job runs again after its lease', {
        error: error instanceof Error ? error.message : String(error),
      });
      return NOTHING;
    });
  };
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      closed = true;
      // A statement that fails here (the database gone) is the next start's retry, not a crash.
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await pool?.end();
    })();
    return closing;
  };
  return { executeSql, close };
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
  const connection = trackedConnection(db, database, logger);
  const boss = new PgBoss({
    db: { executeSql: connection.executeSql },
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    // Cron schedules are not used; the timekeeper would only poll for them.
    schedule: false,
  });
  // Without a listener an 'error' event (a failed poll while the database restarts) would be
  // thrown as an uncaught exception; pg-boss retries on its next interval.
  boss.on('error', (error) => logger.warn('job queue error', { error: error.message }));
  // However it was stopped (stopJobQueue, or `stop()` itself in a test playing a crash).
  boss.on('stopped', () => void connection.close());
  await boss.start();
  const tracer = activeTracer();
  if (tracer) traceJobs(boss, tracer);
  return Object.assign(boss, { [closeConnection]: connection.close });
}

type Send = (name: string, data: object, options: PgBoss.SendOptions) => Promise<string | null>;
type Work = (
  name: string,
  options: PgBoss.WorkOptions,
  handler: PgBoss.WorkHandler<unknown>,
) => Promise<string>;

/**
 * With tracing on (tracing.ts): every job enqueued carries the active trace in its data, and every
 * batch a worker takes runs in a span linked to those traces. Wrapped here, once, so no domain's
 * enqueuing or worker code knows about traces.
 */
function traceJobs(boss: PgBoss, tracer: Tracer): void {
  const insert = boss.insert.bind(boss);
  boss.insert = ((jobs: PgBoss.JobInsert[], options: PgBoss.InsertOptions = {}) =>
    insert(
      jobs.map((job) => ({ ...job, data: withTraceContext(job.data) })),
      options,
    )) as PgBoss['insert'];
  const send = boss.send.bind(boss) as Send;
  const sendRequest = boss.send.bind(boss) as (request: PgBoss.Request) => Promise<string | null>;
  boss.send = ((name: string | PgBoss.Request, data: object = {}, options: PgBoss.SendOptions = {}) =>
    typeof name === 'string'
      ? send(name, withTraceContext(data), options)
      : sendRequest({ ...name, data: withTraceContext(name.data) })) as PgBoss['send'];
  const work = boss.work.bind(boss) as Work;
  boss.work = ((
    name: string,
    options: PgBoss.WorkOptions | PgBoss.WorkHandler<unknown>,
    handler?: PgBoss.WorkHandler<unknown>,
  ) => {
    const handle = handler ?? (options as PgBoss.WorkHandler<unknown>);
    return work(name, handler ? (options as PgBoss.WorkOptions) : {}, (jobs) =>
      inJobSpan(tracer, name, jobs, () => handle(jobs)),
    );
  }) as PgBoss['work'];
}

/**
 * Stops taking jobs, waits up to `timeoutMs` for the running ones, then marks any still running as
 * failed, which puts them back in the queue for a retry at the next start (never silently lost).
 */
export async function stopJobQueue(boss: JobQueue, timeoutMs: number): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  await boss[closeConnection]();
}
