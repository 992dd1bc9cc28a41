/**
 * The orphan sweep (docs/product.md §9.4): an object no row references any more (a banner deleted,
 * an image replaced) is removed once it is older than the grace period; an object still referenced
 * is never touched. Domains that keep file keys register the column in their manifest
 * (`fileReferences`, gathered as FILE_REFERENCES in domains/index.ts), and the sweep asks each of
 * them in the same statement that deletes the row.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ObjectStorage } from '../../kernel/stored-objects.ts';
import type { FileReference } from '../../manifest.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function referencedBy({ table, column }: FileReference) {
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) {
    throw new Error(`invalid file reference ${table}.${column}`);
  }
  return sql<boolean>`exists (select 1 from ${sql.table(table)} r where r.${sql.ref(column)} = files.key)`;
}

export interface SweepOptions {
  graceSeconds: number;
  /** Every column naming stored objects (a column missing here would have its objects swept away). */
  references: readonly FileReference[];
  now?: Date;
  /** Objects removed per run at most: a large backlog is worked off over several runs. */
  limit?: number;
}

/** Deletes the rows of unreferenced objects past the grace period, then the objects; returns their keys. */
export async function sweepOrphans(db: Db, storage: ObjectStorage, options: SweepOptions): Promise<string[]> {
  const { graceSeconds, references, now = new Date(), limit = 500 } = options;
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  const referenced = references.map(referencedBy);
  // The reference check and the delete are one statement, so a row referenced by the time it
  // runs is kept. A reference written after it is the grace period's concern: objects are
  // referenced within minutes of their upload, the grace period is a day.
  const deleted = await db
    .deleteFrom('files')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('files')
        .select('key')
        .where('created_at', '<', cutoff)
        .where(
          referenced.length === 0
            ? sql<boolean>`true`
            : sql<boolean>`not (${sql.join(referenced, sql` or `)})`,
        )
        .orderBy('created_at')
        .limit(limit),
    )
    .returning('key')
    .execute();
  for (const { key } of deleted) await storage.delete(key);
  return deleted.map(({ key }) => key);
}
