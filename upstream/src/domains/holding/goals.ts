/**
 * 'Gerenciador de metas' and a commercial cycle's goal details (docs/product.md §11.2, §11.3): the
 * cycle's goals (minimum, basic, master, from `goals`) and every unit's goals in it (minimum, basic,
 * master, from `unit_goals`; the basic is `value_cents`, which finance reads as the unit's goal).
 * Saving a table of units' goals is one transaction with one audit row per changed unit.
 */
import { unitGoalProblem } from '@portal/schema';
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type AuditEntry, recordAudits } from '../../kernel/audit.ts';
import { csvMoney, csvStream } from '../../kernel/csv.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { containsPattern } from '../../kernel/params.ts';
import { isUuid } from '../../kernel/viewer.ts';

export interface GoalValues {
  minimum: number;
  basic: number;
  master: number;
}

export interface UnitGoalJson {
  unit_id: string;
  unit_name: string;
  minimum: number | null;
  basic: number | null;
  master: number | null;
}

export interface CycleGoalsJson {
  cycle: { id: string; number: number; starts_at: string; ends_at: string; current: boolean };
  /** The cycle's own goals; null when none were set. */
  goals: GoalValues | null;
  /** Every unit, by name; a unit without goals in this cycle has nulls. */
  units: UnitGoalJson[];
}

export const GOAL_MESSAGES = {
  cycleNotFound: 'Ciclo comercial não encontrado.',
  unitNotFound: 'Unidade não encontrada.',
  duplicateUnit: 'Cada unidade deve aparecer uma só vez.',
} as const;

/** The current commercial cycle's id ('' when there is none). */
export async function currentCommercialCycleId(db: Db): Promise<string> {
  const row = await db.selectFrom('commercial_cycles').select('id').where(coversNow()).executeTakeFirst();
  return row?.id ?? '';
}

/**
 * A commercial cycle's goals and its units' goals; null for an unknown cycle. `search` (trimmed, ''
 * for none) keeps the units whose name holds it, case and accents ignored (the toolbar's search).
 */
export async function cycleGoals(db: Db, cycleId: string, search = ''): Promise<CycleGoalsJson | null> {
  if (!isUuid(cycleId)) return null;
  const [cycle, goals, units] = await Promise.all([
    db
      .selectFrom('commercial_cycles')
      .select(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')])
      .where('id', '=', cycleId)
      .executeTakeFirst(),
    db
      .selectFrom('goals')
      .select(['minimum_cents', 'basic_cents', 'master_cents'])
      .where('cycle_id', '=', cycleId)
      .executeTakeFirst(),
    db
      .selectFrom('organisations')
      .leftJoin('unit_goals', (join) =>
        join.onRef('unit_goals.unit_id', '=', 'organisations.id').on('unit_goals.cycle_id', '=', cycleId),
      )
      .select([
        'organisations.id',
        'organisations.name',
        'unit_goals.minimum_cents',
        'unit_goals.value_cents',
        'unit_goals.master_cents',
      ])
      .$if(search !== '', (qb) =>
        qb.where(sql<boolean>`fold_name(organisations.name) like fold_name(${containsPattern(search)})`),
      )
      .orderBy('organisations.name')
      .orderBy('organisations.id')
      .execute(),
  ]);
  if (!cycle) return null;
  return {
    cycle: {
      id: cycle.id,
      number: cycle.number,
      starts_at: cycle.starts_at.toISOString(),
      ends_at: cycle.ends_at.toISOString(),
      current: cycle.current,
    },
    goals: goals
      ? { minimum: goals.minimum_cents, basic: goals.basic_cents, master: goals.master_cents }
      : null,
    units: units.map((unit) => ({
      unit_id: unit.id,
      unit_name: unit.name,
      minimum: unit.minimum_cents,
      basic: unit.value_cents,
      master: unit.master_cents,
    })),
  };
}

export interface UnitGoalInput extends GoalValues {
  unitId: string;
}

export type UpdateGoalsResult =
  | { kind: 'saved'; goals: CycleGoalsJson }
  | { kind: 'missing'; message: string }
  | { kind: 'refused'; message: string; index: number };

/** The rows' first rule problem (the shared rules of schema/src/validation/holding.ts). */
export function goalsProblem(rows: readonly UnitGoalInput[]): { message: string; index: number } | null {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const message = unitGoalProblem(row);
    if (message) return { message, index };
    if (seen.has(row.unitId)) return { message: GOAL_MESSAGES.duplicateUnit, index };
    seen.add(row.unitId);
  }
  return null;
}

