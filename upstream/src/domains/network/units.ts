/**
 * 'Gerenciador de Unidades' (docs/product.md §8.7 "Others: units (GET units, all units, goals,
 * producers, donation_receivers)"): the holding lists the network's organisations and edits one
 * unit: its name and CNPJ, its goal per commercial cycle, the producers it sells for and who its
 * donations go to. An edit is one transaction: all of it is saved or none of it.
 */
import { isValidCnpj, normalizeCnpj } from '@portal/schema/documents/cnpj';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { HttpError } from '../../kernel/errors.ts';
import { toInt } from '../../kernel/paging.ts';
import { isUuid } from '../../kernel/viewer.ts';

export const UNIT_MESSAGES = {
  notFound: 'Unidade não encontrada.',
  name: 'Informe o nome da unidade (de 3 a 120 caracteres).',
  cnpj: 'CNPJ inválido.',
  goals: 'Metas inválidas: informe para cada ciclo comercial um valor em centavos (0 ou mais).',
  unknownCycle: 'Ciclo comercial desconhecido.',
  producers: 'Produtores inválidos: informe ids de produtores cadastrados.',
  receivers: 'Recebedores de doação inválidos: informe nome e CNPJ válidos, sem CNPJ repetido.',
} as const;

export const UNIT_NAME_MIN = 3;
export const UNIT_NAME_MAX = 120;
/** At most this many producers or donation receivers per unit (bounds one request's work). */
export const UNIT_LIST_MAX = 100;

export interface UnitSummaryJson {
  id: string;
  name: string;
  cnpj: string | null;
  agenciador: boolean;
  /** The holding's own organisation (shown as 'Holding', docs/product.md §3). */
  holding: boolean;
  ed_count: number;
}

export interface UnitGoalJson {
  cycle_id: string;
  cycle_number: number;
  current: boolean;
  /** Null when no goal was set for the cycle. */
  value_cents: number | null;
}

export interface UnitDetailsJson extends UnitSummaryJson {
  goals: UnitGoalJson[];
  producers: { id: string; name: string; cnpj: string }[];
  donation_receivers: { id: string; name: string; cnpj: string }[];
  /** Every producer, for the choice of the unit's (a handful: the network's partners). */
  all_producers: { id: string; name: string; cnpj: string }[];
}

const isHoldingOrg = sql<boolean>`exists (select 1 from users h where h.organisation_id = organisations.id and h.roles ~ '(^|\\s)isHolding(\\s|$)')`;
const edCount = sql<string>`(select count(*) from users e where e.organisation_id = organisations.id and e.is_affiliated)`;

export function summaryQuery(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'cnpj', 'agenciador', isHoldingOrg.as('holding'), edCount.as('ed_count')]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export const summaryJson = (row: SummaryRow): UnitSummaryJson => ({
  id: row.id,
  name: row.name,
  cnpj: row.cnpj,
  agenciador: row.agenciador,
  holding: row.holding,
  ed_count: toInt(row.ed_count),
});

/** One unit with its goals per commercial cycle (newest first), producers and receivers; or null. */
export async function findUnit(db: Db, id: string): Promise<UnitDetailsJson | null> {
  if (!isUuid(id)) return null;
  const row = await summaryQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [goals, producers, receivers, allProducers] = await Promise.all([
    db
      .selectFrom('commercial_cycles as c')
      .leftJoin('unit_goals as g', (join) => join.onRef('g.cycle_id', '=', 'c.id').on('g.unit_id', '=', id))
      .select(['c.id as cycle_id', 'c.number as cycle_number', coversNow('c').as('current'), 'g.value_cents'])
      .orderBy('c.number', 'desc')
      .execute(),
    db
      .selectFrom('unit_producers as up')
      .innerJoin('producers as p', 'p.id', 'up.producer_id')
      .select(['p.id', 'p.name', 'p.cnpj'])
      .where('up.unit_id', '=', id)
      .orderBy('p.name')
      .execute(),
    db
      .selectFrom('unit_donation_receivers')
      .select(['id', 'name', 'cnpj'])
      .where('unit_id', '=', id)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db.selectFrom('producers').select(['id', 'name', 'cnpj']).orderBy('name').execute(),
  ]);
  return {
    ...summaryJson(row),
    goals,
    producers,
    donation_receivers: receivers,
    all_producers: allProducers,
  };
}

