/**
 * 'Alteração em massa' (docs/product.md §8.7 "Affiliates and EDs: mass-change and
 * mass-change/{id}"): the holding uploads a CSV of ED changes (unit, career level, the four flags).
 *
 * 1. Parse (csv-parse; `;` or `,`, UTF-8 with or without BOM) and validate every row against the
 *    database before anything is stored: each bad row is reported with its line and reason, and
 *    while any row is bad nothing is queued, let alone changed.
 * 2. A valid file becomes a mass change (who, file, when) with its rows, and one job on the pg-boss
 *    queue, all in one transaction (mass-change-worker.ts runs it).
 * Lookups go 1 000 rows at a time, so a 20 000-row file costs a few dozen queries, not 20 000.
 */
import {
  MASS_CHANGE_COLUMNS,
  MASS_CHANGE_FALSE,
  MASS_CHANGE_FLAG_COLUMNS,
  MASS_CHANGE_MAX_ROWS,
  MASS_CHANGE_TRUE,
} from '@portal/schema/validation/network-units';
import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { isUuid } from '../../kernel/viewer.ts';

export const MASS_CHANGE_QUEUE = 'mass-change';
/** Rows looked up, inserted and (in the worker) checked per statement. */
export const MASS_CHANGE_CHUNK = 1_000;
/** Row errors returned at most (the count is always complete). */
export const MASS_CHANGE_ERRORS_SHOWN = 200;

export const MASS_CHANGE_MESSAGES = {
  empty: 'O arquivo não tem linhas de alteração.',
  tooMany: `O arquivo deve ter no máximo ${MASS_CHANGE_MAX_ROWS.toLocaleString('pt-BR')} linhas de alteração.`,
  header: `Cabeçalho inválido: use o modelo (${MASS_CHANGE_COLUMNS.join(';')}).`,
  unreadable: (detail: string) => `Não foi possível ler o CSV: ${detail}`,
  invalid: (count: number) =>
    count === 1
      ? 'Há 1 linha inválida; nada foi alterado.'
      : `Há ${count} linhas inválidas; nada foi alterado.`,
  columns: 'Número de colunas diferente do cabeçalho.',
  email: 'Informe o e-mail do ED.',
  edUnknown: 'ED não encontrado.',
  duplicate: (line: number) => `ED repetido no arquivo (já na linha ${line}).`,
  unitInvalid: 'Unidade inválida: informe o id de uma unidade.',
  unitUnknown: 'Unidade não encontrada.',
  level: (levels: readonly number[]) => `Nível inválido: use ${levels.join(', ')} ou deixe vazio.`,
  flag: (column: string) => `Valor inválido em ${column}: use sim, não ou deixe vazio.`,
  nothing: 'Nenhuma alteração informada na linha.',
  notFound: 'Alteração em massa não encontrada.',
} as const;

export type FlagColumn = (typeof MASS_CHANGE_FLAG_COLUMNS)[number];

export interface MassChangeRow {
  line: number;
  edId: string;
  unitId: string | null;
  level: number | null;
  flags: Record<FlagColumn, boolean | null>;
}

export interface RowError {
  line: number;
  message: string;
}

export type Validation =
  | { kind: 'valid'; rows: MassChangeRow[] }
  | { kind: 'invalid'; message: string; errorCount: number; errors: RowError[] };

interface Cells {
  line: number;
  email: string;
  unit: string;
  level: string;
  flags: Record<FlagColumn, string>;
}

const normalCell = (value: string | undefined) => (value ?? '').trim();

function flagValue(cell: string): boolean | null | 'bad' {
  const value = cell.toLowerCase();
  if (value === '') return null;
  if ((MASS_CHANGE_TRUE as readonly string[]).includes(value)) return true;
  if ((MASS_CHANGE_FALSE as readonly string[]).includes(value)) return false;
  return 'bad';
}

const fileError = (message: string): Validation => ({ kind: 'invalid', message, errorCount: 0, errors: [] });

/** The file's records with their line numbers, or a file-level problem. */
function readCells(csv: string): { cells: Cells[]; errors: RowError[] } | Validation {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: [';', ','],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) return fileError(MASS_CHANGE_MESSAGES.unreadable(error.message));
    throw error;
  }
  const [header, ...body] = records;
  const names = header?.record.map((name) => normalCell(name).toLowerCase()) ?? [];
  if (names.join(';') !== MASS_CHANGE_COLUMNS.join(';')) return fileError(MASS_CHANGE_MESSAGES.header);
  if (body.length === 0) return fileError(MASS_CHANGE_MESSAGES.empty);
  if (body.length > MASS_CHANGE_MAX_ROWS) return fileError(MASS_CHANGE_MESSAGES.tooMany);
  const cells: Cells[] = [];
  const errors: RowError[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== MASS_CHANGE_COLUMNS.length) {
      errors.push({ line, message: MASS_CHANGE_MESSAGES.columns });
      continue;
    }
    const [email, unit, level, ...flags] = record.map(normalCell);
    cells.push({
      line,
      email: (email ?? '').toLowerCase(),
      unit: unit ?? '',
      level: level ?? '',
      flags: Object.fromEntries(
        MASS_CHANGE_FLAG_COLUMNS.map((column, i) => [column, flags[i] ?? '']),
      ) as Record<FlagColumn, string>,
    });
  }
  return { cells, errors };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MASS_CHANGE_CHUNK) out.push(items.slice(i, i + MASS_CHANGE_CHUNK));
  return out;
}

