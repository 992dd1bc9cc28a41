/**
 * The audit trail (docs/upstream-contract/holding.md "Audit trail"; migration 0016): who did what, when,
 * with the entity's state before and after. A domain records its holding or admin writes with
 * `recordAudit` INSIDE the transaction of the change, so the row exists if and only if the change
 * does. The table is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so nothing here
 * (or anywhere in upstream) can rewrite it.
 */
import type { Db } from '../db/connection.ts';
import { type Page, toInt } from './paging.ts';

/** What was done, `<entity>.<verb>`: add new actions here as domains start recording them. */
export const AUDIT_ACTIONS = [
  'bill.closed',
  'invoice_batch.started',
  'cycle.created',
  'unit_goals.updated',
  'producer.created',
  'producer.updated',
  'product.created',
  'product.updated',
  'unit.updated',
  'mass_change.started',
  'ed_notification.sent',
  'ed_notification.deleted',
  'ed.updated',
  'ed.contract_sign_requested',
  'banner.created',
  'banner.updated',
  'banner.deleted',
  'traffic_tag.created',
  'traffic_tag.updated',
  'traffic_tag.deleted',
  'training_category.created',
  'training_category.updated',
  'training_category.moved',
  'training_category.deleted',
  'training_attachment.created',
  'training_attachment.updated',
  'training_attachment.moved',
  'training_attachment.deleted',
  'points_membership.joined',
  'campaign_poll.started',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The user who acted (the viewer's id); null for the system itself. */
  actorId: string | null;
  action: AuditAction;
  /** The kind of thing changed: 'bill', 'invoice_batch', 'commercial_cycle', 'unit_goals', … */
  entity: string;
  /** Its id (text: a uuid, or a composite such as `${cycleId}:${unitId}`). */
  entityId: string;
  /** The state before (null when created) and after (null when removed): small JSON objects. */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** Records one audit row; call it with the transaction of the change it describes. */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await recordAudits(trx, [entry]);
}

/** Several rows of one change (a batch, a table of goals) in one insert, in its transaction. */
export async function recordAudits(trx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        actor_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: json(entry.before),
        after: json(entry.after),
      })),
    )
    .execute();
}

export interface AuditJson {
  id: string;
  at: string;
  actor: { id: string; name: string } | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** jsonb comes back parsed from pg and PGlite alike; text (older drivers) is parsed here. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

/** One page of the trail, newest first; only one entity's rows when `entity` is given. */
export async function listAudit(
  db: Db,
  request: { page: number; pageSize: number },
  filter: { entity?: string; entityId?: string } = {},
): Promise<Page<AuditJson>> {
  let rows = db.selectFrom('audit_log');
  if (filter.entity) rows = rows.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId) rows = rows.where('audit_log.entity_id', '=', filter.entityId);
  const [items, counted] = await Promise.all([
    rows
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.actor_id',
        'users.name as actor_name',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.before',
        'audit_log.after',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: parsed(row.before),
      after: parsed(row.after),
    })),
    totalRows: toInt(counted.n),
    ...request,
  };
}
