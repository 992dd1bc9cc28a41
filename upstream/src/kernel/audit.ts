/**
 * The audit trail (docs/upstream-contract/holding.md "Audit trail"; migration 0016): who did what, when,
 * with the entity's state before and after. A domain records its holding or admin writes with
 * `recordAudit` INSIDE the transaction of the change, so the row exists if and only if the change
 * does. The table is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so nothing here
 * (or anywhere in upstream) can rewrite it.
 */
import type { AuditAction } from '@portal/schema/constants';
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connection.ts';
import { type Page, toInt } from './paging.ts';

export type { AuditAction } from '@portal/schema/constants';
/** What was done, `<entity>.<verb>`: the list lives in @portal/schema (the gateway checks the history's
 * action filter, the web words each action); add new actions there as domains start recording them. */
export { AUDIT_ACTIONS } from '@portal/schema/constants';

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
  /** A later row removed the entity (`<entity>.deleted`): the history links only what still exists. */
  removed: boolean;
}

/** What the trail can be narrowed to: one entity, one action, one person, a period [from, to). */
export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
  /** A condition over `audit_log` of the caller's own (a search naming other domains' tables). */
  matches?: RawBuilder<boolean>;
}

/** jsonb comes back parsed from pg and PGlite alike; text (older drivers) is parsed here. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

/** One page of the trail, newest first, narrowed by `filter` (every given part must hold). */
export async function listAudit(
  db: Db,
  request: { page: number; pageSize: number },
  filter: AuditFilter = {},
): Promise<Page<AuditJson>> {
  let rows = db.selectFrom('audit_log');
  if (filter.entity) rows = rows.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId) rows = rows.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.action) rows = rows.where('audit_log.action', '=', filter.action);
  if (filter.actorId) rows = rows.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.from) rows = rows.where('audit_log.at', '>=', filter.from);
  if (filter.to) rows = rows.where('audit_log.at', '<', filter.to);
  if (filter.matches) rows = rows.where(filter.matches);
  const [items, counted] = await Promise.all([
    rows
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('audit_log as later')
              .select('later.id')
              .whereRef('later.entity', '=', 'audit_log.entity')
              .whereRef('later.entity_id', '=', 'audit_log.entity_id')
              .where('later.action', 'like', '%.deleted'),
          )
          .as('removed'),
      )
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
      removed: Boolean(row.removed),
    })),
    totalRows: toInt(counted.n),
    ...request,
  };
}

/** Everyone who has a row in the trail, by name: the history's 'Pessoa' filter. */
export async function listAuditActors(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['users.id', 'users.name'])
    .distinct()
    .orderBy('users.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
