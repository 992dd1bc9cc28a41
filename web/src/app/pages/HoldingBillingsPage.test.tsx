import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '@/__generated__/types.ts';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { billing } from '@/features/finance/financeFixtures.ts';
import { CLOSE_CONFIRM_TEXT } from '@/features/holding/BillConfirms.tsx';
import { CLOSED_TEXT } from '@/features/holding/useBillActions.tsx';
import { GENERATION_FAILED_TEXT, GENERATION_STARTED_TEXT } from '@/features/holding/useBillingGeneration.ts';

const rowsOf = (statuses: BillingStatus[]) =>
  statuses.map((status, index) => ({
    ...billing(`bill-${index + 1}`, { status, cycle: 13, producerName: `Produtora ${index + 1}` }),
    payeeName: `Favorecido ${index + 1}`,
  }));

/** finance's list query for the holding: every bill, the whole page in one request. */
const billings =
  (statuses: () => BillingStatus[]): OperationHandler =>
  (variables) => ({
    data: {
      finance: {
        __typename: 'Finance',
        agentAsRole: null,
        paymentsSummary: { __typename: 'PaymentsSummary', paid: 0, awaitingInvoice: 0, processing: 0 },
        payments: {
          __typename: 'BillingPage',
          totalRows: 30,
          page: variables.page,
          pageSize: variables.pageSize,
          items: rowsOf(statuses()),
        },
      },
    },
  });

const item = (billingId: string, state: string) => ({
  __typename: 'InvoiceGenerationItem',
  billingId,
  state,
  errorMessage: state === 'FAILED' ? 'Esta conta não possui integração para emissão de nota fiscal.' : null,
});

const generation = (state: string, items: ReturnType<typeof item>[]) => ({
  __typename: 'InvoiceGeneration',
  id: 'batch-1',
  state,
  items,
  skippedBillingIds: [],
});

const table = async () => {
  await screen.findByText('Favorecido 1');
  return screen.getByRole('table', { name: 'Faturamentos' });
};
const rowOf = (list: HTMLElement, payee: string) =>
  within(list).getByText(payee).closest('tr') as HTMLElement;

