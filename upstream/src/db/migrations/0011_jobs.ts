/**
 * Batch invoice generation on the job queue (docs/decisions/conventions.md, "Background jobs";
 * docs/product.md §11.1). pg-boss keeps its own tables in the `pgboss` schema (created by pg-boss
 * itself at start); these tables are the business side of a batch, which the screens read:
 * - invoice_batches: one per start of batch generation, who started it and when;
 * - invoice_batch_items: one per chosen bill, its state (queued, running, done, failed) and the
 *   reason it failed. At most one unfinished item per bill (a partial unique index), so starting
 *   generation twice for one bill cannot queue it twice;
 * - invoices.batch_item_id: the item that generated an invoice, unique, so a job run again after a
 *   crash or by a second worker can never add a second invoice for the same item.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invoice_batches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('invoice_batch_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('invoice_batches.id').onDelete('cascade'))
    .addColumn('bill_id', 'uuid', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error_message', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('invoice_batch_items_state', sql`state in ('queued', 'running', 'done', 'failed')`)
    .addUniqueConstraint('invoice_batch_items_batch_bill', ['batch_id', 'bill_id'])
    .execute();
  await sql`create unique index invoice_batch_items_one_open on invoice_batch_items (bill_id) where state in ('queued', 'running')`.execute(
    db,
  );
  await db.schema
    .alterTable('invoices')
    .addColumn('batch_item_id', 'uuid', (c) => c.references('invoice_batch_items.id').onDelete('set null'))
    .execute();
  await sql`create unique index invoices_batch_item on invoices (batch_item_id) where batch_item_id is not null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('batch_item_id').execute();
  await db.schema.dropTable('invoice_batch_items').execute();
  await db.schema.dropTable('invoice_batches').execute();
}
