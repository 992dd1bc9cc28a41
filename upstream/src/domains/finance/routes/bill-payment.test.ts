/**
 * The payment step (issue #30): holding and admin record a Ready bill as paid or as a failed
 * payment with its reason; the status, the bill event, the payee's e-mail and the audit row are
 * one transaction; any other status is refused (409), any other role too (403).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { BILL_PAYMENT_MESSAGES, recordBillPayment } from '../bill-payment.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch, affiliated, producer } = DEMO_USERS;

interface BillAnswer {
  id: string;
  status: string;
  error_message: string | null;
  detail?: string;
}

const pay = (username: string, billId: string, json: unknown) =>
  call<BillAnswer>(username, `${FIN}/payments/${billId}/payment`, { method: 'PUT', json });

/** Bills are taken once each: every test moves its own. */
const taken = new Set<string>();
async function billIn(
  status: 'Ready' | 'Paid',
): Promise<{ id: string; owner: string; cycle: number; value: number }> {
  const row = await up()
    .db.selectFrom('bills')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .select(['bills.id', 'bills.user_id', 'bills.value_cents', 'cycle.number'])
    .where('bills.status', '=', status)
    .where('bills.user_id', 'is not', null)
    .where('bills.id', 'not in', [...taken, '00000000-0000-4000-8000-000000000000'])
    .orderBy('bills.id')
    .executeTakeFirstOrThrow();
  taken.add(row.id);
  return { id: row.id, owner: row.user_id ?? '', cycle: row.number, value: row.value_cents };
}

const stateOf = async (billId: string) => {
  const db = up().db;
  const [bill, mails, audit, events] = await Promise.all([
    db
      .selectFrom('bills')
      .select(['status', 'error_message'])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_messages')
      .select(['user_id', 'data'])
      .where('template', '=', 'bill-status')
      .where(sql<boolean>`data->>'billId' = ${billId}`)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('entity_id', '=', billId)
      .execute(),
    db
      .selectFrom('webhook_events')
      .select(['event', 'owner_id'])
      .where(sql<boolean>`payload->>'billId' = ${billId}`)
      .execute(),
  ]);
  return { bill, mails, audit, events };
};

describe('PUT payments/{id}/payment', () => {
  it('records a Ready bill as paid: status, event, the payee e-mail with cycle and value, audit', async () => {
    const bill = await billIn('Ready');
    const res = await pay(holding.username, bill.id, { outcome: 'Paid' });
    expect(res).toMatchObject({ status: 200, body: { id: bill.id, status: 'Paid', error_message: null } });
    const state = await stateOf(bill.id);
    expect(state.bill.status).toBe('Paid');
    expect(state.mails).toEqual([
      {
        user_id: bill.owner,
        data: expect.objectContaining({
          status: 'Paid',
          billId: bill.id,
          cycle: bill.cycle,
          value: bill.value,
        }),
      },
    ]);
    expect(state.audit).toEqual([
      { action: 'bill.paid', actor_id: userId(holding.username), after: { status: 'Paid' } },
    ]);
    expect(state.events).toEqual([{ event: 'bill.status_changed', owner_id: bill.owner }]);
  });

  it('records a failed payment with its reason (admin too): the bill and the e-mail carry it', async () => {
    const bill = await billIn('Ready');
    const reason = 'Conta bancária encerrada.';
    const res = await pay(admin.username, bill.id, { outcome: 'PaymentError', reason: `  ${reason} ` });
    expect(res).toMatchObject({ status: 200, body: { status: 'PaymentError', error_message: reason } });
    const state = await stateOf(bill.id);
    expect(state.mails).toEqual([
      { user_id: bill.owner, data: expect.objectContaining({ status: 'PaymentError', reason }) },
    ]);
    expect(state.audit).toEqual([
      {
        action: 'bill.payment_failed',
        actor_id: userId(admin.username),
        after: { status: 'PaymentError', reason },
      },
    ]);
  });

  it('refuses a bill that is not Ready (409, its status named) and writes nothing', async () => {
    const bill = await billIn('Paid');
    const res = await pay(holding.username, bill.id, { outcome: 'Paid' });
    expect(res).toMatchObject({ status: 409, body: { detail: BILL_PAYMENT_MESSAGES.notPayable('Paid') } });
    expect(res.body.detail).toContain('"NF ok, aguardando pagamento"');
    expect(await stateOf(bill.id)).toMatchObject({
      bill: { status: 'Paid' },
      mails: [],
      audit: [],
      events: [],
    });
    // The bill just paid above cannot be paid twice either.
    const again = await billIn('Ready');
    expect((await pay(holding.username, again.id, { outcome: 'Paid' })).status).toBe(200);
    expect(
      (await pay(holding.username, again.id, { outcome: 'PaymentError', reason: 'Outro.' })).status,
    ).toBe(409);
  });

  it('checks the outcome and the reason (400) and answers 404 for an unknown bill', async () => {
    const bill = await billIn('Ready');
    const cases: [unknown, string][] = [
      [{ outcome: 'Closed' }, BILL_PAYMENT_MESSAGES.outcome],
      [{ outcome: 'PaymentError' }, BILL_PAYMENT_MESSAGES.reasonRequired],
      [{ outcome: 'PaymentError', reason: '   ' }, BILL_PAYMENT_MESSAGES.reasonRequired],
      [{ outcome: 'PaymentError', reason: 'ab' }, BILL_PAYMENT_MESSAGES.reasonLength],
      [{ outcome: 'PaymentError', reason: 'a'.repeat(501) }, BILL_PAYMENT_MESSAGES.reasonLength],
      [{ outcome: 'Paid', reason: 'Pago no banco.' }, BILL_PAYMENT_MESSAGES.reasonNotAllowed],
    ];
    for (const [json, detail] of cases) {
      expect(await pay(holding.username, bill.id, json)).toMatchObject({ status: 400, body: { detail } });
    }
    expect((await stateOf(bill.id)).bill.status).toBe('Ready');
    const unknown = await pay(holding.username, '00000000-0000-4000-8000-00000000abcd', { outcome: 'Paid' });
    expect(unknown).toMatchObject({ status: 404, body: { detail: BILL_PAYMENT_MESSAGES.billNotFound } });
  });

  it('is refused to every other role (403), the bill untouched', async () => {
    const bill = await billIn('Ready');
    for (const user of [branch, affiliated, producer]) {
      expect((await pay(user.username, bill.id, { outcome: 'Paid' })).status).toBe(403);
    }
    expect(await stateOf(bill.id)).toMatchObject({ bill: { status: 'Ready' }, mails: [], audit: [] });
  });

  it('writes everything in one transaction: an interruption before commit leaves nothing', async () => {
    const bill = await billIn('Ready');
    await expect(
      recordBillPayment(
        up().db,
        bill.id,
        { outcome: 'PaymentError', reason: 'Interrompido.' },
        userId(holding.username),
        { beforeCommit: () => Promise.reject(new Error('interrupted')) },
      ),
    ).rejects.toThrow('interrupted');
    expect(await stateOf(bill.id)).toEqual({
      bill: { status: 'Ready', error_message: null },
      mails: [],
      audit: [],
      events: [],
    });
  });
});
