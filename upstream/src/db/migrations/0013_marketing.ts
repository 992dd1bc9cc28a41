/**
 * Marketing (docs/product.md §9.1, §9.3): the holding's banners and the admin's paid-traffic tags.
 * `position` is the banners' order (1, 2, 3...): unique, but checked at commit, so a swap may pass
 * through two rows with one value inside its transaction and never leave them so. The `*_key`
 * columns name the stored objects (files.key) a banner's images are, so the orphan sweep keeps them.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const uuidPk = sql`gen_random_uuid()`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('banners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('desktop_url', 'text')
    .addColumn('mobile_url', 'text')
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('cta', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('desktop_key', 'text')
    .addColumn('mobile_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('banners_type_check', sql`type in ('IMAGE', 'TEXTUAL')`)
    .addCheckConstraint('banners_position_check', sql`position > 0`)
    .execute();
  await sql`alter table banners add constraint banners_position_key unique (position) deferrable initially deferred`.execute(
    db,
  );
  // The orphan sweep looks each stored object up in these columns.
  for (const column of ['desktop_key', 'mobile_key', 'thumbnail_key']) {
    await db.schema.createIndex(`banners_${column}_idx`).on('banners').column(column).execute();
  }

  await db.schema
    .createTable('traffic_tags')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('pixel_id', 'text')
    .addColumn('gtm_id', 'text')
    .addColumn('name', 'text')
    .addColumn('type', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('traffic_tags').execute();
  await db.schema.dropTable('banners').execute();
}
