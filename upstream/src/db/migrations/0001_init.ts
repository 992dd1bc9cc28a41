/**
 * Users, organisations, token signing keys, password recovery and notifications.
 * Migrations are append-only: never edit a released one, add 0002_... instead.
 */
import { type Kysely, sql } from 'kysely';

// Migrations see the database as it was at their time, not as db/types.ts describes it today.
type AnyDb = Kysely<unknown>;

const uuidPk = sql`gen_random_uuid()`;
const NOTIFICATION_TYPE_CHECK = sql`type in ('SUCCESS', 'WARN', 'ERROR', 'INFO')`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('agenciador', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OK'))
    .addColumn('branch_name', 'text')
    .addColumn('mobile_phone', 'text')
    .addColumn('organisation_id', 'uuid', (c) => c.references('organisations.id').onDelete('set null'))
    .addColumn('status_cnpj', 'text')
    .addColumn('status_points', 'text')
    .addColumn('points_and_vouchers', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Lookups compare the lowercased input with the column; mixed case would never match.
    .addCheckConstraint('users_username_lowercase', sql`username = lower(username)`)
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('public_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recovery_tokens_user_idx').on('recovery_tokens').column('user_id').execute();

  await db.schema
    .createTable('ed_notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('INFO'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ed_notifications_type_check', NOTIFICATION_TYPE_CHECK)
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('INFO'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ed_notification_id', 'uuid', (c) => c.references('ed_notifications.id').onDelete('cascade'))
    .addCheckConstraint('notifications_type_check', NOTIFICATION_TYPE_CHECK)
    .execute();
  // The list is always "this user's, newest first".
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('notifications_ed_idx')
    .on('notifications')
    .column('ed_notification_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'notifications',
    'ed_notifications',
    'recovery_tokens',
    'signing_keys',
    'users',
    'organisations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
