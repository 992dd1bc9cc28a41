/**
 * 'Gerenciador de Unidades' and 'Alteração em massa' (docs/product.md §8.7 "Others: units",
 * "Affiliates and EDs: mass-change"):
 * - unit_producers: the producers a unit sells for (holding edits the set);
 * - unit_donation_receivers: who a unit's donations go to (name and CNPJ in normal form);
 * - mass_changes: one per uploaded CSV of ED changes that passed validation: who ran it, the file,
 *   its state (queued, running, done, failed), progress (checked_rows of total_rows), how many rows
 *   changed something and, when failed, why;
 * - mass_change_rows: the file's rows as validated (line, the ED, the wanted unit, level and flags;
 *   null = leave as is) and each row's result once applied (changed or unchanged).
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('unit_producers')
    .addColumn('unit_id', 'uuid', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('producer_id', 'uuid', (c) => c.notNull().references('producers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('unit_producers_pk', ['unit_id', 'producer_id'])
    .execute();
  await db.schema
    .createTable('unit_donation_receivers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('unit_id', 'uuid', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text', (c) => c.notNull())
    .addCheckConstraint('unit_donation_receivers_cnpj', sql`cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'`)
    .addUniqueConstraint('unit_donation_receivers_unit_cnpj', ['unit_id', 'cnpj'])
    .execute();
  await db.schema
    .createTable('mass_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('checked_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('mass_changes_state', sql`state in ('queued', 'running', 'done', 'failed')`)
    .execute();
  await db.schema
    .createIndex('mass_changes_created_idx')
    .on('mass_changes')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('mass_change_rows')
    .addColumn('mass_change_id', 'uuid', (c) => c.notNull().references('mass_changes.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('ed_id', 'uuid', (c) => c.notNull())
    .addColumn('unit_id', 'uuid')
    .addColumn('level', 'integer')
    .addColumn('is_franchisee', 'boolean')
    .addColumn('is_trainer', 'boolean')
    .addColumn('is_lecturer', 'boolean')
    .addColumn('tracking', 'boolean')
    .addColumn('result', 'text')
    .addCheckConstraint('mass_change_rows_result', sql`result in ('changed', 'unchanged')`)
    .addPrimaryKeyConstraint('mass_change_rows_pk', ['mass_change_id', 'line'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mass_change_rows').execute();
  await db.schema.dropTable('mass_changes').execute();
  await db.schema.dropTable('unit_donation_receivers').execute();
  await db.schema.dropTable('unit_producers').execute();
}
