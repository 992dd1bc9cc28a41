/** Notifications of one user, and ED notifications (sent by admin/holding to every affiliate). */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { EdNotificationAudience, NotificationType } from '../../db/types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { queueUsersMail } from '../../kernel/mail.ts';
import { AFFILIATED } from '../../kernel/users.ts';
import { isUuid } from '../../kernel/viewer.ts';

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
  /** Who it was sent to: every ED, one unit's EDs, or EDs chosen one by one. */
  audience: EdNotificationAudience;
  /** The unit of a UNIT audience; null otherwise (or when the unit no longer exists). */
  audience_unit_id: string | null;
}

/** Who receives an ED notification (docs/product.md §8.6). */
export type EdAudience =
  | { kind: 'ALL' }
  | { kind: 'UNIT'; unitId: string }
  | { kind: 'EDS'; edIds: readonly string[] };

export interface EdNotificationDraft {
  title: string;
  message: string;
  type: NotificationType;
  /** Every ED when absent. */
  audience?: EdAudience;
}

/** Some chosen EDs are not active EDs: nothing was sent (the transaction was rolled back). */
export class UnknownEdsError extends Error {
  constructor() {
    super('Some chosen EDs are not active EDs');
    this.name = 'UnknownEdsError';
  }
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
    .select([
      'ed.id',
      'ed.title',
      'ed.message',
      'ed.type',
      'ed.created_at',
      'ed.audience',
      'ed.audience_unit_id',
    ])
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
  /** Tests only: runs between the notification's row and its copies (to interrupt it). */
  afterNotification?: () => Promise<void>;
  /** The seed's history: notifications sent before the portal sent e-mails write none. */
  withoutMail?: boolean;
  /** Tests only: runs once the e-mails are written, before the commit (to interrupt it). */
  afterMail?: () => Promise<void>;
}

/** The audience's condition on `users` (besides being an active ED). */
function audienceCondition(audience: EdAudience) {
  switch (audience.kind) {
    case 'ALL':
      return sql<boolean>`true`;
    case 'UNIT':
      return sql<boolean>`users.organisation_id = ${audience.unitId}`;
    case 'EDS':
      return sql<boolean>`users.id = any(${[...audience.edIds]}::uuid[])`;
  }
}

/**
 * Creates the ED notification and one copy for every active affiliated user of its audience,
 * atomically: chosen EDs that are not all active EDs send nothing (UnknownEdsError).
 */
export async function createEdNotification(
  db: Db,
  draft: EdNotificationDraft,
  options: CreateEdOptions,
): Promise<EdNotificationItem> {
  const { audience = { kind: 'ALL' }, ...text } = draft;
  return inTransaction(db, async (trx) => {
    const ed = await trx
      .insertInto('ed_notifications')
      .values({
        ...text,
        audience: audience.kind,
        audience_unit_id: audience.kind === 'UNIT' ? audience.unitId : null,
        created_by: options.createdBy,
        ...(options.id ? { id: options.id } : {}),
        ...(options.createdAt ? { created_at: options.createdAt } : {}),
      })
      .returning(['id', 'title', 'message', 'type', 'created_at', 'audience', 'audience_unit_id'])
      .executeTakeFirstOrThrow();
    await options.afterNotification?.();
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
          .where(AFFILIATED)
          .where(audienceCondition(audience)),
      )
      .returning('user_id')
      .execute();
    const recipients = copies.length;
    if (audience.kind === 'EDS' && recipients !== new Set(audience.edIds).size) throw new UnknownEdsError();
    // The audience hears it by e-mail too (docs/mail.md), in this transaction: no notification
    // without its e-mails, no e-mail of a notification that was never sent.
    if (!options.withoutMail) {
      await queueUsersMail(
        trx,
        copies.map((copy) => copy.user_id),
        'ed-notification',
        { title: text.title, message: text.message, type: text.type },
      );
    }
    await options.afterMail?.();
    await recordAudit(trx, {
      actorId: options.createdBy,
      action: 'ed_notification.sent',
      entity: 'ed_notification',
      entityId: ed.id,
      after: { ...ed, recipients },
    });
    const { created_at, ...item } = ed;
    return { ...item, date: created_at.toISOString(), recipients };
  });
}

/** Whether the organisation exists (a UNIT audience must name one). */
export async function unitExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (
    (await db.selectFrom('organisations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The units an ED notification can be sent to: those with at least one active ED, by name. */
export async function edAudienceUnits(db: Db): Promise<{ id: string; name: string; agenciador: boolean }[]> {
  return db
    .selectFrom('organisations')
    .select(['organisations.id', 'organisations.name', 'organisations.agenciador'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.organisation_id', '=', 'organisations.id')
          .where('users.active', '=', true)
          .where(AFFILIATED),
      ),
    )
    .orderBy('organisations.name')
    .orderBy('organisations.id')
    .execute();
}

/** Deletes the ED notification; its copies go with it (ON DELETE CASCADE). */
export async function deleteEdNotification(
  db: Db,
  id: string,
  actorId: string | null = null,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('ed_notifications')
      .where('id', '=', id)
      .returning(['id', 'title', 'message', 'type', 'audience', 'audience_unit_id'])
      .executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, {
      actorId,
      action: 'ed_notification.deleted',
      entity: 'ed_notification',
      entityId: id,
      before: removed,
    });
    return true;
  });
}
