/** Helpers for the batch invoice generation tests: integrated bills made Open, batch polling, invoice counts. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/connection.ts';
import { organisationId } from '../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import type { InvoiceBatchView } from '../domains/finance/invoice-batch.ts';
import { FIN } from './finance.ts';

export const BATCH_PATH = `${FIN}/bills/invoices/batch-generate`;

/**
 * `count` bills of the integrated accounts (agente@ on DMEI, its agency on BBP), set to Open and
 * without an invoice and never chosen before (`taken` remembers them across tests of one file).
 */
export async function integratedOpenBills(db: Db, count: number, taken: Set<string>): Promise<string[]> {
  const rows = await db
    .selectFrom('bills')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('side', '=', 'affiliate'), eb('user_id', '=', userId(DEMO_USERS.agent.username))]),
        eb.and([eb('side', '=', 'branch'), eb('unit_id', '=', organisationId('agency'))]),
      ]),
    )
    .where('status', 'not in', ['Enqueued', 'Processing'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.bill_id', '=', 'bills.id'))),
    )
    .orderBy('id')
    .execute();
  const ids = rows
    .map((row) => row.id)
    .filter((id) => !taken.has(id))
    .slice(0, count);
  if (ids.length < count) throw new Error(`only ${ids.length} integrated bills left`);
  for (const id of ids) taken.add(id);
  await db.updateTable('bills').set({ status: 'Open', error_message: null }).where('id', 'in', ids).execute();
  return ids;
}

/** Invoices per bill among `billIds` (bills without one are absent). */
export async function invoiceCounts(db: Db, billIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['bill_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('bill_id', 'in', billIds)
    .groupBy('bill_id')
    .execute();
  return new Map(rows.map((row) => [row.bill_id, Number(row.n)]));
}

/** Polls `read` until the batch is finished (done or failed). */
export async function settled(
  read: () => Promise<InvoiceBatchView>,
  timeoutMs = 20_000,
): Promise<InvoiceBatchView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await read();
    if (batch.state === 'done' || batch.state === 'failed') return batch;
    expect(Date.now(), `batch ${batch.id} still ${batch.state}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `count` new Open bills, copies of one bill of agente@ (integrated with DMEI), so every one can be
 * issued: for tests and benches that need more bills than the seed has.
 */
export async function newIntegratedBills(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into bills (side, user_id, unit_id, cycle_id, producer_id, status, value_cents)
    select b.side, b.user_id, b.unit_id, b.cycle_id, b.producer_id, 'Open', b.value_cents + g
    from (select * from bills where side = 'affiliate' and user_id = ${userId(DEMO_USERS.agent.username)}
          order by id limit 1) b, generate_series(1, ${count}) g
    returning id`.execute(db);
  return rows.map((row) => row.id);
}
