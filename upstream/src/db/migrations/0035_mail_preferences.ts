/**
 * E-mail preferences and digests (docs/mail.md): the two categories a person may turn off besides
 * the bill e-mails (the ED notifications the holding sends, the affiliate's weekly summary), both on
 * by default like `bills`, and `dedupe_key` on the outbox: a message that must be written at most
 * once whoever writes it (the weekly summary: affiliate and ISO week), so a re-run of a scheduled
 * job inserts nothing the second time.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('mail_preferences')
    .addColumn('ed_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('mail_preferences')
    .addColumn('weekly_summary', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('mail_messages').addColumn('dedupe_key', 'text').execute();
  await sql`create unique index mail_messages_dedupe on mail_messages (dedupe_key) where dedupe_key is not null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index mail_messages_dedupe`.execute(db);
  await db.schema.alterTable('mail_messages').dropColumn('dedupe_key').execute();
  await db.schema.alterTable('mail_preferences').dropColumn('weekly_summary').execute();
  await db.schema.alterTable('mail_preferences').dropColumn('ed_notifications').execute();
}
