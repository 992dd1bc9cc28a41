/**
 * The ED list and search (docs/product.md §8.1 "Gerenciador de EDs" / "Gerenciador ED", §8.7 "GET list (page,
 * pageSize, order, search, unit)"; docs/performance.md "The ED list"). EDs are the affiliated users
 * (`roles` holds the isAffiliated word). That word test is a regular expression, a few
 * microseconds per row: counting 20 000 EDs with it took tens of milliseconds. So it is computed
 * once per write into the generated column `is_affiliated`, and every index here is partial on it:
 * - the words of the name, lowercased and without accents, as a 'simple' tsvector (GIN): the search
 *   is a word-prefix match (`… @@ to_tsquery('simple', 'mar:* & cos:*')`), and its count reads the
 *   same bitmap instead of the table. `translate` and `lower` are immutable (unaccent is not, and is
 *   not loaded in PGlite), so the expression is indexable everywhere;
 * - name then id, whole network and per unit: an unfiltered page ordered by name (the default)
 *   reads its rows off the index instead of sorting every ED, and the count is an index-only scan.
 * The organisations GIN index of 0003 was a guess at the ED search before EDs were known to be
 * users; nothing reads it, so it goes.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Keep in step with network/eds.ts (AFFILIATED and NAME_WORDS): the planner matches expressions. */
const AFFILIATED = 'is_affiliated';
/** A word match, so that "isAffiliatedX" is not affiliated. */
const ROLES_HOLD_AFFILIATED = sql`roles ~ '(^|\\s)isAffiliated(\\s|$)'`;
const NAME_WORDS =
  "to_tsvector('simple', translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'))";

const INDEXES: readonly { name: string; definition: string }[] = [
  { name: 'users_ed_name_search_idx', definition: `users using gin (${NAME_WORDS}) where ${AFFILIATED}` },
  { name: 'users_ed_name_idx', definition: `users (name, id) where ${AFFILIATED}` },
  { name: 'users_ed_unit_name_idx', definition: `users (organisation_id, name, id) where ${AFFILIATED}` },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_affiliated', 'boolean', (c) =>
      c.notNull().generatedAlwaysAs(ROLES_HOLD_AFFILIATED).stored(),
    )
    .execute();
  for (const { name, definition } of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
  }
  await sql`drop index if exists organisations_name_search_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`create index organisations_name_search_idx on organisations using gin (to_tsvector('simple', name))`.execute(
    db,
  );
  for (const { name } of INDEXES) await sql`drop index ${sql.id(name)}`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_affiliated').execute();
}
