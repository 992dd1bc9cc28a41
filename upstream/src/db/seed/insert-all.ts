/** Seed rows in chunks, idempotent: a row whose key exists is left as it is. */
import type { InsertObject } from 'kysely';
import type { Db } from '../connection.ts';
import type { Database } from '../types.ts';

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters for the widest table here. */
const CHUNK = 500;

/**
 * `byPrimaryKey`: conflicts on the primary key only, for a table with a deferrable unique constraint
 * (banners' `position`): PostgreSQL refuses ON CONFLICT without a target there.
 */
export async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly InsertObject<Database, T>[],
  byPrimaryKey = false,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .onConflict((oc) => (byPrimaryKey ? oc.constraint(`${table}_pkey`) : oc).doNothing())
      .execute();
  }
}
