/**
 * The mass changes already made (docs/product.md §8.7): the list, newest first, under its toolbar
 * (file or requester, state, sending period), and one with its rows.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MassChangeRowsTable, MassChangeState } from '../../db/unit-types.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { holdsPiece } from './eds.ts';

export interface MassChangeJson {
  id: string;
  file_name: string;
  requested_by: string;
  state: MassChangeState;
  total_rows: number;
  checked_rows: number;
  changed_rows: number | null;
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The list's toolbar: a search, the states kept (none: every state) and the sending period. */
export interface MassChangeFilter {
  /** Trimmed, non-empty; null for no search. */
  search: string | null;
  states: readonly MassChangeState[];
  /** Sent from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

/**
 * The toolbar's conditions on `mass_changes`: the search is a piece of the file's name or of who
 * sent it (case and accents ignored). A handful of jobs a week: no index is needed.
 */
export function massChangeMatching(filter: MassChangeFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.search !== null) {
    const { search } = filter;
    parts.push(
      sql`(${holdsPiece(sql.ref('mass_changes.file_name'), search)} or ${holdsPiece(sql.ref('mass_changes.requested_by_name'), search)})`,
    );
  }
  if (filter.states.length > 0) parts.push(sql`mass_changes.state in (${sql.join([...filter.states])})`);
  if (filter.from) parts.push(sql`mass_changes.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`mass_changes.created_at < ${filter.to}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export const JOB_COLUMNS = [
  'id',
  'file_name',
  'requested_by_name',
  'state',
  'total_rows',
  'checked_rows',
  'changed_rows',
  'error_message',
  'created_at',
  'started_at',
  'finished_at',
] as const;

export type JobRow = {
  id: string;
  file_name: string;
  requested_by_name: string;
  state: MassChangeState;
  total_rows: number;
  checked_rows: number;
  changed_rows: number | null;
  error_message: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

export const jobJson = (row: JobRow): MassChangeJson => ({
  id: row.id,
  file_name: row.file_name,
  requested_by: row.requested_by_name,
  state: row.state,
  total_rows: row.total_rows,
  checked_rows: row.checked_rows,
  changed_rows: row.changed_rows,
  error_message: row.error_message,
  created_at: row.created_at.toISOString(),
  started_at: row.started_at?.toISOString() ?? null,
  finished_at: row.finished_at?.toISOString() ?? null,
});

/** How many jobs the filter keeps (the list's total, the CSV's announced row count). */
export async function countMassChanges(db: Db, filter: MassChangeFilter): Promise<number> {
  const count = await db
    .selectFrom('mass_changes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(massChangeMatching(filter))
    .executeTakeFirstOrThrow();
  return toInt(count.n);
}

/** The jobs list (who ran what and when), newest first, under the toolbar's filter. */
export async function listMassChanges(
  db: Db,
  request: PageRequest<'created_at'>,
  filter: MassChangeFilter,
): Promise<Page<MassChangeJson>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mass_changes')
      .select(JOB_COLUMNS)
      .where(massChangeMatching(filter))
      .orderBy('created_at', request.order)
      .orderBy('id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    countMassChanges(db, filter),
  ]);
  return {
    items: rows.map(jobJson),
    totalRows: count,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** A row of the job as stored (its line, the ED, the changes asked, its result), the ED named. */
export type MassChangeRowJson = Omit<MassChangeRowsTable, 'mass_change_id'> & {
  ed_name: string;
  ed_email: string;
};

/** One job with a page of its rows (by line) and their results. */
export async function findMassChange(
  db: Db,
  id: string,
  request: { page: number; pageSize: number },
): Promise<(MassChangeJson & { rows: Page<MassChangeRowJson> }) | null> {
  if (!isUuid(id)) return null;
  const job = await db.selectFrom('mass_changes').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!job) return null;
  const rows = await db
    .selectFrom('mass_change_rows as r')
    .leftJoin('users as u', 'u.id', 'r.ed_id')
    .select([
      'r.line',
      'r.ed_id',
      sql<string>`coalesce(u.name, '')`.as('ed_name'),
      sql<string>`coalesce(u.username, '')`.as('ed_email'),
      'r.unit_id',
      'r.level',
      'r.is_franchisee',
      'r.is_trainer',
      'r.is_lecturer',
      'r.tracking',
      'r.result',
    ])
    .where('r.mass_change_id', '=', id)
    .orderBy('r.line')
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  return {
    ...jobJson(job),
    rows: { items: rows, totalRows: job.total_rows, page: request.page, pageSize: request.pageSize },
  };
}
