/**
 * Vitest global setup. On PGlite (the default), initdb alone takes seconds, so it builds ONE
 * migrated and seeded data directory and hands its dump to every test file, each of which then
 * loads its own fresh in-memory copy. On real PostgreSQL (TEST_DATABASE_URL) there is nothing to
 * share: each file creates its own database (testing/harness.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyOver, PGLITE_EXTENSIONS } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PGlitePool } from '../db/pglite-pool.ts';
import { seed } from '../db/seed.ts';
import { loggerFrom } from '../logger.ts';
import { KeyStore } from '../token/keys.ts';
import { TEST_BCRYPT_COST } from './config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite data directory dump, or null when the tests run on PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
  const pglite = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const db = kyselyOver(new PGlitePool(pglite));
  const logger = loggerFrom('silent', () => undefined);
  await migrateToLatest(db, logger);
  await seed(db, { bcryptCost: TEST_BCRYPT_COST, logger });
  // The signing key too: RSA key generation would otherwise be paid again by every test file.
  await KeyStore.open(db, logger);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
