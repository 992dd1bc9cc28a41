/**
 * Histórico as CSV (docs/product/holding.md §11.5): the rows the page's filters keep, newest first
 * as on screen, each as who did what and to what, in words (the actions as the 'Ação' filter names
 * them; never the recorded JSON). Read a batch of pages at a time through listHistory, so each row
 * is named exactly as the list names it, and stringified as they come (kernel/csv.ts).
 */
import { AUDIT_ACTION_LABELS } from '@portal/schema/audit-labels';
import type { Stringifier } from 'csv-stringify';
import type { Db } from '../../db/connection.ts';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '../../kernel/audit.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { type HistoryJson, listHistory } from './history.ts';

export const HISTORY_CSV_HEADER = ['Data', 'Pessoa', 'Ação', 'Sobre', 'Ciclo', 'Excluído depois'] as const;

type HistoryRow = HistoryJson['items'][number];

const isAction = (action: string): action is AuditAction => AUDIT_ACTIONS.some((known) => known === action);

const record = (row: HistoryRow): string[] => [
  csvDate(new Date(row.at)),
  row.actor?.name ?? 'Sistema',
  isAction(row.action) ? AUDIT_ACTION_LABELS[row.action] : row.action,
  row.subject.name ?? '',
  row.subject.cycle === null ? '' : String(row.subject.cycle),
  row.removed ? 'Sim' : 'Não',
];

export function historyCsvStream(db: Db, filter: AuditFilter): Stringifier {
  let page = 0;
  const rows = batchedRows<HistoryRow>(async (_after, limit) => {
    const { items } = await listHistory(db, { page, pageSize: limit }, filter);
    page += 1;
    return items;
  });
  return csvStream(HISTORY_CSV_HEADER, rows, record);
}
