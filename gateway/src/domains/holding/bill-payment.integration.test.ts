/**
 * Registrar pagamento against the real upstream (issue #30): the holding records a READY bill as
 * paid, an admin another as a failed payment with its reason; any other status is a CONFLICT with
 * upstream's pt-BR reason; a branch is FORBIDDEN; the input rule answers before any upstream call.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const BILL = 'id status cycle value payeeName errorMessage';
const READY = `query { holdingBills(status: READY, pageSize: 3) { items { ${BILL} } } }`;
const PAY = `mutation ($id: ID!, $outcome: BillPaymentOutcome!, $reason: String) {
  recordBillPayment(billingId: $id, outcome: $outcome, reason: $reason) { ${BILL} }
}`;

interface Bill {
  id: string;
  status: string;
  errorMessage: string | null;
}

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const pay = async (user: string, variables: Record<string, unknown>) =>
  stack().gateway.gql<{ recordBillPayment: Bill }>(PAY, { token: await tokenOf(user), variables });

describe('recordBillPayment through the gateway', () => {
  it('records paid and failed payments, then refuses a bill no longer READY', async () => {
    const ready = await stack().gateway.gql<{ holdingBills: { items: Bill[] } }>(READY, {
      token: await tokenOf('holding'),
    });
    const [first, second] = ready.body.data?.holdingBills.items ?? [];
    expect(first && second).toBeDefined();

    const paid = await pay('holding', { id: first?.id, outcome: 'PAID', reason: 'ignorado' });
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.recordBillPayment).toMatchObject({
      id: first?.id,
      status: 'PAID',
      errorMessage: null,
    });

    const failed = await pay('admin', { id: second?.id, outcome: 'FAILED', reason: '  Conta encerrada. ' });
    expect(failed.body.data?.recordBillPayment).toMatchObject({
      status: 'PAYMENT_ERROR',
      errorMessage: 'Conta encerrada.',
    });

    const again = await pay('holding', { id: first?.id, outcome: 'PAID' });
    expect(again.body.errors?.[0]).toMatchObject({
      message:
        'O pagamento só pode ser registrado para faturas com status "NF ok, aguardando pagamento". Esta fatura está com status "Pago".',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('is forbidden to a branch, and checks the reason before any upstream call', async () => {
    const branch = await pay('unidade', { id: '00000000-0000-4000-8000-000000000000', outcome: 'PAID' });
    expect(branch.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = await pay('holding', { id: '00000000-0000-4000-8000-000000000000', outcome: 'FAILED' });
    expect(noReason.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'reason', message: MESSAGES.paymentReasonRequired }],
    });
    const short = await pay('holding', {
      id: '00000000-0000-4000-8000-000000000000',
      outcome: 'FAILED',
      reason: ' ab ',
    });
    expect(short.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'reason', message: MESSAGES.paymentReasonLength },
    ]);
  });
});