/** The EDs named by e-mail: e-mail → id, looked up a chunk at a time. */
async function edsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunks(emails)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', chunk)
      .where('is_affiliated', '=', true)
      .execute();
    for (const row of rows) found.set(row.username, row.id);
  }
  return found;
}

/** Organisations an ED may be moved to: units, not agencies (agents' side) nor the holding. */
export const isTargetUnit = sql<boolean>`not organisations.agenciador and not exists (select 1 from users h where h.organisation_id = organisations.id and h.roles ~ '(^|\\s)isHolding(\\s|$)')`;

async function targetUnits(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('organisations').select('id').where(isTargetUnit).execute();
  return new Set(rows.map((row) => row.id));
}

export async function careerLevels(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('career_levels').select('level').orderBy('level').execute();
  return rows.map((row) => row.level);
}

/** Parses and checks the whole file; nothing is written. */
export async function validateMassChange(db: Db, csv: string): Promise<Validation> {
  const read = readCells(csv);
  if ('kind' in read) return read;
  const { cells, errors } = read;
  const [eds, units, levels] = await Promise.all([
    edsByEmail(db, [...new Set(cells.map((cell) => cell.email).filter((email) => email !== ''))]),
    targetUnits(db),
    careerLevels(db),
  ]);
  const firstLineOf = new Map<string, number>();
  const rows: MassChangeRow[] = [];
  for (const cell of cells) {
    const fail = (message: string) => errors.push({ line: cell.line, message });
    if (cell.email === '') {
      fail(MASS_CHANGE_MESSAGES.email);
      continue;
    }
    const edId = eds.get(cell.email);
    if (!edId) {
      fail(MASS_CHANGE_MESSAGES.edUnknown);
      continue;
    }
    const first = firstLineOf.get(edId);
    if (first !== undefined) {
      fail(MASS_CHANGE_MESSAGES.duplicate(first));
      continue;
    }
    firstLineOf.set(edId, cell.line);
    let unitId: string | null = null;
    if (cell.unit !== '') {
      if (!isUuid(cell.unit)) {
        fail(MASS_CHANGE_MESSAGES.unitInvalid);
        continue;
      }
      unitId = cell.unit.toLowerCase();
      if (!units.has(unitId)) {
        fail(MASS_CHANGE_MESSAGES.unitUnknown);
        continue;
      }
    }
    let level: number | null = null;
    if (cell.level !== '') {
      level = /^\d{1,3}$/.test(cell.level) ? Number(cell.level) : Number.NaN;
      if (!levels.includes(level)) {
        fail(MASS_CHANGE_MESSAGES.level(levels));
        continue;
      }
    }
    const flags = {} as Record<FlagColumn, boolean | null>;
    const badFlag = MASS_CHANGE_FLAG_COLUMNS.find((column) => {
      const value = flagValue(cell.flags[column]);
      if (value === 'bad') return true;
      flags[column] = value;
      return false;
    });
    if (badFlag) {
      fail(MASS_CHANGE_MESSAGES.flag(badFlag));
      continue;
    }
    if (unitId === null && level === null && Object.values(flags).every((value) => value === null)) {
      fail(MASS_CHANGE_MESSAGES.nothing);
      continue;
    }
    rows.push({ line: cell.line, edId, unitId, level, flags });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    return {
      kind: 'invalid',
      message: MASS_CHANGE_MESSAGES.invalid(errors.length),
      errorCount: errors.length,
      errors: errors.slice(0, MASS_CHANGE_ERRORS_SHOWN),
    };
  }
  return { kind: 'valid', rows };
}

export interface MassChangeJob {
  massChangeId: string;
}

/**
 * Stores a validated file as a mass change with its rows and queues its job, in one transaction:
 * either the list shows it and a worker will run it, or neither.
 */
export async function createMassChange(
  db: Db,
  queue: JobQueue,
  by: { id: string; name: string },
  fileName: string,
  rows: readonly MassChangeRow[],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('mass_changes')
      .values({
        requested_by: by.id,
        requested_by_name: by.name,
        file_name: fileName,
        total_rows: rows.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const chunk of chunks(rows)) {
      await trx
        .insertInto('mass_change_rows')
        .values(
          chunk.map((row) => ({
            mass_change_id: created.id,
            line: row.line,
            ed_id: row.edId,
            unit_id: row.unitId,
            level: row.level,
            ...row.flags,
          })),
        )
        .execute();
    }
    await queue.insert(
      [{ name: MASS_CHANGE_QUEUE, data: { massChangeId: created.id } satisfies MassChangeJob }],
      {
        db: executorOf(trx),
      },
    );
    await recordAudit(trx, {
      actorId: by.id,
      action: 'mass_change.started',
      entity: 'mass_change',
      entityId: created.id,
      after: { fileName, rows: rows.length },
    });
    return created.id;
  });
}
