/**
 * Batch invoice generation against the real upstream (docs/product.md §11.1): the holding starts
 * it, the chosen billings are ENQUEUED at once and the batch is polled until its jobs finish; a
 * billing whose account has no integration ends FAILED with its reason; a branch cannot start
 * one; invalid input never reaches upstream.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const GENERATION =
  'id state billingCount queued running done failed skippedBillingIds items { billingId state errorMessage }';
const START = `mutation ($ids: [ID!]!) { startInvoiceGeneration(billingIds: $ids) { ${GENERATION} } }`;
const READ = `query ($id: ID!) { invoiceGeneration(id: $id) { ${GENERATION} } }`;
const OPEN = `query ($as: AgentRole) { finance(as: $as) { openPayments { id status statusMessage } } }`;

interface Generation {
  id: string;
  state: string;
  billingCount: number;
  done: number;
  failed: number;
  skippedBillingIds: string[];
  items: { billingId: string; state: string; errorMessage: string | null }[];
}
type Billing = { id: string; status: string };

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

const openBills = async (user: string): Promise<Billing[]> => {
  const { body } = await stack().gateway.gql<{ finance: { openPayments: Billing[] } }>(OPEN, {
    token: await tokenOf(user),
  });
  return (body.data?.finance.openPayments ?? []).filter((bill) => bill.status === 'OPEN');
};

const start = async (user: string, ids: string[]) =>
  stack().gateway.gql<{ startInvoiceGeneration: Generation }>(START, {
    token: await tokenOf(user),
    variables: { ids },
  });

async function finished(id: string): Promise<Generation> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await stack().gateway.gql<{ invoiceGeneration: Generation }>(READ, {
      token: await tokenOf('holding'),
      variables: { id },
    });
    const generation = body.data?.invoiceGeneration;
    if (generation && (generation.state === 'DONE' || generation.state === 'FAILED')) return generation;
    expect(Date.now(), `generation ${id} still ${generation?.state}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('startInvoiceGeneration and invoiceGeneration', () => {
  it('generates the invoices of an integrated account, FAILED with the reason for one without', async () => {
    const [integrated] = await openBills('agente');
    const [plain] = await openBills('afiliado');
    if (!integrated || !plain) throw new Error('the seed has no open bill for agente@ or afiliado@');
    const { body } = await start('holding', [integrated.id, plain.id]);
    expect(body.errors).toBeUndefined();
    const started = body.data?.startInvoiceGeneration;
    expect(started).toMatchObject({ billingCount: 2, skippedBillingIds: [] });
    expect(['QUEUED', 'RUNNING']).toContain(started?.state);
    const done = await finished(started?.id ?? '');
    expect(done).toMatchObject({ state: 'FAILED', billingCount: 2, done: 1, failed: 1 });
    expect(done.items).toContainEqual({ billingId: integrated.id, state: 'DONE', errorMessage: null });
    expect(done.items).toContainEqual({
      billingId: plain.id,
      state: 'FAILED',
      errorMessage: 'Esta conta não possui integração para emissão de nota fiscal.',
    });
    // Neither billing awaits an invoice any more: one is READY, the other ERROR with its reason.
    expect((await openBills('agente')).map((bill) => bill.id)).not.toContain(integrated.id);
  });

  it('answers null for an unknown generation', async () => {
    const { body } = await stack().gateway.gql<{ invoiceGeneration: Generation | null }>(READ, {
      token: await tokenOf('admin'),
      variables: { id: '00000000-0000-4000-8000-000000000001' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ invoiceGeneration: null });
  });

  it('refuses a branch (FORBIDDEN), leaving the billing OPEN', async () => {
    const [bill] = await openBills('agente');
    const { body } = await start('unidade', [bill?.id ?? '']);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await openBills('agente')).map((open) => open.id)).toContain(bill?.id);
  });

  it.each([
    ['no billing', [], MESSAGES.invoiceGenerationNoBills],
    ['101 billings', Array.from({ length: 101 }, (_, i) => `bill-${i}`), MESSAGES.invoiceGenerationTooMany],
  ])('answers BAD_USER_INPUT in pt-BR for %s, without calling upstream', async (_what, ids, message) => {
    stack().recorder.reset();
    const { body } = await start('holding', ids);
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'billingIds', message }] },
    });
    expect(stack().recorder.to('batch-generate')).toEqual([]);
  });
});
