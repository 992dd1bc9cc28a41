/**
 * Two changes of issue #28 ("the product lives in the present"):
 * - `career_levels.goal_cents`: each level's own sales goal in cents. docs/product.md §5.6's helper
 *   gives every level above 1 the same 3 200 000, which no real plan has; the helper stays the
 *   answer for a level without a goal (null), so a database migrated from before keeps its numbers.
 * - The cycle tables' `current` flag goes: the product's clock decides the current cycle
 *   (kernel/current-cycle.ts), nothing reads or writes the flag any more, and a kept database made
 *   it lie. `down` brings it back unset (every row false), as a fresh 0002 table would be.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const CYCLE_TABLES = ['commercial_cycles', 'financial_cycles'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('career_levels')
    .addColumn('goal_cents', 'integer', (c) => c.check(sql`goal_cents > 0`))
    .execute();
  for (const table of CYCLE_TABLES) {
    await db.schema.dropIndex(`${table}_one_current_idx`).execute();
    await db.schema.alterTable(table).dropColumn('current').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  // Migrations stay frozen: 0002's flag and its "at most one current" index, written out again.
  for (const table of CYCLE_TABLES) {
    await sql`alter table ${sql.table(table)} add column current boolean not null default false`.execute(db);
    await sql`create unique index ${sql.id(`${table}_one_current_idx`)} on ${sql.table(table)} ((true))
      where current`.execute(db);
  }
  await db.schema.alterTable('career_levels').dropColumn('goal_cents').execute();
}
