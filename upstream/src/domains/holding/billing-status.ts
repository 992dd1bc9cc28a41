/**
 * Status Faturamento (docs/product.md §11.1, §5.3): every bill for the holding and admins, with
 * counts and totals per status, a status filter, a search by payee or producer, paging, and
 * setting a bill to Closed. Reads and writes finance's `bills` (docs/architecture.md, domain map:
 * holding "writes finance's `bills` status"); it imports nothing from the finance module, and
 * reads the bill's columns and JSON head from the kernel (kernel/bill-columns.ts) as finance does.
 */
import { type RawBuilder, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import { BILL_STATUSES, type BillStatus } from '../../db/finance-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { BILL_COLUMNS, type BillHeadJson, toBillHead } from '../../kernel/bill-columns.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { type Page, toInt, withStatuses } from '../../kernel/paging.ts';
import { anyOf } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';

/** Longest `search` accepted: a payee's or producer's name fits easily. */
export const HOLDING_SEARCH_MAX = 100;

/**
 * Bills a holding may close: not while an invoice is queued or checked (a job owns them), and
 * never once paid or closed (docs/product.md §5.3 "A payment can be set to Closed").
 */
export const CLOSABLE_STATUSES: readonly BillStatus[] = ['Open', 'Error', 'PaymentError', 'Ready'];

export const HOLDING_BILL_MESSAGES = {
  billNotFound: 'Fatura não encontrada.',
  notClosable: 'Esta fatura não pode ser fechada no status atual.',
  notApprovable: 'Só a nota de uma fatura em "Processando NF" pode ser aprovada.',
  statusValue: 'Valor inválido para status: use Closed.',
} as const;

/** A bill as Status Faturamento lists it: the bill's head, as finance's lists start theirs. */
export type HoldingBillJson = BillHeadJson;

export interface HoldingBillFilter {
  statuses: readonly BillStatus[];
  /** Trimmed; empty for no search. */
  search: string;
  /** Bills of the cycles that end from this instant (inclusive)… */
  from?: Date;
  /** …and start before this one (exclusive): the cycles the period overlaps, as Faturamento's. */
  to?: Date;
}

/** 'Maria  Sobral' → 'maria:* & sobral:*' (every word as a prefix); null without letters or digits. */
const prefixQuery = (text: string): string | null => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
};

/**
 * Bills whose payee (affiliate or unit) or producer has every searched word as a name prefix.
 * The names are matched first in their own tables (the GIN name indexes of migrations 0006 and
 * 0007 serve them), so the bills query receives id lists its indexes serve.
 */
async function searchCondition(db: Db, search: string): Promise<RawBuilder<boolean>> {
  const words = prefixQuery(search);
  if (!words) return sql<boolean>`true`;
  const named = (table: 'users' | 'organisations' | 'producers') =>
    db
      .selectFrom(table)
      .select('id')
      .where(sql<boolean>`to_tsvector('simple', name) @@ to_tsquery('simple', ${words})`)
      .execute();
  const [users, units, producers] = await Promise.all([
    named('users'),
    named('organisations'),
    named('producers'),
  ]);
  const parts: RawBuilder<unknown>[] = [];
  const ids = (rows: { id: string }[]) => sql.join(rows.map((row) => row.id));
  if (users.length > 0) parts.push(sql`(bills.side = 'affiliate' and bills.user_id in (${ids(users)}))`);
  if (units.length > 0) parts.push(sql`(bills.side = 'branch' and bills.unit_id in (${ids(units)}))`);
  if (producers.length > 0) parts.push(sql`bills.producer_id in (${ids(producers)})`);
  return anyOf(parts);
}

function joinedBills(db: Db) {
  return db
    .selectFrom('bills')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .innerJoin('producers', 'producers.id', 'bills.producer_id')
    .leftJoin('users as payee_user', 'payee_user.id', 'bills.user_id')
    .leftJoin('organisations as payee_unit', 'payee_unit.id', 'bills.unit_id')
    .select(BILL_COLUMNS);
}

