import { Migrator } from 'kysely';
import type { Logger } from '../logger.ts';
import type { Db } from './connection.ts';
import { migrations } from './migrations/index.ts';

/** Brings the schema to the latest migration; throws (after logging which one) on failure. */
export async function migrateToLatest(db: Db, logger: Logger): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const log = result.status === 'Error' ? logger.error : logger.info;
    log('migration', { migration: result.migrationName, status: result.status });
  }
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
}
