/**
 * Stored objects of the signed uploads (upstream/src/files/): one row per object, written only
 * after its bytes are in the storage, so a row always names a whole object. The orphan sweep
 * reads `created_at` for its grace period; `owner_id` is who asked for the upload URL.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('files_size_check', sql`size > 0`)
    .execute();
  await db.schema.createIndex('files_created_at_idx').on('files').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('files').execute();
}