/**
 * Saves units' goals in a commercial cycle, all or nothing: the rows are checked first (no goal
 * below zero, no minimum above the basic; the table's checks refuse them too), then written in one
 * transaction with an audit row for each unit whose goals changed.
 */
export async function updateUnitGoals(
  db: Db,
  cycleId: string,
  rows: readonly UnitGoalInput[],
  actorId: string,
  /** Tests only: runs between the goals' write and the audit's, to interrupt the transaction. */
  beforeAudit: () => Promise<void> = async () => undefined,
): Promise<UpdateGoalsResult> {
  const problem = goalsProblem(rows);
  if (problem) return { kind: 'refused', ...problem };
  if (!isUuid(cycleId)) return { kind: 'missing', message: GOAL_MESSAGES.cycleNotFound };
  if (rows.some((row) => !isUuid(row.unitId)))
    return { kind: 'missing', message: GOAL_MESSAGES.unitNotFound };
  const outcome = await db.transaction().execute(async (trx) => {
    const cycle = await trx
      .selectFrom('commercial_cycles')
      .select('id')
      .where('id', '=', cycleId)
      .executeTakeFirst();
    if (!cycle) return GOAL_MESSAGES.cycleNotFound;
    const unitIds = rows.map((row) => row.unitId);
    const units = await trx.selectFrom('organisations').select('id').where('id', 'in', unitIds).execute();
    if (units.length !== new Set(unitIds).size) return GOAL_MESSAGES.unitNotFound;
    const current = await trx
      .selectFrom('unit_goals')
      .select(['unit_id', 'minimum_cents', 'value_cents', 'master_cents'])
      .where('cycle_id', '=', cycleId)
      .where('unit_id', 'in', unitIds)
      .orderBy('unit_id')
      .forUpdate()
      .execute();
    const audits: AuditEntry[] = [];
    const changed: UnitGoalInput[] = [];
    for (const row of rows) {
      const found = current.find((goal) => goal.unit_id === row.unitId);
      const before = found
        ? { minimum: found.minimum_cents, basic: found.value_cents, master: found.master_cents }
        : null;
      const after = { minimum: row.minimum, basic: row.basic, master: row.master };
      const same =
        before?.minimum === after.minimum && before.basic === after.basic && before.master === after.master;
      if (same) continue;
      changed.push(row);
      audits.push({
        actorId,
        action: 'unit_goals.updated',
        entity: 'unit_goals',
        entityId: `${cycleId}:${row.unitId}`,
        before,
        after,
      });
    }
    if (changed.length > 0) {
      await trx
        .insertInto('unit_goals')
        .values(
          changed.map((row) => ({
            cycle_id: cycleId,
            unit_id: row.unitId,
            minimum_cents: row.minimum,
            value_cents: row.basic,
            master_cents: row.master,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['cycle_id', 'unit_id']).doUpdateSet((eb) => ({
            minimum_cents: eb.ref('excluded.minimum_cents'),
            value_cents: eb.ref('excluded.value_cents'),
            master_cents: eb.ref('excluded.master_cents'),
          })),
        )
        .execute();
    }
    await beforeAudit();
    await recordAudits(trx, audits);
    return null;
  });
  if (outcome) return { kind: 'missing', message: outcome };
  const goals = await cycleGoals(db, cycleId);
  if (!goals) return { kind: 'missing', message: GOAL_MESSAGES.cycleNotFound };
  return { kind: 'saved', goals };
}

export const GOALS_CSV_HEADER = [
  'Unidade',
  'Meta mínima (R$)',
  'Meta básica (R$)',
  'Meta master (R$)',
] as const;

/**
 * The units' goals `cycleGoals` gives (under the same search) as a pt-BR CSV (kernel/csv.ts); a
 * unit without goals has empty fields. Tens of units, read at once. Null for an unknown cycle.
 */
export async function goalsCsv(db: Db, cycleId: string, search: string) {
  const goals = await cycleGoals(db, cycleId, search);
  if (!goals) return null;
  const money = (cents: number | null) => (cents === null ? '' : csvMoney(cents));
  const rows = (async function* () {
    yield* goals.units;
  })();
  const csv: Stringifier = csvStream(GOALS_CSV_HEADER, rows, (unit) => [
    unit.unit_name,
    money(unit.minimum),
    money(unit.basic),
    money(unit.master),
  ]);
  return { cycleNumber: goals.cycle.number, csv };
}
