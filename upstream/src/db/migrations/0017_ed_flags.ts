/**
 * The ED details toggles (docs/product.md §8.7 "Affiliates and EDs": PUT is_franchisee, is_trainer,
 * is_lecturer, tracking per id): four booleans on the user row, false until a manager turns one on.
 * NOT NULL with a default, so existing rows and every insert that does not name them stay valid.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export const ED_FLAG_COLUMNS = ['is_franchisee', 'is_trainer', 'is_lecturer', 'tracking'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of ED_FLAG_COLUMNS) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ED_FLAG_COLUMNS) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
