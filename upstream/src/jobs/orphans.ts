/**
 * Jobs left running by a process that died, on PGlite. One process owns a PGlite database, so at
 * start every job still `active` in pg-boss was taken by a process that is gone (a kill, a crash):
 * each goes back to the queue at once instead of waiting for its lease, which is 5 minutes for an
 * invoice and 15 for a mass change, and a worker fetches up to 25 at a time. A job already on its
 * last attempt is left to the lease, which fails it as pg-boss would. On PostgreSQL other
 * instances may be running those jobs: the lease is the only safe signal there.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/** Puts back every active job (call it before any worker starts); returns how many. */
export async function releaseOrphanedJobs(db: Db): Promise<number> {
  // A 'stately' queue allows one job per key and state: one already waiting keeps its place.
  const { rows } = await sql<{ id: string }>`
    update pgboss.job j set state = 'retry', start_after = now()
    where j.state = 'active' and j.retry_count < j.retry_limit
      and not exists (
        select 1 from pgboss.job o
        where j.policy = 'stately' and o.policy = 'stately' and o.name = j.name and o.state = 'retry'
          and coalesce(o.singleton_key, '') = coalesce(j.singleton_key, ''))
    returning j.id`.execute(db);
  return rows.length;
}
