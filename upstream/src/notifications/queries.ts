/** Notifications of one user, and ED notifications (sent by admin/holding to every affiliate). */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../db/connection.ts';
import type { NotificationType } from '../db/types.ts';
import { AFFILIATED } from '../kernel/users.ts';
import { isUuid } from '../kernel/viewer.ts';

export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  /** ISO-8601 UTC. */
  date: string;
}

export interface EdNotificationItem extends NotificationItem {
  /** How many users received a copy (and still have it). */
  recipients: number;
}

export interface EdNotificationDraft {
  title: string;
  message: string;
  type: NotificationType;
}

export async function listNotifications(db: Db, userId: string): Promise<NotificationItem[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'title', 'message', 'type', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, date: created_at.toISOString() }));
}

/** Deletes the user's own notification; false when there is none with that id for this user. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listEdNotifications(db: Db): Promise<EdNotificationItem[]> {
  const rows = await db
    .selectFrom('ed_notifications as ed')
    .select(['ed.id', 'ed.title', 'ed.message', 'ed.type', 'ed.created_at'])
    .select((eb) =>
      eb
        .selectFrom('notifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('notifications.ed_notification_id', '=', 'ed.id')
        .as('recipients'),
    )
    .orderBy('ed.created_at', 'desc')
    .orderBy('ed.id')
    .execute();
  return rows.map(({ created_at, recipients, ...row }) => ({
    ...row,
    date: created_at.toISOString(),
    recipients: recipients ?? 0,
  }));
}

export interface CreateEdOptions {
  createdBy: string | null;
  /** Fixed by the seed (deterministic data); the database clock otherwise. */
  id?: string;
  createdAt?: Date;
}

/** Creates the ED notification and one copy for every active affiliated user, atomically. */
export async function createEdNotification(
  db: Db,
  draft: EdNotificationDraft,
  options: CreateEdOptions,
): Promise<EdNotificationItem> {
  return inTransaction(db, async (trx) => {
    const ed = await trx
      .insertInto('ed_notifications')
      .values({
        ...draft,
        created_by: options.createdBy,
        ...(options.id ? { id: options.id } : {}),
        ...(options.createdAt ? { created_at: options.createdAt } : {}),
      })
      .returning(['id', 'title', 'message', 'type', 'created_at'])
      .executeTakeFirstOrThrow();
    const copies = await trx
      .insertInto('notifications')
      .columns(['user_id', 'title', 'message', 'type', 'created_at', 'ed_notification_id'])
      .expression((eb) =>
        // Positional: the copy takes its text and date from the row just inserted.
        eb
          .selectFrom(['users', 'ed_notifications as ed'])
          .select(['users.id', 'ed.title', 'ed.message', 'ed.type', 'ed.created_at', 'ed.id as ed_id'])
          .where('ed.id', '=', ed.id)
          .where('users.active', '=', true)
          .where(AFFILIATED),
      )
      .executeTakeFirst();
    const { created_at, ...item } = ed;
    return {
      ...item,
      date: created_at.toISOString(),
      recipients: Number(copies.numInsertedOrUpdatedRows ?? 0n),
    };
  });
}

/** Deletes the ED notification; its copies go with it (ON DELETE CASCADE). */
export async function deleteEdNotification(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('ed_notifications').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
