/**
 * Holding operations (docs/product.md §11.3, §11.5; docs/upstream-contract/holding.md "Holding"):
 * - audit_log: the audit trail of holding and admin actions (who, what, when, before and after),
 *   written by `kernel/audit.ts` inside the transaction of each change. Append-only: a trigger
 *   refuses every UPDATE and DELETE (and TRUNCATE), whoever runs them, so upstream's own code
 *   cannot rewrite history. There is no foreign key to users on purpose: a removed user's actions
 *   stay, and an `on delete set null` would be an UPDATE the trigger refuses.
 * - unit_goals gains minimum and master beside `value_cents` (the unit's basic goal, which finance
 *   already reads as "the unit's goal"): 'Gerenciador de metas' edits the three. Checks refuse a
 *   goal below zero and a minimum above the basic, whatever writes them.
 * - system_configs: the settings screens read (key, JSON value), the same for every user.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** The settings upstream starts with; values are JSON. */
export const SYSTEM_CONFIG_DEFAULTS: ReadonlyArray<{ key: string; value: unknown; description: string }> = [
  {
    key: 'billing.batchMaxBills',
    value: 100,
    description: 'Faturas por lote de emissão de notas.',
  },
  {
    key: 'cycles.defaultLengthDays',
    value: 30,
    description: 'Duração sugerida de um novo ciclo, em dias.',
  },
  {
    key: 'history.pageSize',
    value: 10,
    description: 'Linhas por página do histórico da holding.',
  },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  // The history reads newest first, all of it or one entity's.
  await sql`create index audit_log_at_idx on audit_log (id desc)`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id, id desc)`.execute(db);
  await sql
    .raw(
      `create function audit_log_append_only() returns trigger language plpgsql as $$ begin
       raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_append_only()',
    )
    .execute(db);
  await sql
    .raw(
      'create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()',
    )
    .execute(db);

  await db.schema
    .alterTable('unit_goals')
    .addColumn('minimum_cents', 'integer')
    .addColumn('master_cents', 'integer')
    .execute();
  await sql`update unit_goals set minimum_cents = value_cents / 2, master_cents = value_cents + value_cents / 2`.execute(
    db,
  );
  await sql`alter table unit_goals alter column minimum_cents set not null, alter column master_cents set not null`.execute(
    db,
  );
  await sql`alter table unit_goals add constraint unit_goals_not_negative check (minimum_cents >= 0 and value_cents >= 0 and master_cents >= 0), add constraint unit_goals_minimum_le_basic check (minimum_cents <= value_cents)`.execute(
    db,
  );

  await db.schema
    .createTable('system_configs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('system_configs' as never)
    .values(
      SYSTEM_CONFIG_DEFAULTS.map((config) => ({
        key: config.key,
        value: JSON.stringify(config.value),
        description: config.description,
      })) as never,
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('system_configs').execute();
  await sql`alter table unit_goals drop constraint unit_goals_minimum_le_basic, drop constraint unit_goals_not_negative`.execute(
    db,
  );
  await db.schema.alterTable('unit_goals').dropColumn('minimum_cents').dropColumn('master_cents').execute();
  await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
  // The table goes with its rows: dropping is the one way out, as a migration down means to.
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
}
