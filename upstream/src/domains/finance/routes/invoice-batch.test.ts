import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { billOf, FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { BATCH_PATH, integratedOpenBills, invoiceCounts, settled } from '../../../testing/invoice-batch.ts';
import { INVOICE_MESSAGES } from '../bill-invoice.ts';
import { BATCH_MESSAGES, type InvoiceBatchView } from '../invoice-batch.ts';
import { runInvoiceJob } from '../invoice-batch-worker.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch, affiliated } = DEMO_USERS;
const taken = new Set<string>();

const start = (username: string, billIds: unknown) =>
  call<InvoiceBatchView & { detail?: string }>(username, BATCH_PATH, { json: { billIds } });
const read = async (batchId: string) =>
  (await call<InvoiceBatchView>(holding.username, `${BATCH_PATH}/${batchId}`)).body;
const statusOf = async (billId: string) =>
  up()
    .db.selectFrom('bills')
    .select(['status', 'error_message'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();

describe('batch invoice generation (docs/product.md §11.1)', () => {
  it('moves the chosen bills to Enqueued at once, then each to Ready with one invoice', async () => {
    const billIds = await integratedOpenBills(up().db, 3, taken);
    const res = await start(holding.username, billIds);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ total: 3, skippedBillIds: [] });
    // The answer is written before any job can have finished: every bill was Enqueued with it.
    const batch = await settled(() => read(res.body.id));
    expect(batch).toMatchObject({ state: 'done', total: 3, queued: 0, running: 0, done: 3, failed: 0 });
    for (const billId of billIds) expect((await statusOf(billId)).status).toBe('Ready');
    const counts = await invoiceCounts(up().db, billIds);
    expect(billIds.map((id) => counts.get(id))).toEqual([1, 1, 1]);
    const invoice = await up().portal(`${FIN}/bills/${billIds[0]}/invoice`, {
      token: await up().login(holding.username),
    });
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  it('ends a bill whose account has no integration in Error with the reason, never dropped', async () => {
    const [good] = await integratedOpenBills(up().db, 1, taken);
    const bad = await billOf(up, { username: affiliated.username }, 'Open');
    const res = await start(holding.username, [good, bad]);
    const batch = await settled(() => read(res.body.id));
    expect(batch).toMatchObject({ state: 'failed', total: 2, done: 1, failed: 1 });
    expect(batch.items.find((item) => item.billId === bad)).toEqual({
      billId: bad,
      state: 'failed',
      errorMessage: INVOICE_MESSAGES.notIntegrated,
    });
    expect(await statusOf(bad)).toEqual({ status: 'Error', error_message: INVOICE_MESSAGES.notIntegrated });
    expect((await invoiceCounts(up().db, [bad])).get(bad)).toBeUndefined();
    // The payee's e-mails, written with each step: in analysis, then refused with the same reason.
    const mails = await up()
      .db.selectFrom('mail_messages')
      .select(['data'])
      .where('template', '=', 'bill-status')
      .where(sql<boolean>`data->>'billId' = ${bad}`)
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.data)).toEqual([
      expect.objectContaining({ status: 'Processing' }),
      expect.objectContaining({ status: 'Error', reason: INVOICE_MESSAGES.notIntegrated }),
    ]);
  });

  it('makes one invoice when generation is started twice for one bill', async () => {
    const [billId = ''] = await integratedOpenBills(up().db, 1, taken);
    const [first, second] = await Promise.all([
      start(holding.username, [billId]),
      start(admin.username, [billId]),
    ]);
    const statuses = [first.status, second.status].sort();
    // Whichever locked the bill first enqueued it; the other found it no longer awaiting an invoice.
    expect(statuses).toEqual([202, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.detail).toBe(BATCH_MESSAGES.nothingToGenerate);
    const winner = first.status === 202 ? first : second;
    await settled(() => read(winner.body.id));
    // Started again once Ready: refused, and a job run again for the same item changes nothing.
    expect((await start(holding.username, [billId])).status).toBe(409);
    const item = await up()
      .db.selectFrom('invoice_batch_items')
      .select('id')
      .where('bill_id', '=', billId)
      .executeTakeFirstOrThrow();
    await runInvoiceJob(up().db, { itemId: item.id, billId }, false);
    expect((await invoiceCounts(up().db, [billId])).get(billId)).toBe(1);
    // The unique index is the last line: a second invoice for the item cannot be stored.
    await expect(
      up()
        .db.insertInto('invoices')
        .values({ bill_id: billId, source: 'DMEI', pdf: Buffer.from('%PDF'), batch_item_id: item.id })
        .execute(),
    ).rejects.toThrow(/invoices_batch_item/);
  });

  it('skips chosen bills that are not awaiting an invoice and names them', async () => {
    const [open = ''] = await integratedOpenBills(up().db, 1, taken);
    const paid = await billOf(up, { username: affiliated.username }, 'Paid');
    const res = await start(holding.username, [open, paid]);
    expect(res.body).toMatchObject({ total: 1, skippedBillIds: [paid] });
    expect((await statusOf(paid)).status).toBe('Paid');
    await settled(() => read(res.body.id));
  });

  it('is for the holding and admins only', async () => {
    const [billId = ''] = await integratedOpenBills(up().db, 1, taken);
    for (const username of [branch.username, affiliated.username]) {
      expect((await start(username, [billId])).status).toBe(403);
    }
    expect((await statusOf(billId)).status).toBe('Open');
    const res = await start(holding.username, [billId]);
    expect((await call(branch.username, `${BATCH_PATH}/${res.body.id}`)).status).toBe(403);
    await settled(() => read(res.body.id));
  });

  it('refuses a bad choice with a 400 and an unknown bill or batch with a 404', async () => {
    expect((await start(holding.username, [])).body.detail).toBe(BATCH_MESSAGES.noBills);
    expect((await start(holding.username, ['x'])).body.detail).toBe(BATCH_MESSAGES.invalidId);
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await start(holding.username, many)).body.detail).toBe(BATCH_MESSAGES.tooMany);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await start(holding.username, [unknown])).status).toBe(404);
    expect((await call(holding.username, `${BATCH_PATH}/${unknown}`)).status).toBe(404);
  });
});
