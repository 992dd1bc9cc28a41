/**
 * The seeded test database, built once per test run and copied for every test file: PGlite's
 * initdb, the migrations and the seed would otherwise be paid again by each file (seconds each).
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Db, kyselyOver, PGLITE_EXTENSIONS } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PGlitePool } from '../db/pglite-pool.ts';
import { seed } from '../db/seed.ts';
import { loggerFrom } from '../logger.ts';
import { KeyStore } from '../token/keys.ts';
import { TEST_BCRYPT_COST } from './config.ts';

/** Migrated, seeded, and with its signing key (RSA key generation would otherwise be paid per file). */
export async function prepareTestDatabase(db: Db): Promise<void> {
  const logger = loggerFrom('silent', () => undefined);
  await migrateToLatest(db, logger);
  await seed(db, { bcryptCost: TEST_BCRYPT_COST, logger });
  await KeyStore.open(db, logger);
}

/** Writes the dump of a prepared in-memory PGlite to `file` (loaded with `loadDataDir`). */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const db = kyselyOver(new PGlitePool(pglite));
  await prepareTestDatabase(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
}
