/**
 * E-mails enviados (docs/mail.md "The holding sees what was sent"): the outbox read as a delivery
 * list (to whom, what, when, state, why it failed), its CSV, and the resend of a failed message.
 * A resend puts the same row back in the queue, so it keeps its Message-ID: it is the same message,
 * never a second one (the receiver that somehow got an earlier attempt shows it once).
 */
import {
  MAIL_DELIVERY_MESSAGES,
  MAIL_DELIVERY_STATE_LABELS,
  type MailDeliveryState,
  mailTemplateLabel,
} from '@portal/schema';
import { stringify } from 'csv-stringify';
import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MailMessagesTable } from '../../db/mail-types.ts';
import type { Database } from '../../db/types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type Page, toInt } from '../../kernel/paging.ts';
import { containsPattern } from '../../kernel/params.ts';

export interface DeliveryFilter {
  /** A piece of the recipient's address, case folded. */
  search?: string;
  state?: MailDeliveryState;
  template?: string;
  /** The period [from, to) the message was written in. */
  from?: Date;
  to?: Date;
}

export interface DeliveryJson {
  id: string;
  recipient: string;
  template: string;
  subject: string | null;
  state: MailDeliveryState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

type Eb = ExpressionBuilder<Database, 'mail_messages'>;

/** `pending` splits in two for a person: not tried yet (queued) or retrying after a failure (deferred). */
const STATE_CONDITIONS: Record<MailDeliveryState, (eb: Eb) => Expression<SqlBool>> = {
  queued: (eb) => eb.and([eb('state', '=', 'pending'), eb('last_error', 'is', null)]),
  deferred: (eb) => eb.and([eb('state', '=', 'pending'), eb('last_error', 'is not', null)]),
  sent: (eb) => eb('state', '=', 'sent'),
  failed: (eb) => eb('state', '=', 'failed'),
};

const matching = (filter: DeliveryFilter) => (eb: Eb) => {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search)
    conditions.push(eb(sql`lower(recipient)`, 'like', containsPattern(filter.search.toLowerCase())));
  if (filter.state) conditions.push(STATE_CONDITIONS[filter.state](eb));
  if (filter.template) conditions.push(eb('template', '=', filter.template));
  if (filter.from) conditions.push(eb('created_at', '>=', filter.from));
  if (filter.to) conditions.push(eb('created_at', '<', filter.to));
  return eb.and(conditions);
};

const stateOf = (row: { state: string; last_error: string | null }): MailDeliveryState =>
  row.state === 'sent' ? 'sent' : row.state === 'failed' ? 'failed' : row.last_error ? 'deferred' : 'queued';

const COLUMNS = [
  'id',
  'recipient',
  'template',
  'subject',
  'state',
  'attempts',
  'last_error',
  'created_at',
  'updated_at',
  'sent_at',
] as const;

type Row = Pick<Selectable<MailMessagesTable>, (typeof COLUMNS)[number]>;

/**
 * A subject as the holding may read it: the accreditation's subject carries the person's code
 * ('Seu código de verificação: 693272', so it shows in the inbox's list), and whoever reads the
 * list must never be able to finish someone else's registration with it. Runs of 4 or more digits
 * are masked; the stored subject and the e-mail itself keep them.
 */
export const shownSubject = (subject: string | null): string | null =>
  subject === null ? null : subject.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));

const toJson = (row: Row): DeliveryJson => ({
  id: row.id,
  recipient: row.recipient,
  template: row.template,
  subject: shownSubject(row.subject),
  state: stateOf(row),
  attempts: toInt(row.attempts),
  last_error: row.last_error,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
});

/** One page, newest first; the count and the page in two queries whatever the page size. */
export async function listDeliveries(
  db: Db,
  request: { page: number; pageSize: number },
  filter: DeliveryFilter,
): Promise<Page<DeliveryJson>> {
  const where = matching(filter);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('mail_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_messages')
      .select([...COLUMNS])
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(toJson),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

export const countDeliveries = async (db: Db, filter: DeliveryFilter): Promise<number> =>
  toInt(
    (
      await db
        .selectFrom('mail_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(matching(filter))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const CSV_HEADER = [
  'Para',
  'E-mail',
  'Assunto',
  'Criado em',
  'Enviado em',
  'Situação',
  'Tentativas',
  'Motivo',
];

const FORTALEZA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Fortaleza',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const when = (value: string | null) => (value ? FORTALEZA.format(new Date(value)).replace(',', '') : '');

/** Rows read per query while streaming the CSV. */
const CSV_BATCH = 1000;

/** The list as CSV in pt-BR conventions (BOM, `;`, dd/mm/aaaa HH:mm), newest first, in batches. */
export function deliveriesCsv(db: Db, filter: DeliveryFilter) {
  const csv = stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    header: true,
    columns: CSV_HEADER,
  });
  void (async () => {
    try {
      let cursor: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const rows: Row[] = await db
          .selectFrom('mail_messages')
          .select([...COLUMNS])
          .where(matching(filter))
          .$if(cursor !== null, (qb) =>
            qb.where(sql<boolean>`(created_at, id) < (${cursor?.createdAt}, ${cursor?.id}::uuid)`),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(CSV_BATCH)
          .execute();
        for (const row of rows.map(toJson)) {
          const ok = csv.write([
            row.recipient,
            mailTemplateLabel(row.template),
            row.subject ?? '',
            when(row.created_at),
            when(row.sent_at),
            MAIL_DELIVERY_STATE_LABELS[row.state],
            String(row.attempts),
            row.last_error ?? '',
          ]);
          if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
        }
        const last = rows.at(-1);
        if (rows.length < CSV_BATCH || !last) break;
        cursor = { createdAt: new Date(last.created_at), id: last.id };
      }
      csv.end();
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return csv;
}

/**
 * Puts a failed message back in the queue (the dispatcher sends it again), with its audit row, in
 * one transaction. The row keeps its id, so its Message-ID; its data (the code, the link) is the
 * one written with the event: a code that expired meanwhile is still expired.
 */
export async function resendDelivery(db: Db, id: string, actorId: string): Promise<DeliveryJson> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mail_messages')
      .select([...COLUMNS])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, MAIL_DELIVERY_MESSAGES.notFound);
    if (row.state !== 'failed') throw new HttpError(409, MAIL_DELIVERY_MESSAGES.notFailed);
    const updated = await trx
      .updateTable('mail_messages')
      .set({ state: 'pending', last_error: null, queued_at: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'mail.resent',
      entity: 'mail',
      entityId: id,
      before: {
        recipient: row.recipient,
        template: row.template,
        state: 'failed',
        lastError: row.last_error,
      },
      after: { recipient: row.recipient, template: row.template, state: 'pending' },
    });
    return toJson(updated);
  });
}
