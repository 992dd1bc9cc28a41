/**
 * Support material (Material de Apoio, docs/upstream-contract/training.md "Training"): a tree of categories
 * and the attachments inside them. Keys of stored objects (`files.key`) sit in `thumbnail_key` and
 * `file_key`; the orphan sweep (files/sweep.ts) reads these columns, so deleting a row is all it
 * takes to release its objects. `parent_id` restricts deletes: a subtree is removed leaves and all
 * in one transaction by the domain module, never by a cascade nobody sees.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const ATTACHMENT_TYPES = ['JPG', 'PNG', 'PDF', 'PPT', 'DOC', 'DOCX', 'ZIP', 'ODF', 'MP4', 'VIDEO'];
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('training_categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('parent_id', 'uuid', (c) => c.references('training_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('training_categories_not_own_parent', sql`parent_id is distinct from id`)
    .execute();
  // Each level lists its children by title: one index range per page.
  await db.schema
    .createIndex('training_categories_parent_title_idx')
    .on('training_categories')
    .columns(['parent_id', 'title', 'id'])
    .execute();
  await db.schema
    .createTable('training_attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('training_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mime', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('video_url', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('training_attachments_type_check', sql`type in (${list(ATTACHMENT_TYPES)})`)
    // A video link has a URL and no stored file; every other type is a stored file.
    .addCheckConstraint(
      'training_attachments_source_check',
      sql`(type = 'VIDEO' and video_url is not null and file_key is null)
        or (type <> 'VIDEO' and file_key is not null and video_url is null)`,
    )
    .execute();
  await db.schema
    .createIndex('training_attachments_category_title_idx')
    .on('training_attachments')
    .columns(['category_id', 'title', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('training_attachments').execute();
  await db.schema.dropTable('training_categories').execute();
}
