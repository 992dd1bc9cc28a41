/**
 * Affiliate links (docs/product.md §10.1 Seus produtos):
 * - `products.min_level`: the lowest career level (career_levels.level) that may promote the
 *   product; existing products are open to every level (1).
 * - `products.checkout_url`: where a link sends the buyer; null until the holding sets it (a link of
 *   such a product answers 404 instead of redirecting nowhere).
 * - `links`: one row per affiliate link. `code` is the unguessable short code of the public
 *   redirect; `visits` is counted by that redirect in the same statement that reads the row, so
 *   concurrent visits never lose a count.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('min_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('checkout_url', 'text')
    .execute();
  await db.schema
    .alterTable('products')
    .addCheckConstraint('products_min_level_check', sql`min_level >= 1`)
    .execute();

  await db.schema
    .createTable('links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('links_visits_check', sql`visits >= 0`)
    .execute();
  // Every read is "this user's links (of this product)": the counters aggregate over this range.
  await db.schema
    .createIndex('links_user_product_idx')
    .on('links')
    .columns(['user_id', 'product_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('links').execute();
  await db.schema.alterTable('products').dropConstraint('products_min_level_check').execute();
  await db.schema.alterTable('products').dropColumn('checkout_url').dropColumn('min_level').execute();
}
