/**
 * Alphanumeric CNPJ (Receita Federal, issued since July 2026): 12 characters 0-9/A-Z and two
 * numeric check digits. Every CNPJ column stores the normal form of schema/src/documents/cnpj.ts,
 * 14 characters, uppercase, no punctuation (docs/decisions/conventions.md, "Documents"); a numeric
 * CNPJ keeps its shape. The check digits are verified by the code that writes (the database checks
 * the shape only, so a rule change never needs a data migration).
 * - producers: the digits-only check of 0002 becomes the alphanumeric shape;
 * - users (an affiliate's own company) and organisations (a unit's): a CNPJ each, optional and
 *   unique, indexed with `text_pattern_ops` so the Notas Fiscais search finds payees by the start
 *   of their CNPJ (`like 'PREFIX%'`) off the index.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const SHAPE = sql`cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'`;
const DIGITS = sql`cnpj ~ '^[0-9]{14}$'`;
const OWNERS = ['users', 'organisations'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('producers').dropConstraint('producers_cnpj_digits').execute();
  await db.schema.alterTable('producers').addCheckConstraint('producers_cnpj_shape', SHAPE).execute();
  for (const table of OWNERS) {
    await db.schema.alterTable(table).addColumn('cnpj', 'text').execute();
    await db.schema.alterTable(table).addCheckConstraint(`${table}_cnpj_shape`, SHAPE).execute();
    await sql`create unique index ${sql.raw(`${table}_cnpj_idx`)} on ${sql.table(table)} (cnpj text_pattern_ops) where cnpj is not null`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of OWNERS) {
    await db.schema.alterTable(table).dropColumn('cnpj').execute();
  }
  await db.schema.alterTable('producers').dropConstraint('producers_cnpj_shape').execute();
  await db.schema.alterTable('producers').addCheckConstraint('producers_cnpj_digits', DIGITS).execute();
}
