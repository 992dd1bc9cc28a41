/**
 * Batch invoice generation (docs/product.md §11.1): the holding or an admin chooses bills; each
 * chosen Open or Error bill moves to Enqueued at once, in the same transaction that writes the
 * batch, its items and one pg-boss job per bill (so a bill is never Enqueued without a job, nor a
 * job left without its bill). The worker (invoice-batch-worker.ts) moves each bill through
 * Processing to Ready or Error. The batch's state is read back from its items.
 */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { BatchItemState } from '../../db/finance-types.ts';
import { executorOf, type JobQueue } from '../../jobs/queue.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { INVOICE_SENDABLE, STATUS_MESSAGES } from './labels.ts';

/** The pg-boss queue of invoice generation: one job per bill. */
export const INVOICE_QUEUE = 'invoice-generation';

/** A screen's page at most (docs/product.md §14.1). */
export const BATCH_MAX_BILLS = 100;

export const BATCH_MESSAGES = {
  noBills: 'Escolha ao menos uma fatura.',
  tooMany: `Escolha no máximo ${BATCH_MAX_BILLS} faturas.`,
  invalidId: 'Identificador de fatura inválido.',
  billNotFound: 'Fatura não encontrada.',
  nothingToGenerate:
    'Nenhuma das faturas escolhidas está aguardando nota fiscal (status "Esperando NF" ou "Erro").',
  batchNotFound: 'Processo de emissão de notas não encontrado.',
} as const;

export type BatchState = 'queued' | 'running' | 'done' | 'failed';

export interface BatchItemView {
  billId: string;
  state: BatchItemState;
  errorMessage: string | null;
}

export interface InvoiceBatchView {
  id: string;
  state: BatchState;
  createdAt: Date;
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  items: BatchItemView[];
  /** Chosen bills left out because they were not awaiting an invoice (already enqueued, paid…). */
  skippedBillIds: string[];
}

/** The ids of the body, distinct, validated; a 400 names the first problem. */
export function readBillIds(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new HttpError(400, BATCH_MESSAGES.noBills);
  if (!raw.every((id): id is string => typeof id === 'string' && isUuid(id))) {
    throw new HttpError(400, BATCH_MESSAGES.invalidId);
  }
  const ids = [...new Set(raw.map((id) => id.toLowerCase()))];
  if (ids.length > BATCH_MAX_BILLS) throw new HttpError(400, BATCH_MESSAGES.tooMany);
  return ids;
}

/**
 * Starts generation for the chosen bills the holding reads (all of them, docs/product.md §5.3):
 * a 404 when one does not exist, a 409 when none awaits an invoice. Bills already enqueued or
 * past Open/Error are left out and named in `skippedBillIds` (starting twice is harmless).
 */
export async function startInvoiceBatch(
  db: Db,
  queue: JobQueue,
  billIds: readonly string[],
  userId: string,
): Promise<InvoiceBatchView> {
  const { batchId, chosen } = await inTransaction(db, async (trx) => {
    const bills = await trx
      .selectFrom('bills')
      .select(['id', 'status'])
      .where('id', 'in', billIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (bills.length !== billIds.length) throw new HttpError(404, BATCH_MESSAGES.billNotFound);
    const chosen = bills.filter((bill) => INVOICE_SENDABLE.includes(bill.status)).map((bill) => bill.id);
    if (chosen.length === 0) throw new HttpError(409, BATCH_MESSAGES.nothingToGenerate);
    const batch = await trx
      .insertInto('invoice_batches')
      .values({ requested_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await trx
      .insertInto('invoice_batch_items')
      .values(chosen.map((billId) => ({ batch_id: batch.id, bill_id: billId })))
      .returning(['id', 'bill_id'])
      .execute();
    const enqueued = await trx
      .updateTable('bills')
      .set({
        status: 'Enqueued',
        status_message: STATUS_MESSAGES.Enqueued,
        error_message: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', 'in', chosen)
      .returning(['id', 'user_id', 'unit_id'])
      .execute();
    // docs/integrators.md §7: each bill tells its owners' integrators (the person, or the unit's
    // branch users), in this transaction.
    await recordBillEvents(trx, ['bill.status_changed'], enqueued, 'Enqueued');
    await recordAudit(trx, {
      actorId: userId,
      action: 'invoice_batch.started',
      entity: 'invoice_batch',
      entityId: batch.id,
      before: { bills: bills.filter((bill) => chosen.includes(bill.id)) },
      after: { status: 'Enqueued', billIds: chosen },
    });
    // The business key is the bill: the queue's 'stately' policy keeps one queued and one active
    // job per key, on top of the items' one-unfinished-item-per-bill index.
    await queue.insert(
      items.map((item) => ({
        name: INVOICE_QUEUE,
        data: { itemId: item.id, billId: item.bill_id },
        singletonKey: item.bill_id,
      })),
      { db: executorOf(trx) },
    );
    return { batchId: batch.id, chosen };
  });
  const view = await invoiceBatch(db, batchId);
  if (!view) throw new Error(`batch ${batchId} vanished after its creation`);
  return { ...view, skippedBillIds: billIds.filter((id) => !chosen.includes(id)) };
}

function stateOf(counts: Record<BatchItemState, number>): BatchState {
  if (counts.queued + counts.running === 0) return counts.failed > 0 ? 'failed' : 'done';
  return counts.running + counts.done + counts.failed > 0 ? 'running' : 'queued';
}

/** A batch with its counts and items, or null when it does not exist. */
export async function invoiceBatch(db: Db, batchId: string): Promise<InvoiceBatchView | null> {
  if (!isUuid(batchId)) return null;
  const batch = await db
    .selectFrom('invoice_batches')
    .select(['id', 'created_at'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) return null;
  const rows = await db
    .selectFrom('invoice_batch_items')
    .select(['bill_id', 'state', 'error_message'])
    .where('batch_id', '=', batchId)
    .orderBy('bill_id')
    .execute();
  const counts: Record<BatchItemState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state] += 1;
  return {
    id: batch.id,
    state: stateOf(counts),
    createdAt: batch.created_at,
    total: rows.length,
    ...counts,
    items: rows.map((row) => ({ billId: row.bill_id, state: row.state, errorMessage: row.error_message })),
    skippedBillIds: [],
  };
}
