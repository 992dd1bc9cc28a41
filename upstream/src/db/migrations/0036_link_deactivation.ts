/**
 * Links an affiliate can manage (docs/product.md §10.1): `links.deactivated_at`, when the owner
 * turned the link off (null while it is active). A deactivated link's public redirect answers a
 * page saying so (410) instead of sending the buyer to the checkout, and counts no visit; turning
 * it on again clears the column. A time rather than a flag, so the screen can say since when.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('links').addColumn('deactivated_at', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('links').dropColumn('deactivated_at').execute();
}