export interface UnitEdit {
  name: string;
  cnpj: string | null;
  goals: { cycleId: string; valueCents: number | null }[];
  producerIds: string[];
  donationReceivers: { name: string; cnpj: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (message: string) => new HttpError(400, message);

/** The PUT body checked field by field (400 with the first problem), CNPJs in normal form. */
export function parseUnitEdit(body: Record<string, unknown>): UnitEdit {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < UNIT_NAME_MIN || name.length > UNIT_NAME_MAX) throw bad(UNIT_MESSAGES.name);
  let cnpj: string | null = null;
  if (body.cnpj !== null && body.cnpj !== undefined && body.cnpj !== '') {
    if (typeof body.cnpj !== 'string' || !isValidCnpj(body.cnpj)) throw bad(UNIT_MESSAGES.cnpj);
    cnpj = normalizeCnpj(body.cnpj);
  }
  const goalsIn = body.goals ?? [];
  if (!Array.isArray(goalsIn) || goalsIn.length > UNIT_LIST_MAX) throw bad(UNIT_MESSAGES.goals);
  const goals = goalsIn.map((goal) => {
    if (!isRecord(goal) || typeof goal.cycle_id !== 'string' || !isUuid(goal.cycle_id)) {
      throw bad(UNIT_MESSAGES.goals);
    }
    const value = goal.value_cents;
    if (
      value !== null &&
      !(Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2 ** 31 - 1)
    ) {
      throw bad(UNIT_MESSAGES.goals);
    }
    return { cycleId: goal.cycle_id, valueCents: value as number | null };
  });
  if (new Set(goals.map((goal) => goal.cycleId)).size !== goals.length) throw bad(UNIT_MESSAGES.goals);
  const producerIds = body.producer_ids ?? [];
  if (
    !Array.isArray(producerIds) ||
    producerIds.length > UNIT_LIST_MAX ||
    !producerIds.every((id): id is string => typeof id === 'string' && isUuid(id))
  ) {
    throw bad(UNIT_MESSAGES.producers);
  }
  const receiversIn = body.donation_receivers ?? [];
  if (!Array.isArray(receiversIn) || receiversIn.length > UNIT_LIST_MAX) throw bad(UNIT_MESSAGES.receivers);
  const donationReceivers = receiversIn.map((receiver) => {
    if (!isRecord(receiver) || typeof receiver.name !== 'string' || typeof receiver.cnpj !== 'string') {
      throw bad(UNIT_MESSAGES.receivers);
    }
    const receiverName = receiver.name.trim();
    if (receiverName.length < UNIT_NAME_MIN || receiverName.length > UNIT_NAME_MAX) {
      throw bad(UNIT_MESSAGES.receivers);
    }
    if (!isValidCnpj(receiver.cnpj)) throw bad(UNIT_MESSAGES.receivers);
    return { name: receiverName, cnpj: normalizeCnpj(receiver.cnpj) };
  });
  if (new Set(donationReceivers.map((receiver) => receiver.cnpj)).size !== donationReceivers.length) {
    throw bad(UNIT_MESSAGES.receivers);
  }
  return { name, cnpj, goals, producerIds: [...new Set(producerIds)], donationReceivers };
}

/**
 * Saves an edit in one transaction: the unit row (locked first, so two edits of one unit queue),
 * its goals (a null value removes the cycle's goal), and the producer and receiver sets replaced.
 * Null when the unit does not exist; a 400 names an unknown cycle or producer, with nothing saved.
 */
export async function saveUnit(
  db: Db,
  id: string,
  edit: UnitEdit,
  options: { beforeCommit?: () => Promise<void>; actorId?: string } = {},
): Promise<UnitDetailsJson | null> {
  if (!isUuid(id)) return null;
  const saved = await db.transaction().execute(async (trx) => {
    const unit = await trx
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!unit) return false;
    const before = await findUnit(trx, id);
    await trx
      .updateTable('organisations')
      .set({ name: edit.name, cnpj: edit.cnpj })
      .where('id', '=', id)
      .execute();
    const cycleIds = edit.goals.map((goal) => goal.cycleId);
    if (cycleIds.length > 0) {
      const known = await trx
        .selectFrom('commercial_cycles')
        .select('id')
        .where('id', 'in', cycleIds)
        .execute();
      if (known.length !== cycleIds.length) throw bad(UNIT_MESSAGES.unknownCycle);
      const removed = edit.goals.filter((goal) => goal.valueCents === null).map((goal) => goal.cycleId);
      if (removed.length > 0) {
        await trx
          .deleteFrom('unit_goals')
          .where('unit_id', '=', id)
          .where('cycle_id', 'in', removed)
          .execute();
      }
      const set = edit.goals.flatMap((goal) =>
        goal.valueCents === null
          ? []
          : [
              {
                unit_id: id,
                cycle_id: goal.cycleId,
                value_cents: goal.valueCents,
                // A new goal gets minimum and master as migration 0016 derives them; the
                // Gerenciador de metas edits them afterwards.
                minimum_cents: Math.floor(goal.valueCents / 2),
                master_cents: goal.valueCents + Math.floor(goal.valueCents / 2),
              },
            ],
      );
      if (set.length > 0) {
        await trx
          .insertInto('unit_goals')
          .values(set)
          .onConflict((oc) =>
            oc.columns(['cycle_id', 'unit_id']).doUpdateSet((eb) => ({
              value_cents: eb.ref('excluded.value_cents'),
              // The minimum never rises above the basic (unit_goals_minimum_le_basic): a basic
              // lowered under it takes the minimum down with it.
              minimum_cents: sql<number>`least(unit_goals.minimum_cents, excluded.value_cents)`,
            })),
          )
          .execute();
      }
    }
    if (edit.producerIds.length > 0) {
      const known = await trx
        .selectFrom('producers')
        .select('id')
        .where('id', 'in', edit.producerIds)
        .execute();
      if (known.length !== edit.producerIds.length) throw bad(UNIT_MESSAGES.producers);
    }
    await trx.deleteFrom('unit_producers').where('unit_id', '=', id).execute();
    if (edit.producerIds.length > 0) {
      await trx
        .insertInto('unit_producers')
        .values(edit.producerIds.map((producerId) => ({ unit_id: id, producer_id: producerId })))
        .execute();
    }
    await trx.deleteFrom('unit_donation_receivers').where('unit_id', '=', id).execute();
    if (edit.donationReceivers.length > 0) {
      await trx
        .insertInto('unit_donation_receivers')
        .values(edit.donationReceivers.map((receiver) => ({ unit_id: id, ...receiver })))
        .execute();
    }
    await recordAudit(trx, {
      actorId: options.actorId ?? null,
      action: 'unit.updated',
      entity: 'unit',
      entityId: id,
      before,
      after: edit,
    });
    await options.beforeCommit?.();
    return true;
  });
  return saved ? findUnit(db, id) : null;
}