describe("the holding's Faturamento (/faturamento)", () => {
  it('keeps billing details and the list page, with one request, and adds the actions', async () => {
    const { requests } = renderApp({
      path: '/faturamento?pagina=2',
      user: demoUser('holding'),
      handlers: [['Billings', billings(() => ['OPEN', 'PAID'])]],
    });
    const list = await table();
    expect(requests.map((request) => request.operationName).filter((name) => name !== 'Shell')).toEqual([
      'Billings',
    ]);
    expect(requests.find((request) => request.operationName === 'Billings')?.variables).toMatchObject({
      page: 1,
    });
    const open = rowOf(list, 'Favorecido 1');
    expect(
      within(open).getByRole('link', { name: 'Ver detalhes do faturamento do ciclo 13, Produtora 1' }),
    ).toBeInTheDocument();
    expect(
      within(open).getByRole('checkbox', {
        name: 'Selecionar a fatura do ciclo 13, Favorecido 1, Produtora 1',
      }),
    ).toBeInTheDocument();
    // A paid bill can neither be chosen nor closed.
    const paid = rowOf(list, 'Favorecido 2');
    expect(within(paid).getByRole('checkbox')).toBeDisabled();
    expect(within(paid).queryByRole('button', { name: /^Encerrar a fatura/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Status Faturamento' })).toHaveAttribute(
      'href',
      '/status-faturamento',
    );
  });

  it('starts generation for the chosen bills: Enqueued at once, then Ready or Error, then reloads', async () => {
    const events = userEvent.setup();
    let polls = 0;
    let finished = false;
    const { requests } = renderApp({
      path: '/faturamento',
      user: demoUser('holding'),
      handlers: [
        ['Billings', billings(() => (finished ? ['READY', 'ERROR', 'PAID'] : ['OPEN', 'ERROR', 'PAID']))],
        [
          'StartBillingGeneration',
          () => ({
            data: {
              startInvoiceGeneration: generation('QUEUED', [
                item('bill-1', 'QUEUED'),
                item('bill-2', 'QUEUED'),
              ]),
            },
          }),
        ],
        [
          'BillingGeneration',
          () => {
            polls += 1;
            finished = polls > 1;
            return {
              data: {
                invoiceGeneration: finished
                  ? generation('FAILED', [item('bill-1', 'DONE'), item('bill-2', 'FAILED')])
                  : generation('RUNNING', [item('bill-1', 'RUNNING'), item('bill-2', 'QUEUED')]),
              },
            };
          },
        ],
      ],
    });
    const list = await table();
    await events.click(screen.getByRole('checkbox', { name: 'Selecionar todas as faturas da página' }));
    await events.click(screen.getByRole('button', { name: 'Emitir notas (2)' }));
    expect(requests.some((request) => request.operationName === 'StartBillingGeneration')).toBe(false);
    await events.click(
      within(await screen.findByRole('alertdialog', { name: 'Emitir notas fiscais' })).getByRole('button', {
        name: 'Emitir notas',
      }),
    );
    expect(await screen.findByText(GENERATION_STARTED_TEXT)).toBeInTheDocument();
    expect(requests.find((request) => request.operationName === 'StartBillingGeneration')?.variables).toEqual(
      {
        billingIds: ['bill-1', 'bill-2'],
      },
    );
    await waitFor(() => expect(within(rowOf(list, 'Favorecido 2')).getByText('Na fila')).toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(rowOf(list, 'Favorecido 1')).getByText('NF ok, aguardando pagamento'),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf(list, 'Favorecido 2')).getByText('Erro')).toBeInTheDocument();
    // The batch over, polling stops and the list is read again.
    await waitFor(() =>
      expect(requests.filter((request) => request.operationName === 'Billings').length).toBeGreaterThan(1),
    );
    const pollsWhenDone = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(pollsWhenDone);
  });

  it('says so when generation cannot start, and the rows keep their status', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/faturamento',
      user: demoUser('holding'),
      handlers: [
        ['Billings', billings(() => ['OPEN'])],
        [
          'StartBillingGeneration',
          () => ({ errors: [{ message: 'falhou', extensions: { code: 'CONFLICT' } }] }),
        ],
      ],
    });
    const list = await table();
    await events.click(within(rowOf(list, 'Favorecido 1')).getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'Emitir notas (1)' }));
    expect(requests.some((request) => request.operationName === 'StartBillingGeneration')).toBe(false);
    await events.click(
      within(await screen.findByRole('alertdialog', { name: 'Emitir notas fiscais' })).getByRole('button', {
        name: 'Emitir notas',
      }),
    );
    expect(await screen.findByText(GENERATION_FAILED_TEXT)).toBeInTheDocument();
    expect(within(rowOf(list, 'Favorecido 1')).getByText('Esperando NF')).toBeInTheDocument();
  });

  it('closes a bill after confirming, and not when cancelled', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/faturamento',
      user: demoUser('holding'),
      handlers: [
        ['Billings', billings(() => ['READY'])],
        [
          'CloseBilling',
          () => ({
            data: {
              closeBilling: {
                __typename: 'HoldingBill',
                id: 'bill-1',
                status: 'CLOSED',
                cycle: 13,
                value: 123456,
                payeeKind: 'AFFILIATE',
                payeeName: 'Favorecido 1',
                producerName: 'Produtora 1',
                producerCnpj: '12345678000190',
                statusMessage: null,
                errorMessage: null,
                updatedAt: '2026-11-20T15:30:00.000Z',
              },
            },
          }),
        ],
      ],
    });
    const list = await table();
    const close = within(rowOf(list, 'Favorecido 1')).getByRole('button', {
      name: 'Encerrar a fatura do ciclo 13, Favorecido 1, Produtora 1',
    });
    await events.click(close);
    let confirm = await screen.findByRole('alertdialog', { name: 'Encerrar fatura' });
    expect(within(confirm).getByText(CLOSE_CONFIRM_TEXT)).toBeInTheDocument();
    // The dialog names the bill: cycle, payee and value.
    expect(within(confirm).getByText('Favorecido 1')).toBeInTheDocument();
    expect(within(confirm).getByText('13')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.operationName === 'CloseBilling')).toBe(false);

    await events.click(close);
    confirm = await screen.findByRole('alertdialog', { name: 'Encerrar fatura' });
    await events.click(within(confirm).getByRole('button', { name: 'Encerrar fatura' }));
    expect(await screen.findByText(CLOSED_TEXT)).toBeInTheDocument();
    expect(requests.find((request) => request.operationName === 'CloseBilling')?.variables).toEqual({
      billingId: 'bill-1',
    });
  });

  it('shows a branch its own bills there without selection or close', async () => {
    renderApp({
      path: '/faturamento',
      user: demoUser('unidade'),
      handlers: [['Billings', billings(() => ['OPEN'])]],
    });
    const list = await screen.findByRole('table', { name: 'Faturamentos' });
    await within(list).findByText('Esperando NF');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Emitir notas/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Encerrar a fatura/ })).not.toBeInTheDocument();
  });
});