/** Bills of the commercial cycles the period overlaps (a cycle is a week: a handful of ids). */
async function periodCondition(db: Db, { from, to }: HoldingBillFilter): Promise<RawBuilder<boolean>> {
  if (!from && !to) return sql<boolean>`true`;
  const cycles = await db
    .selectFrom('commercial_cycles')
    .select('id')
    .$if(Boolean(from), (query) => query.where('ends_at', '>=', from as Date))
    .$if(Boolean(to), (query) => query.where('starts_at', '<', to as Date))
    .execute();
  return cycles.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`bills.cycle_id in (${sql.join(cycles.map((c) => c.id))})`;
}

/** One page of every bill, newest cycle first (then by id, so pages never overlap). */
export async function listHoldingBills(
  db: Db,
  request: { page: number; pageSize: number },
  filter: HoldingBillFilter,
): Promise<Page<HoldingBillJson>> {
  const [searched, inPeriod] = await Promise.all([
    searchCondition(db, filter.search),
    periodCondition(db, filter),
  ]);
  const condition = withStatuses(sql<boolean>`(${searched} and ${inPeriod})`, 'bills', filter.statuses);
  const [rows, counted] = await Promise.all([
    joinedBills(db)
      .where(condition)
      .orderBy('cycle.number', 'desc')
      .orderBy('bills.id', 'desc')
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    db
      .selectFrom('bills')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toBillHead), totalRows: toInt(counted.n), ...request };
}

export interface BillStatusStat {
  status: BillStatus;
  count: number;
  value: number;
}

/** Count and total (cents) per status, every status listed: the totals migration 0003 keeps. */
export async function holdingBillStats(db: Db): Promise<BillStatusStat[]> {
  const rows = await db
    .selectFrom('bill_status_totals')
    .select(['status', 'bills as count', 'value_cents as value'])
    .execute();
  return BILL_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: toInt(row?.count), value: toInt(row?.value) };
  });
}

export async function findHoldingBill(db: Db, id: string): Promise<HoldingBillJson | null> {
  if (!isUuid(id)) return null;
  const row = await joinedBills(db).where('bills.id', '=', id).executeTakeFirst();
  return row ? toBillHead(row) : null;
}

export type CloseResult =
  | { kind: 'closed'; bill: HoldingBillJson }
  | { kind: 'missing' }
  | { kind: 'refused' };

/** Approving a note: Processing → Ready (issue #33), with the Ready status message. */
export const READY_MESSAGE = 'Nota fiscal aprovada. Pagamento previsto para o próximo ciclo financeiro.';

/** A holding's move of one bill: from which statuses, to which, and how the audit names it. */
interface HoldingMove {
  to: 'Closed' | 'Ready';
  from: readonly BillStatus[];
  action: 'bill.closed' | 'bill.invoice_approved';
}

export const CLOSE_MOVE: HoldingMove = { to: 'Closed', from: CLOSABLE_STATUSES, action: 'bill.closed' };
export const APPROVE_MOVE: HoldingMove = {
  to: 'Ready',
  from: ['Processing'],
  action: 'bill.invoice_approved',
};

/**
 * Moves a bill when its status allows it (closing it, or approving its invoice). The status is
 * checked in the UPDATE itself, so a job moving the bill at the same moment cannot be overwritten.
 */
export async function moveHoldingBill(
  db: Db,
  id: string,
  actorId: string,
  move: HoldingMove,
): Promise<CloseResult> {
  if (!isUuid(id)) return { kind: 'missing' };
  // The event and the audit row are recorded with the change (docs/integrators.md §7, outbox;
  // kernel/audit.ts): one transaction.
  const updated = await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('bills')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .updateTable('bills')
      .set({
        status: move.to,
        updated_at: new Date(),
        ...(move.to === 'Ready' ? { status_message: READY_MESSAGE, error_message: null } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', move.from)
      .returning(['id', 'user_id', 'unit_id'])
      .executeTakeFirst();
    if (!row) return row;
    await recordBillEvents(trx, ['bill.status_changed'], [row], move.to);
    await recordAudit(trx, {
      actorId,
      action: move.action,
      entity: 'bill',
      entityId: row.id,
      before: { status: before?.status },
      after: { status: move.to },
    });
    return row;
  });
  const bill = await findHoldingBill(db, id);
  if (!bill) return { kind: 'missing' };
  return updated ? { kind: 'closed', bill } : { kind: 'refused' };
}

/** Sets a bill to Closed when its status allows it. */
export const closeHoldingBill = (db: Db, id: string, actorId: string): Promise<CloseResult> =>
  moveHoldingBill(db, id, actorId, CLOSE_MOVE);
