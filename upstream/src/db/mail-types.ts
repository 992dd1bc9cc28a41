/** The mail outbox and delivery log (migration 0033, docs/mail.md). */
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type MailState = 'pending' | 'sent' | 'failed';

export interface MailMessagesTable {
  id: Generated<string>;
  template: string;
  recipient: string;
  user_id: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  /** A category the person may turn off (`MAIL_CATEGORIES`); null: always sent. */
  category: string | null;
  subject: string | null;
  state: Generated<MailState>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Instant;
  updated_at: Instant;
  queued_at: NullableInstant;
  sent_at: NullableInstant;
  /** Written at most once (migration 0035): e.g. `weekly-summary:{user}:{ISO week}`. */
  dedupe_key: string | null;
}

export interface MailPreferencesTable {
  user_id: string;
  unsubscribe_token: string;
  bills: Generated<boolean>;
  ed_notifications: Generated<boolean>;
  weekly_summary: Generated<boolean>;
  updated_at: Instant;
}

export interface MailTables {
  mail_messages: MailMessagesTable;
  mail_preferences: MailPreferencesTable;
}
