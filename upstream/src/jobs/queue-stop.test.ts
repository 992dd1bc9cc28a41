/**
 * Stopping the queue waits for the job completion pg-boss sends after a handler without awaiting
 * it, so the database can be closed right after `stopJobQueue` with nothing left to reject against
 * it (the cause of an unhandled rejection in a shared test worker, docs/performance.md). The
 * completion is held back by a lock on the job's row, the way a slow database would delay it.
 * Runs on PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loggerFrom } from '../logger.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { startJobQueue, stopJobQueue } from './queue.ts';

const up = useTestUpstream();
const silent = loggerFrom('error', () => undefined);
const QUEUE = 'stop-test';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('stopping the job queue', () => {
  it('returns only once the completion sent after the last handler has answered', async () => {
    const queue = await startJobQueue(up().db, up().config.database, silent, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 60,
    });
    await queue.createQueue(QUEUE, { name: QUEUE });
    const started = deferred();
    const finish = deferred();
    await queue.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
      started.resolve();
      await finish.promise;
    });
    const jobId = await queue.send(QUEUE, {});
    await started.promise;

    let stopped = false;
    const release = deferred();
    const locked = deferred();
    // The job's row locked: the handler's completion (an UPDATE of that row) waits for the commit.
    const holder = up()
      .db.transaction()
      .execute(async (trx) => {
        await sql`SELECT id FROM pgboss.job WHERE id = ${jobId} FOR UPDATE`.execute(trx);
        locked.resolve();
        await release.promise;
      });
    await locked.promise;
    finish.resolve();
    const stopping = stopJobQueue(queue, 1_000).then(() => {
      stopped = true;
    });
    // pg-boss's own wait polls its work in progress every 0.5 s; without waiting for the
    // completion, the stop would be over well within these 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(stopped).toBe(false);

    release.resolve();
    await holder;
    await stopping;
    const { rows } = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${jobId}`.execute(
      up().db,
    );
    expect(rows[0]?.state).toBe('completed');
  });

  it('sends nothing for a handler that ends after the stop: its job went back to the queue', async () => {
    const queue = await startJobQueue(up().db, up().config.database, silent, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 60,
    });
    const name = `${QUEUE}-late`;
    await queue.createQueue(name, { name, retryLimit: 2 });
    const started = deferred();
    const finish = deferred();
    await queue.work(name, { pollingIntervalSeconds: 0.5 }, async () => {
      started.resolve();
      await finish.promise;
    });
    const jobId = await queue.send(name, {});
    await started.promise;
    // The stop gives up waiting (its minimum is 1 s) and fails the job back for a retry.
    await stopJobQueue(queue, 0);
    finish.resolve();
    // A stopped queue sends nothing more: on PostgreSQL its pool is closed by now, and the handler's
    // completion sent to it would reject unhandled (the run fails on that, not on an assertion).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${jobId}`.execute(
      up().db,
    );
    expect(rows[0]?.state).toBe('retry');
  });
});
