/**
 * Salesforce (the company's CRM) on Acompanhamento de vendas (docs/product.md §10.2,
 * docs/upstream-contract/products.md "Salesforce: campaigns poll and errors"):
 * - campaign_polls: one per 'Atualizar campanhas': who asked, its state (queued, running, done,
 *   failed), what it read and applied, and why it failed;
 * - product_campaigns: the CRM's active campaigns linked to holding products by `sf_code` (the
 *   products "with campaign"); the CRM's campaign id is the key, so polling again rewrites the
 *   same rows;
 * - salesforce_errors: what could not be applied or sent (type CAMPAIGN, SALE or PRODUCT), with a
 *   reference (the campaign id, the payment id, the sfCode) and a pt-BR message. At most one open
 *   (unresolved) row per type and reference, so a re-poll refreshes it instead of piling copies.
 *   The list reads newest first (occurred_at, id), optionally one type; the search is a piece of
 *   the reference or message, case and accents folded (`search_key`, stored like the name keys of
 *   0009) on a trigram index (pg_trgm, loaded since 0022);
 * - salesforce_error_totals: rows per type, kept exact by statement-level triggers (as
 *   `bill_status_totals`, 0003), so an unsearched page does not count every error
 *   (docs/performance.md "Salesforce errors").
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Upserts the signed counts of one statement's old (−) and new (+) rows, in type order. */
const APPLY_DELTAS = (sources: string) => `
  insert into salesforce_error_totals as t (type, errors)
  select type, sum(n) from (${sources}) as d(type, n)
  group by type order by type
  on conflict (type) do update set errors = t.errors + excluded.errors`;
const OLD = 'select type, -1 from old_rows';
const NEW = 'select type, 1 from new_rows';
const TOTAL_TRIGGERS = [
  ['insert', NEW, 'new table as new_rows'],
  ['update', `${OLD} union all ${NEW}`, 'old table as old_rows new table as new_rows'],
  ['delete', OLD, 'old table as old_rows'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('campaign_polls')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('campaign_count', 'integer')
    .addColumn('linked_count', 'integer')
    .addColumn('error_count', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('campaign_polls_state', sql`state in ('queued', 'running', 'done', 'failed')`)
    .execute();
  await db.schema
    .createIndex('campaign_polls_created_idx')
    .on('campaign_polls')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('product_campaigns')
    .addColumn('campaign_id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('poll_id', 'uuid', (c) => c.references('campaign_polls.id').onDelete('set null'))
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('product_campaigns_product_idx')
    .on('product_campaigns')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('salesforce_errors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('product_id', 'uuid', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('search_key', 'text', (c) =>
      c.notNull().generatedAlwaysAs(sql`fold_name(reference || ' ' || message)`).stored(),
    )
    .addCheckConstraint('salesforce_errors_type', sql`type in ('CAMPAIGN', 'SALE', 'PRODUCT')`)
    .execute();
  await sql`create unique index salesforce_errors_open_idx on salesforce_errors (type, reference) where resolved_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('salesforce_errors_occurred_idx')
    .on('salesforce_errors')
    .columns(['occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('salesforce_errors_type_idx')
    .on('salesforce_errors')
    .columns(['type', 'occurred_at', 'id'])
    .execute();
  await sql`create index salesforce_errors_search_idx on salesforce_errors
    using gin (search_key gin_trgm_ops)`.execute(db);
  await sql`create table salesforce_error_totals (type text primary key, errors bigint not null)`.execute(db);
  for (const [op, sources, tables] of TOTAL_TRIGGERS) {
    await sql
      .raw(
        `create function salesforce_error_totals_${op}() returns trigger language plpgsql as $$
         begin ${APPLY_DELTAS(sources)}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger salesforce_errors_totals_${op} after ${op} on salesforce_errors referencing ${tables}
         for each statement execute function salesforce_error_totals_${op}()`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [op] of TOTAL_TRIGGERS) {
    await sql.raw(`drop trigger salesforce_errors_totals_${op} on salesforce_errors`).execute(db);
    await sql.raw(`drop function salesforce_error_totals_${op}()`).execute(db);
  }
  await db.schema.dropTable('salesforce_error_totals').execute();
  await db.schema.dropTable('salesforce_errors').execute();
  await db.schema.dropTable('product_campaigns').execute();
  await db.schema.dropTable('campaign_polls').execute();
}
