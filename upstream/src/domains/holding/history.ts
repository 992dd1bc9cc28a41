/**
 * Histórico (docs/product/holding.md §11.5): the audit trail of kernel/audit.ts with what a sentence
 * needs that the row does not hold: the name of the thing acted on (a bill's payee and cycle, an ED's
 * or a unit's name), read in one query per kind for the page's rows, and the people for the filter.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type AuditFilter, type AuditJson, listAudit, listAuditActors } from '../../kernel/audit.ts';
import type { Page } from '../../kernel/paging.ts';
import { containsPattern } from '../../kernel/params.ts';
import { isUuid } from '../../kernel/viewer.ts';

/** What a row acted on, named: `name` (a payee, an ED, a banner's name) and the cycle when it has one. */
export interface HistorySubject {
  name: string | null;
  cycle: number | null;
}

export interface HistoryJson extends Page<AuditJson & { subject: HistorySubject }> {
  actors: { id: string; name: string }[];
}

const uuids = (ids: Iterable<string>) => [...new Set(ids)].filter(isUuid);

/** The keys a recorded state names its thing by (banners, tags, producers, library items, files). */
const NAME_KEYS = ['name', 'title', 'fancyName', 'fileName'] as const;
const CYCLE_KEYS = ['number', 'cycle'] as const;

const field = (state: unknown, keys: readonly string[]): unknown => {
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  return keys
    .map((key) => record[key])
    .find((value) => value !== undefined && value !== null && value !== '');
};

/** The subject as the row's own before/after tell it (what was deleted stays nameable). */
const fromStates = (row: AuditJson): HistorySubject => {
  const name = field(row.after, NAME_KEYS) ?? field(row.before, NAME_KEYS);
  const cycle = field(row.after, CYCLE_KEYS) ?? field(row.before, CYCLE_KEYS);
  return {
    name: typeof name === 'string' ? name : null,
    cycle: typeof cycle === 'number' ? cycle : null,
  };
};

type Lookup = Map<string, HistorySubject>;

/** Bills: the payee (an affiliate or a unit) and the commercial cycle's number. */
async function billSubjects(db: Db, ids: string[]): Promise<Lookup> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bills')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .leftJoin('users as payee_user', 'payee_user.id', 'bills.user_id')
    .leftJoin('organisations as payee_unit', 'payee_unit.id', 'bills.unit_id')
    .select(['bills.id', 'cycle.number', 'payee_user.name as user_name', 'payee_unit.name as unit_name'])
    .where('bills.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { name: row.user_name ?? row.unit_name ?? null, cycle: Number(row.number) }]),
  );
}

async function userSubjects(db: Db, ids: string[]): Promise<Lookup> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, cycle: null }]));
}

async function unitSubjects(db: Db, ids: string[]): Promise<Lookup> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('organisations').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, cycle: null }]));
}

async function cycleNumbers(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('commercial_cycles')
    .select(['id', 'number'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.number)]));
}

/** Most characters of Histórico's search. */
export const HISTORY_SEARCH_MAX = 100;

/**
 * Histórico's search: a piece of the name of who did it, of what was acted on (a bill's payee, an
 * ED, a unit, or the name its recorded states give it) or of its id, case and accents folded.
 * Rows are read in the page's order only after this condition; the trail is thousands of rows,
 * so the condition is checked row by row (no index: measured within the list's budget).
 */
export function historySearch(search: string) {
  const folded = sql`fold_name(${containsPattern(search)})`;
  return sql<boolean>`(
    fold_name(coalesce((select actor.name from users actor where actor.id = audit_log.actor_id), '')) like ${folded}
    or fold_name(coalesce(audit_log.after::text, '') || ' ' || coalesce(audit_log.before::text, '')) like ${folded}
    or fold_name(audit_log.entity_id) like ${folded}
    or (audit_log.entity = 'bill' and exists (
      select 1 from bills
        left join users payee_user on payee_user.id = bills.user_id
        left join organisations payee_unit on payee_unit.id = bills.unit_id
      where bills.id::text = audit_log.entity_id
        and fold_name(coalesce(payee_user.name, payee_unit.name, '')) like ${folded}))
    or (audit_log.entity = 'ed' and exists (
      select 1 from users ed where ed.id::text = audit_log.entity_id and fold_name(ed.name) like ${folded}))
    or (audit_log.entity in ('unit', 'unit_goals') and exists (
      select 1 from organisations unit
      where unit.id::text = split_part(audit_log.entity_id, ':', case when audit_log.entity = 'unit' then 1 else 2 end)
        and fold_name(unit.name) like ${folded}))
  )`;
}

/** One page of the history with each row's subject, and everyone who appears in the trail. */
export async function listHistory(
  db: Db,
  request: { page: number; pageSize: number },
  filter: AuditFilter,
): Promise<HistoryJson> {
  const [page, actors] = await Promise.all([listAudit(db, request, filter), listAuditActors(db)]);
  const idsOf = (entity: string) =>
    page.items.filter((row) => row.entity === entity).map((row) => row.entity_id);
  // unit_goals rows are `${cycleId}:${unitId}`.
  const goalIds = idsOf('unit_goals').map((id) => id.split(':'));
  const [bills, eds, units, cycles] = await Promise.all([
    billSubjects(db, uuids(idsOf('bill'))),
    userSubjects(db, uuids(idsOf('ed'))),
    unitSubjects(db, uuids([...idsOf('unit'), ...goalIds.map(([, unit]) => unit ?? '')])),
    cycleNumbers(db, uuids(goalIds.map(([cycle]) => cycle ?? ''))),
  ]);
  const subjectOf = (row: AuditJson): HistorySubject => {
    const own = fromStates(row);
    if (row.entity === 'bill') return bills.get(row.entity_id) ?? own;
    if (row.entity === 'ed') return eds.get(row.entity_id) ?? own;
    if (row.entity === 'unit') return units.get(row.entity_id) ?? own;
    if (row.entity === 'unit_goals') {
      const [cycle, unit] = row.entity_id.split(':');
      return { name: units.get(unit ?? '')?.name ?? null, cycle: cycles.get(cycle ?? '') ?? null };
    }
    return own;
  };
  return { ...page, items: page.items.map((row) => ({ ...row, subject: subjectOf(row) })), actors };
}
