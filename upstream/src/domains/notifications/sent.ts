/**
 * Notificação ED's sent list under its toolbar (docs/product.md §8.6, issue #29): the notifications
 * sent so far, newest first, one page at a time, searched in the title and the message (case and
 * accents ignored), of one type, sent within a period of whole Fortaleza days; and the same rows as
 * a pt-BR CSV stream (kernel/csv.ts), read CSV_BATCH rows at a time by keyset (created_at, id).
 */
import type { Stringifier } from 'csv-stringify';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { EdNotificationAudience, NotificationType } from '../../db/types.ts';
import { batchedRows, csvDate, csvStream } from '../../kernel/csv.ts';
import { type Page, toInt } from '../../kernel/paging.ts';
import { containsPattern } from '../../kernel/params.ts';
import type { EdNotificationItem } from './queries.ts';

export interface SentEdFilter {
  /** Trimmed; '' for none. */
  search: string;
  types: readonly NotificationType[];
  /** [from, to): `to` is the start of the day after the period's last. */
  from?: Date;
  to?: Date;
}

interface Row {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  created_at: Date;
  audience: EdNotificationAudience;
  audience_unit_id: string | null;
  unit_name: string | null;
  recipients: number;
}

function condition({ search, types, from, to }: SentEdFilter): RawBuilder<boolean> {
  const pattern = containsPattern(search);
  return sql<boolean>`true
    ${search ? sql`and (fold_name(ed.title) like fold_name(${pattern}) or fold_name(ed.message) like fold_name(${pattern}))` : sql``}
    ${types.length > 0 ? sql`and ed.type in (${sql.join(types)})` : sql``}
    ${from ? sql`and ed.created_at >= ${from}` : sql``}
    ${to ? sql`and ed.created_at < ${to}` : sql``}`;
}

/** The rows `filter` keeps after `keyset`, newest first (then by id, downwards, so the keyset reads it in order). */
const selectRows = (filter: SentEdFilter, keyset: RawBuilder<unknown>, limit: number, offset = 0) =>
  sql<Row>`
    select ed.id, ed.title, ed.message, ed.type, ed.created_at, ed.audience, ed.audience_unit_id,
      unit.name as unit_name,
      (select count(*)::int from notifications where notifications.ed_notification_id = ed.id) as recipients
    from ed_notifications ed left join organisations unit on unit.id = ed.audience_unit_id
    where ${condition(filter)} and ${keyset}
    order by ed.created_at desc, ed.id desc
    limit ${limit} offset ${offset}`;

/** How many sent notifications `filter` keeps (the page's total, the CSV's X-Report-Rows). */
export async function countSentEdNotifications(db: Db, filter: SentEdFilter): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`
    select count(*) as n from ed_notifications ed where ${condition(filter)}`.execute(db);
  return toInt(rows[0]?.n);
}

/** One page of the sent notifications under `filter`, as the whole list's items are shaped. */
export async function pageSentEdNotifications(
  db: Db,
  request: { page: number; pageSize: number },
  filter: SentEdFilter,
): Promise<Page<EdNotificationItem>> {
  const [{ rows }, totalRows] = await Promise.all([
    selectRows(filter, sql`true`, request.pageSize, request.page * request.pageSize).execute(db),
    countSentEdNotifications(db, filter),
  ]);
  return {
    items: rows.map(({ created_at, unit_name: _unit, ...row }) => ({
      ...row,
      date: created_at.toISOString(),
    })),
    totalRows,
    ...request,
  };
}

export const SENT_ED_CSV_HEADER = [
  'Título',
  'Mensagem',
  'Tipo',
  'Público',
  'Destinatários',
  'Enviada em',
] as const;

/** The types and audiences as the screen says them (web edNotificationValues.ts). */
const TYPE_TEXT: Record<NotificationType, string> = {
  INFO: 'Informação',
  SUCCESS: 'Sucesso',
  WARN: 'Atenção',
  ERROR: 'Erro',
};
const audienceText = (row: Row): string =>
  row.audience === 'UNIT'
    ? (row.unit_name ?? 'Uma unidade')
    : row.audience === 'EDS'
      ? 'EDs escolhidos'
      : 'Todos os EDs';

/** The sent notifications under `filter` as a pt-BR CSV stream, newest first. */
export function sentEdNotificationsCsv(db: Db, filter: SentEdFilter): Stringifier {
  const rows = batchedRows<Row>(async (after, limit) => {
    const keyset = after ? sql`(ed.created_at, ed.id) < (${after.created_at}, ${after.id}::uuid)` : sql`true`;
    return (await selectRows(filter, keyset, limit).execute(db)).rows;
  });
  return csvStream(SENT_ED_CSV_HEADER, rows, (row) => [
    row.title,
    row.message,
    TYPE_TEXT[row.type],
    audienceText(row),
    String(row.recipients),
    csvDate(row.created_at),
  ]);
}
