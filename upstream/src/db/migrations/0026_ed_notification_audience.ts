/**
 * Who an ED notification was sent to (docs/product.md §8.6 "Notificação ED"): every ED (ALL), the
 * EDs of one unit (UNIT, with the unit's id) or EDs chosen one by one (EDS; the copies name them).
 * NOT NULL with a default, so the notifications sent before stay "every ED".
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('ed_notifications')
    .addColumn('audience', 'text', (c) =>
      c.notNull().defaultTo('ALL').check(sql`audience in ('ALL', 'UNIT', 'EDS')`),
    )
    .addColumn('audience_unit_id', 'uuid', (c) => c.references('organisations.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('ed_notifications')
    .dropColumn('audience_unit_id')
    .dropColumn('audience')
    .execute();
}
