/**
 * Accreditation (docs/product.md §3.1): a new affiliate's personal data, address and bank details
 * on `users`, the expiring accreditation sessions that let a person resume the flow, and the
 * verification codes of step 3. Sessions and codes are stored only as hashes.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('cpf', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('street', 'text')
    .addColumn('address_number', 'text')
    .addColumn('address_complement', 'text')
    .addColumn('district', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    // The agent who brought the affiliate in (the /agent/... route set).
    .addColumn('agent_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('bank_code', 'integer')
    .addColumn('bank_branch', 'text')
    .addColumn('bank_account', 'text')
    .addColumn('bank_account_type', 'text')
    .addColumn('bank_is_personal', 'boolean')
    .execute();
  // One account per CPF: a second registration with it goes to /user-exists.
  await sql`create unique index users_cpf_unique on users (cpf) where cpf is not null`.execute(db);
  await sql`alter table users add constraint users_cpf_shape check (cpf is null or cpf ~ '^[0-9]{11}$')`.execute(
    db,
  );
  await sql`alter table users add constraint users_bank_account_type check (bank_account_type is null or bank_account_type in ('CORRENTE', 'POUPANÇA', 'DE PAGAMENTO'))`.execute(
    db,
  );
  await db.schema
    .createTable('accreditation_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('accreditation_sessions_flow', sql`flow in ('normal', 'holding', 'agent')`)
    .execute();
  await db.schema
    .createTable('accreditation_codes')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('accreditation_codes').execute();
  await db.schema.dropTable('accreditation_sessions').execute();
  await sql`drop index users_cpf_unique`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_cpf_shape').execute();
  await db.schema.alterTable('users').dropConstraint('users_bank_account_type').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('cpf')
    .dropColumn('postal_code')
    .dropColumn('street')
    .dropColumn('address_number')
    .dropColumn('address_complement')
    .dropColumn('district')
    .dropColumn('city')
    .dropColumn('state')
    .dropColumn('agent_id')
    .dropColumn('bank_code')
    .dropColumn('bank_branch')
    .dropColumn('bank_account')
    .dropColumn('bank_account_type')
    .dropColumn('bank_is_personal')
    .execute();
}
