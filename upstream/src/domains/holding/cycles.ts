/**
 * Ciclos Comerciais and Ciclos Financeiros (docs/product.md §11.2): every cycle of a kind and
 * creating the next one. A cycle covers whole days in Fortaleza time (UTC−3 all year, no daylight
 * saving): it starts at 00:00 of its first day and ends at 23:59:59.999 of its last, as the seed's.
 * The next cycle takes the next number and must start after the latest one ends, so cycles never
 * overlap. Writes the cycle tables, which finance reads.
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { csvStream } from '../../kernel/csv.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { containsPattern } from '../../kernel/params.ts';

export type CycleKind = 'commercial' | 'financial';
export const CYCLE_KINDS: readonly CycleKind[] = ['commercial', 'financial'];

export interface HoldingCycleJson {
  id: string;
  number: number;
  starts_at: string;
  ends_at: string;
  current: boolean;
}

export const HOLDING_CYCLE_MESSAGES = {
  badDate: 'Informe datas válidas no formato AAAA-MM-DD.',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial.',
  overlap: (number: number, lastDay: string) =>
    `O novo ciclo se sobrepõe ao ciclo ${number}: ele deve começar depois de ${lastDay}.`,
  concurrent: 'Outro ciclo foi criado ao mesmo tempo. Atualize a lista e tente novamente.',
} as const;

const tableOf = (kind: CycleKind) => (kind === 'commercial' ? 'commercial_cycles' : 'financial_cycles');

/** Fortaleza is UTC−3 all year. */
const FORTALEZA_OFFSET = '-03:00';

/** 'YYYY-MM-DD' naming a real calendar day, or null. */
export function calendarDay(text: unknown): string | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}

/** The Fortaleza calendar day of an instant, as DD/MM/AAAA (the pt-BR date of the messages). */
const fortalezaDay = (instant: Date): string => {
  const local = new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  const [year, month, day] = local.split('-');
  return `${day}/${month}/${year}`;
};

const toJson = (row: { id: string; number: number; starts_at: Date; ends_at: Date; current: boolean }) => ({
  id: row.id,
  number: row.number,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  current: row.current,
});

/**
 * Every cycle of the kind, newest first (a few per month: tens of rows, never paged); `search`
 * (trimmed, '' for none) keeps the cycles whose number holds it ('1' keeps 1, 10, 11…).
 */
export async function listCycles(db: Db, kind: CycleKind, search = ''): Promise<HoldingCycleJson[]> {
  const rows = await db
    .selectFrom(tableOf(kind))
    .select(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')])
    .$if(search !== '', (qb) => qb.where(sql<boolean>`number::text like ${containsPattern(search)}`))
    .orderBy('number', 'desc')
    .execute();
  return rows.map(toJson);
}

export const CYCLES_CSV_HEADER = ['Ciclo', 'Início', 'Fim', 'Situação'] as const;

/** The cycles `listCycles` gives as a pt-BR CSV (kernel/csv.ts): tens of rows, read at once. */
export function cyclesCsv(db: Db, kind: CycleKind, search: string): Stringifier {
  const rows = (async function* () {
    yield* await listCycles(db, kind, search);
  })();
  return csvStream(CYCLES_CSV_HEADER, rows, (cycle) => [
    String(cycle.number),
    fortalezaDay(new Date(cycle.starts_at)),
    fortalezaDay(new Date(cycle.ends_at)),
    cycle.current ? 'Ciclo atual' : '',
  ]);
}

export type CreateCycleResult =
  | { kind: 'created'; cycle: HoldingCycleJson }
  | { kind: 'refused'; message: string };

/**
 * Creates the next cycle from its first and last day ('YYYY-MM-DD', already checked). The latest
 * cycle is read and locked in the same transaction as the insert, so two creations at once cannot
 * both pass the overlap check; the unique cycle number refuses the second one otherwise.
 */
export async function createCycle(
  db: Db,
  kind: CycleKind,
  days: { startsOn: string; endsOn: string },
  actorId: string,
): Promise<CreateCycleResult> {
  if (days.endsOn < days.startsOn) return { kind: 'refused', message: HOLDING_CYCLE_MESSAGES.endBeforeStart };
  const startsAt = new Date(`${days.startsOn}T00:00:00.000${FORTALEZA_OFFSET}`);
  const endsAt = new Date(`${days.endsOn}T23:59:59.999${FORTALEZA_OFFSET}`);
  const table = tableOf(kind);
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom(table)
      .select(['number', 'ends_at'])
      .orderBy('number', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (latest && startsAt <= latest.ends_at) {
      return {
        kind: 'refused',
        message: HOLDING_CYCLE_MESSAGES.overlap(latest.number, fortalezaDay(latest.ends_at)),
      } as const;
    }
    const row = await trx
      .insertInto(table)
      .values({ number: (latest?.number ?? 0) + 1, starts_at: startsAt, ends_at: endsAt })
      .returning(['id', 'number', 'starts_at', 'ends_at', coversNow().as('current')])
      .executeTakeFirstOrThrow();
    const cycle = toJson(row);
    await recordAudit(trx, {
      actorId,
      action: 'cycle.created',
      entity: table === 'commercial_cycles' ? 'commercial_cycle' : 'financial_cycle',
      entityId: cycle.id,
      before: null,
      after: { number: cycle.number, starts_at: cycle.starts_at, ends_at: cycle.ends_at },
    });
    return { kind: 'created', cycle } as const;
  });
}
