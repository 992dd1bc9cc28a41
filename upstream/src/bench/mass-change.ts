/**
 * `pnpm --filter @portal/upstream bench:mass-change [-- --rows 20000] [--keep]`: throughput and
 * peak memory (RSS and heap) of one 'Alteração em massa' of N rows (default 20 000) on PostgreSQL:
 * validating the CSV, storing it with its job, then the real queue and worker with production
 * settings (2 s polling) checking and applying it in one transaction, timed from the job queued to
 * the file done; then the same file again (every row unchanged). The database `perf_mass_change` on
 * BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) is created,
 * migrated, given the demo seed and N extra EDs (one set-based INSERT), and dropped afterwards
 * unless --keep. Figures are printed, never asserted (docs/performance.md, "Mass change").
 */
import { MASS_CHANGE_COLUMNS } from '@portal/schema/validation/network-units';
import { sql } from 'kysely';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { networkUnitId } from '../db/seed/network-units.ts';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { MASS_CHANGE_WORKER } from '../domains/network/manifest.ts';
import { createMassChange, validateMassChange } from '../domains/network/mass-change.ts';
import { startMassChangeWorker } from '../domains/network/mass-change-worker.ts';
import { DEFAULT_QUEUE_SETTINGS, startJobQueue, stopJobQueue } from '../jobs/queue.ts';
import { loggerFrom } from '../logger.ts';
import { dropBenchDatabase, flag, freshBenchDatabase, mb, option, peakRssSampler } from './bench-process.ts';

const ROWS = Number(option('rows') ?? 20_000);
const KEEP = flag('keep');
const NAME = 'perf_mass_change';

const rss = peakRssSampler();
let peakHeap = process.memoryUsage().heapUsed;
const heapTimer = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 20);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const before = process.memoryUsage().rss;
  const result = await run();
  const after = process.memoryUsage().rss;
  rss.see(after);
  console.log(
    `  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s   rss ${mb(before)} → ${mb(after)}`,
  );
  return result;
}

const logger = loggerFrom('error', () => undefined);
const database = await freshBenchDatabase(NAME);
const db = await openDatabase(database);
try {
  console.log(`Mass change of ${ROWS.toLocaleString('en')} rows on PostgreSQL (${NAME})`);
  await timed('migrate and demo seed', async () => {
    await migrateToLatest(db, logger);
    await seedIfEmpty(db, { bcryptCost: 4, logger });
  });
  const units = [networkUnitId('juazeiro'), networkUnitId('sobral'), networkUnitId('quixada')];
  await timed(`insert ${ROWS} EDs`, () =>
    sql`insert into users (name, username, password_hash, roles, organisation_id)
        select 'ED Bench ' || g, 'bench' || g || '@bench.exemplo.com.br', 'x', 'isAffiliated',
               (array[${units[0]}, ${units[1]}, ${units[2]}]::uuid[])[1 + g % 3]
        from generate_series(1, ${ROWS}) g`.execute(db),
  );
  // Every ED moves to the next unit, gets a level and two flags.
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const g = i + 1;
    return `bench${g}@bench.exemplo.com.br;${units[(g + 1) % 3]};${1 + (g % 5)};sim;;não;`;
  });
  const csv = `${MASS_CHANGE_COLUMNS.join(';')}\n${lines.join('\n')}\n`;
  console.log(`  CSV: ${(csv.length / 1_000_000).toFixed(2)} million characters`);
  const queue = await startJobQueue(db, database, logger, DEFAULT_QUEUE_SETTINGS);
  try {
    const { pollingIntervalSeconds } = DEFAULT_QUEUE_SETTINGS;
    await startMassChangeWorker(queue, db, logger, { ...MASS_CHANGE_WORKER, pollingIntervalSeconds });
    for (const run of ['first', 'same file again']) {
      const validation = await timed(`${run}: validate`, () => validateMassChange(db, csv));
      if (validation.kind !== 'valid')
        throw new Error(`invalid: ${JSON.stringify(validation).slice(0, 300)}`);
      const id = await timed(`${run}: store rows and queue the job`, () =>
        createMassChange(
          db,
          queue,
          { id: userId(DEMO_USERS.holding.username), name: 'bench' },
          'bench.csv',
          validation.rows,
        ),
      );
      // From queued to done through the worker: the queue's pickup counts, as in production.
      const started = performance.now();
      const job = await timed(`${run}: queue, check and apply (worker)`, async () => {
        for (;;) {
          const row = await db
            .selectFrom('mass_changes')
            .select(['state', 'changed_rows', 'error_message'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          if (row.state === 'done' || row.state === 'failed') return row;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${run}: ${job.state}, ${job.changed_rows} rows changed${job.error_message ? `, ${job.error_message}` : ''}; ${Math.round(ROWS / seconds).toLocaleString('en')} rows/s`,
      );
    }
  } finally {
    await stopJobQueue(queue, 1_000);
  }
  console.log(`  ${rss.report()}; peak heap used ${mb(peakHeap)}`);
} finally {
  rss.stop();
  clearInterval(heapTimer);
  await db.destroy();
  if (!KEEP) await dropBenchDatabase(NAME);
}
