/**
 * The signature request of an ED's contract (docs/product.md §8.7 "contract-sign";
 * docs/upstream-contract/network.md "ED contracts"): one row per ED, WAITING_SIGNATURE from the request
 * until the signing service reports SIGNED. A second request while one waits changes nothing.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ed_contract_signatures')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('WAITING_SIGNATURE').check(sql`status in ('WAITING_SIGNATURE', 'SIGNED')`),
    )
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('signed_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ed_contract_signatures').execute();
}
