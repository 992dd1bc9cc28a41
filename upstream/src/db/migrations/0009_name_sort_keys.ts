/**
 * Names sort as Brazilians expect (docs/decisions/conventions.md, "Name order"). Both databases
 * compare bytes ("Ana, Zuleide, bruno, Álvaro, Érica"), PGlite has no ICU collation, and
 * `unaccent` is neither loaded in PGlite nor immutable. So a name's sort key is
 * `fold_name(name)`: lowercase, accents folded with `translate`, the expression 0005 already
 * searched the ED names with, now defined once as an immutable SQL function (upper case folded
 * too, for servers whose `lower()` only knows ASCII).
 * The key is stored, as a generated column beside each sorted name, not computed in the query:
 * `translate` costs tens of microseconds a row, so an expression index still paid it for every
 * row a page skipped (page 50 of the ED list: 11 ms instead of 0.6 on PostgreSQL, 37 ms on PGlite),
 * and sorting every bill of the network by its producer would have paid it per bill.
 * The ED indexes of 0005 are rebuilt on the key: the list's name-ordered pages (whole network and
 * per unit) read off an index, and the word search reads the key's words.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The stored keys: table, key column, the name it folds. */
const KEYS = [
  ['users', 'name_key', 'name'],
  ['producers', 'name_key', 'name'],
  ['products', 'name_key', 'name'],
  ['sales', 'customer_name_key', 'customer_name'],
] as const;

/** Keep in step with network/eds.ts: the partial indexes' predicate and the search expression. */
const AFFILIATED = 'is_affiliated';
type Index = { name: string; definition: string };
const NEW_INDEXES: readonly Index[] = [
  {
    name: 'users_ed_name_search_idx',
    definition: `users using gin (to_tsvector('simple', name_key)) where ${AFFILIATED}`,
  },
  { name: 'users_ed_name_key_idx', definition: `users (name_key, id) where ${AFFILIATED}` },
  {
    name: 'users_ed_unit_name_key_idx',
    definition: `users (organisation_id, name_key, id) where ${AFFILIATED}`,
  },
];
/** 0005's, on the raw name (and its inline fold for the search). */
const OLD_INDEXES: readonly Index[] = [
  {
    name: 'users_ed_name_search_idx',
    definition: `users using gin (to_tsvector('simple', translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'))) where ${AFFILIATED}`,
  },
  { name: 'users_ed_name_idx', definition: `users (name, id) where ${AFFILIATED}` },
  { name: 'users_ed_unit_name_idx', definition: `users (organisation_id, name, id) where ${AFFILIATED}` },
];

async function replaceIndexes(db: AnyDb, drop: readonly Index[], create: readonly Index[]): Promise<void> {
  for (const { name } of drop) await sql`drop index ${sql.id(name)}`.execute(db);
  for (const { name, definition } of create) {
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await sql`create function fold_name(text) returns text language sql immutable parallel safe
    return translate(lower($1), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`.execute(db);
  for (const [table, key, name] of KEYS) {
    await db.schema
      .alterTable(table)
      .addColumn(key, 'text', (c) =>
        c
          .notNull()
          .generatedAlwaysAs(sql`fold_name(${sql.ref(name)})`)
          .stored(),
      )
      .execute();
  }
  await replaceIndexes(db, OLD_INDEXES, NEW_INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await replaceIndexes(db, NEW_INDEXES, OLD_INDEXES);
  for (const [table, key] of KEYS) await db.schema.alterTable(table).dropColumn(key).execute();
  await sql`drop function fold_name(text)`.execute(db);
}
