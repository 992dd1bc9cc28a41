/**
 * Alteração em massa's 'Exportar CSV' (docs/product/network.md): the jobs the list's filter keeps,
 * newest first, read CSV_BATCH at a time by keyset (created_at, id) and stringified as they come
 * (kernel/csv.ts), so memory stays flat whatever the history holds.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MassChangeState } from '../../db/unit-types.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { JOB_COLUMNS, type JobRow, type MassChangeFilter, massChangeMatching } from './mass-change-list.ts';

export const MASS_CHANGES_CSV_HEADER = [
  'Arquivo',
  'Enviado por',
  'Situação',
  'Linhas',
  'Linhas alteradas',
  'Enviado em',
  'Concluído em',
  'Erro',
] as const;

/** The states in words, as the screen shows them. */
export const MASS_CHANGE_STATE_TEXT: Readonly<Record<MassChangeState, string>> = {
  queued: 'Na fila',
  running: 'Em andamento',
  done: 'Concluída',
  failed: 'Falhou',
};

const rows = (db: Db, filter: MassChangeFilter) =>
  batchedRows<JobRow>((after, limit) =>
    db
      .selectFrom('mass_changes')
      .select(JOB_COLUMNS)
      .where(massChangeMatching(filter))
      .$if(after !== null, (qb) =>
        after ? qb.where(sql<boolean>`(created_at, id) < (${after.created_at}, ${after.id}::uuid)`) : qb,
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  );

/** The CSV of the mass changes under `filter`, as a stream of UTF-8 text with a BOM. */
export const massChangesCsv = (db: Db, filter: MassChangeFilter) =>
  csvStream(MASS_CHANGES_CSV_HEADER, rows(db, filter), (row) => [
    row.file_name,
    row.requested_by_name,
    MASS_CHANGE_STATE_TEXT[row.state],
    String(row.total_rows),
    row.changed_rows === null ? '' : String(row.changed_rows),
    csvDate(row.created_at),
    row.finished_at ? csvDate(row.finished_at) : '',
    row.error_message ?? '',
  ]);
