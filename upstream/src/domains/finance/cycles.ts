/** Commercial and financial cycles (the current one by the product's clock) and the goals of a cycle. */
import type { Db } from '../../db/connection.ts';
import type { CycleRow } from '../../db/finance-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { HttpError } from '../../kernel/errors.ts';
import type { Scope } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';

export type CycleKind = 'commercial' | 'financial';

export interface CycleJson {
  id: string;
  number: number;
  starts_at: string;
  ends_at: string;
  current: boolean;
}

export const CYCLE_MESSAGES = {
  noCurrent: 'Nenhum ciclo vigente.',
  noGoals: 'Nenhuma meta cadastrada para este ciclo.',
  badCycle: 'Parâmetro cycle inválido: informe o id ou o número do ciclo.',
} as const;

const table = (kind: CycleKind) => (kind === 'commercial' ? 'commercial_cycles' : 'financial_cycles');

export const cycleJson = (row: CycleRow): CycleJson => ({
  id: row.id,
  number: row.number,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  current: row.current,
});

/**
 * The cycle containing now (kernel/clock.ts). When none does (the holding has not opened the next
 * one yet), the latest that has started, with `current` false, so the screens can say that no
 * cycle is under way and which one was last; 404 only before the first cycle starts.
 */
export async function currentCycle(db: Db, kind: CycleKind): Promise<CycleRow> {
  const row = await db
    .selectFrom(table(kind))
    .select(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')])
    .where('starts_at', '<=', clockNow())
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, CYCLE_MESSAGES.noCurrent);
  return row;
}

/** The `last` cycles ending with the current one (or the latest started), newest first. */
export async function recentCycles(db: Db, kind: CycleKind, last: number): Promise<CycleRow[]> {
  const current = await currentCycle(db, kind);
  return db
    .selectFrom(table(kind))
    .select(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')])
    .where('number', '<=', current.number)
    .orderBy('number', 'desc')
    .limit(last)
    .execute();
}

export interface GoalsJson {
  cycle_id: string;
  cycle: number;
  minimum: number;
  basic: number;
  master: number;
  unit: number | null;
  unit_id: string | null;
}

/** A commercial cycle named by id or number; the current one when `ref` is absent. */
async function commercialCycleRef(db: Db, ref: string | undefined): Promise<CycleRow | undefined> {
  if (ref === undefined || ref === '') return currentCycle(db, 'commercial');
  const query = db
    .selectFrom('commercial_cycles')
    .select(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')]);
  if (/^\d{1,9}$/.test(ref)) return query.where('number', '=', Number(ref)).executeTakeFirst();
  if (isUuid(ref)) return query.where('id', '=', ref).executeTakeFirst();
  throw new HttpError(400, CYCLE_MESSAGES.badCycle);
}

export async function goalsOf(db: Db, scope: Scope, ref: string | undefined): Promise<GoalsJson> {
  const cycle = await commercialCycleRef(db, ref);
  const goals =
    cycle && (await db.selectFrom('goals').selectAll().where('cycle_id', '=', cycle.id).executeTakeFirst());
  if (!cycle || !goals) throw new HttpError(404, CYCLE_MESSAGES.noGoals);
  const branch = scope.accounts.find((account) => account.side === 'branch');
  const unitGoal =
    branch?.side === 'branch'
      ? await db
          .selectFrom('unit_goals')
          .select(['unit_id', 'value_cents'])
          .where('cycle_id', '=', cycle.id)
          .where('unit_id', '=', branch.unitId)
          .executeTakeFirst()
      : undefined;
  return {
    cycle_id: cycle.id,
    cycle: cycle.number,
    minimum: goals.minimum_cents,
    basic: goals.basic_cents,
    master: goals.master_cents,
    unit: unitGoal?.value_cents ?? null,
    unit_id: unitGoal?.unit_id ?? null,
  };
}
