/**
 * The Notas Fiscais search (finance/invoice-list.ts) looks up the payee units whose name matches
 * the words first. 0005 dropped the organisations name index of 0003 while the invoice list (built
 * at the same time) came to rely on it: without it that lookup is a sequential scan of every
 * organisation (28 ms at 20 000 units). Same index, same expression as `matchesWords`
 * (finance/search.ts), which the planner has to match.
 * A name can match hundreds of units (a city: "sobral" matches 667 of 20 000), whose bills the
 * search then counts and pages: `bills (unit_id) include (id)` on the branch side lets that read
 * the index alone (the count went from 62 ms of heap visits to 6 ms at 1 000 000 commissions).
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index organisations_name_search_idx on organisations using gin (to_tsvector('simple', name))`.execute(
    db,
  );
  await sql`create index bills_branch_unit_idx on bills (unit_id) include (id) where side = 'branch'`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index bills_branch_unit_idx`.execute(db);
  await sql`drop index organisations_name_search_idx`.execute(db);
}
