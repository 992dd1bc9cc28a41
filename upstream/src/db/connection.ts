/** Opens the Kysely database on embedded PGlite or on a real PostgreSQL server (config.database). */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { activeTracer, sqlSpans } from '../tracing.ts';
import { PGlitePool } from './pglite-pool.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface OpenOptions {
  /**
   * A PGlite data directory dump (`dumpDataDir()`) to start from instead of an empty cluster. The
   * test harness uses a migrated, seeded snapshot so each test file gets a fresh copy in about a
   * second instead of running initdb, migrations and the seed again.
   */
  pgliteSnapshot?: Blob;
  /**
   * Told when a pooled PostgreSQL connection dies, idle or in use (server restarted, backend terminated).
   * The pool drops that connection and opens a new one on the next checkout; without a listener
   * node-postgres would raise the error as an uncaught exception and take the process down.
   */
  onConnectionError?: (error: Error) => void;
}

/** Contrib extensions the migrations create (0022: pg_trgm for the sales search); PGlite loads them here. */
export const PGLITE_EXTENSIONS = { pg_trgm };

const isMemory = (dataDir: string) => dataDir.startsWith('memory://');

async function openPGlite(dataDir: string, snapshot: Blob | undefined): Promise<PGlitePool> {
  if (!isMemory(dataDir)) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  return new PGlitePool(pglite);
}

/** Kysely over a pg pool or a PGlitePool; destroying it closes the pool (and the PGlite database). */
export const kyselyOver = (pool: pg.Pool | PGlitePool): Db => {
  // With tracing on, a span per statement (tracing.ts); off, Kysely does not even time them.
  const tracer = activeTracer();
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(tracer ? { log: sqlSpans(tracer) } : {}),
  });
};

function openPostgres(url: string, onConnectionError: OpenOptions['onConnectionError']): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection can die while checked out too (between the queries of a transaction): its query
  // fails the request, and this listener keeps the client's own 'error' event from going uncaught.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  // Idle connections report through the pool; the client listener above has already said it.
  pool.on('error', () => undefined);
  return pool;
}

/** The PGlite connection under each database opened on PGlite (the job queue shares it). */
const pglitePools = new WeakMap<Db, PGlitePool>();

/** The PGlite connection under `db`, or undefined when it runs on PostgreSQL. */
export const pgliteOf = (db: Db): PGlitePool | undefined => pglitePools.get(db);

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Db> {
  if (config.kind === 'postgres') return kyselyOver(openPostgres(config.url, options.onConnectionError));
  const pool = await openPGlite(config.dataDir, options.pgliteSnapshot);
  const db = kyselyOver(pool);
  pglitePools.set(db, pool);
  return db;
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (Kysely does not nest
 * transactions), so a domain function is atomic both alone and as part of a larger unit (the seed).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
