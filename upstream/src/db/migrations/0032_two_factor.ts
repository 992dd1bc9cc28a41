/**
 * Issue #31 part 1, the second factor (TOTP), owned by auth:
 * - `two_factor_secrets`: one row per user who started an enrolment. The secret is stored
 *   encrypted (AES-256-GCM, domains/auth/two-factor-secret.ts); `enabled_at` null means the
 *   enrolment waits for its confirmation code. `last_step` is the TOTP time step of the last code
 *   accepted, so a code cannot be used twice.
 * - `two_factor_recovery_codes`: ten single-use codes per enrolment, only their SHA-256 kept.
 * - `two_factor_challenges`: the short-lived step between the password and the code at sign-in;
 *   only the SHA-256 of the challenge is kept, and its failed attempts are counted.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('two_factor_secrets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user_idx')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor_secrets').execute();
}
