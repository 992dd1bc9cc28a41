/** The mass changes already made (docs/product.md §8.7): the list, newest first, and one with its rows. */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MassChangeRowsTable, MassChangeState } from '../../db/unit-types.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { isUuid } from '../../kernel/viewer.ts';

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

const JOB_COLUMNS = [
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

type JobRow = {
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

const jobJson = (row: JobRow): MassChangeJson => ({
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

/** The jobs list (who ran what and when), newest first. */
export async function listMassChanges(
  db: Db,
  request: PageRequest<'created_at'>,
): Promise<Page<MassChangeJson>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mass_changes')
      .select(JOB_COLUMNS)
      .orderBy('created_at', request.order)
      .orderBy('id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    db
      .selectFrom('mass_changes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(jobJson),
    totalRows: toInt(count.n),
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
