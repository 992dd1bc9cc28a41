/**
 * Vitest global setup. On PGlite (the default), initdb alone takes seconds, so it builds ONE
 * migrated and seeded data directory and hands its dump to every test file, each of which then
 * loads its own fresh in-memory copy. On real PostgreSQL (TEST_DATABASE_URL) it builds one migrated
 * and seeded TEMPLATE database instead, and each file creates its own database as a copy of it
 * (testing/harness.ts): a file copy is far cheaper than migrating and seeding every database again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { adminStatement } from './postgres-admin.ts';
import { prepareTestDatabase, writePgliteSnapshot } from './snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite data directory dump, or null when the tests run on PostgreSQL. */
    pgliteSnapshot: string | null;
    /** On PostgreSQL, the migrated and seeded database every test file's database copies. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteSnapshot', null);
    const template = `upstream_template_${randomBytes(6).toString('hex')}`;
    await adminStatement(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = await openDatabase({ kind: 'postgres', url: url.toString() });
    await prepareTestDatabase(db);
    // Every connection must be gone: PostgreSQL copies a template nobody is connected to.
    await db.destroy();
    project.provide('postgresTemplate', template);
    return () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', null);
  const dir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
  const file = join(dir, 'pglite.tar');
  await writePgliteSnapshot(file);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
