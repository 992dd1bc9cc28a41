/**
 * Names sort as Brazilians expect (docs/architecture.md, "Name order"). Both databases compare
 * bytes ("Ana, Zuleide, bruno, Álvaro, Érica"), PGlite has no ICU collation, and `unaccent` is
 * neither loaded in PGlite nor immutable. So a name's key is `name_key(name)`: lowercase, accents
 * folded with `translate`, the expression 0005 already searched the ED names with, now defined
 * once as an immutable SQL function (inlined by the planner, so indexes on it are matched). The
 * uppercase accented letters are folded too, for servers whose `lower()` only knows ASCII.
 * The ED indexes of 0005 are rebuilt on the key: the list's name-ordered pages (whole network and
 * per unit) keep reading off an index, and the word search uses the same function.
 * The other name-ordered lists (bills by producer, sales and commissions by product or customer,
 * a bill's entries) sort a scope's rows after joining, so they need no index of their own.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Keep in step with eds/queries.ts: the partial indexes' predicate and the search expression. */
const AFFILIATED = 'is_affiliated';
const NEW_INDEXES: readonly { name: string; definition: string }[] = [
  {
    name: 'users_ed_name_search_idx',
    definition: `users using gin (to_tsvector('simple', name_key(name))) where ${AFFILIATED}`,
  },
  { name: 'users_ed_name_key_idx', definition: `users (name_key(name), id) where ${AFFILIATED}` },
  {
    name: 'users_ed_unit_name_key_idx',
    definition: `users (organisation_id, name_key(name), id) where ${AFFILIATED}`,
  },
];
/** 0005's, on the raw name (and its inline fold for the search). */
const OLD_INDEXES: readonly { name: string; definition: string }[] = [
  {
    name: 'users_ed_name_search_idx',
    definition: `users using gin (to_tsvector('simple', translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'))) where ${AFFILIATED}`,
  },
  { name: 'users_ed_name_idx', definition: `users (name, id) where ${AFFILIATED}` },
  { name: 'users_ed_unit_name_idx', definition: `users (organisation_id, name, id) where ${AFFILIATED}` },
];

async function replaceIndexes(
  db: AnyDb,
  drop: typeof OLD_INDEXES,
  create: typeof NEW_INDEXES,
): Promise<void> {
  for (const { name } of drop) await sql`drop index ${sql.id(name)}`.execute(db);
  for (const { name, definition } of create) {
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await sql`create function name_key(text) returns text language sql immutable parallel safe
    return translate(lower($1), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`.execute(db);
  await replaceIndexes(db, OLD_INDEXES, NEW_INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await replaceIndexes(db, NEW_INDEXES, OLD_INDEXES);
  await sql`drop function name_key(text)`.execute(db);
}
