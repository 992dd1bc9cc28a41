/**
 * E-mail (docs/mail.md): `mail_messages` is the mail outbox and the delivery log in one. A row is
 * written in the same transaction as the event that causes the message (a code issued, a reset
 * requested), so a crash can delay a message but never lose or invent one. The mail worker turns
 * new rows into queue jobs (queued_at), each job renders the template and sends it over SMTP with
 * the Message-ID `<mail-{id}@…>`, so a retry after a crash is the same message to the receiver.
 * - template + data: what to render (data is emptied once sent: it may hold a code or a link).
 * - state: pending (waiting or retrying), sent, failed (refused for good, or out of retries) with
 *   last_error saying why.
 * - category: set on the messages a person may turn off (e.g. 'bills'); null for codes and
 *   security notices, which always go.
 * - mail_preferences: per account, what it turned off, and the random token of its one-click
 *   unsubscribe link (RFC 8058), which works without signing in.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    // The account the message is about, when there is one (a reset, a code of a pending account).
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('subject', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set once the row's job is queued: the dispatcher picks rows still null.
    .addColumn('queued_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('mail_messages_state', sql`state in ('pending', 'sent', 'failed')`)
    .execute();
  await sql`create index mail_messages_unqueued on mail_messages (created_at) where queued_at is null`.execute(
    db,
  );
  await db.schema.createIndex('mail_messages_recent').on('mail_messages').columns(['created_at']).execute();
  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('bills', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_preferences').execute();
  await db.schema.dropTable('mail_messages').execute();
}
