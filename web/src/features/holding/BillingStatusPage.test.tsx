import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { APPROVED_TEXT } from './BillDetailModal.tsx';
import { CLOSED_TEXT } from './useBillActions.tsx';
import { GENERATION_FAILED_TEXT, GENERATION_STARTED_TEXT } from './useBillingGeneration.ts';

const STATUSES = ['OPEN', 'PROCESSING', 'READY', 'PAID', 'ERROR', 'PAYMENT_ERROR', 'CLOSED', 'ENQUEUED'];

const bill = (n: number, status: string) => ({
  __typename: 'HoldingBill',
  id: `bill-${n}`,
  status,
  cycle: 12,
  value: 100000 + n,
  payeeKind: 'AFFILIATE',
  payeeName: `Favorecido ${n}`,
  producerName: 'Mandacaru Educação Ltda.',
  producerCnpj: '12345678000195',
  statusMessage: null,
  errorMessage: status === 'ERROR' ? 'Nota recusada.' : null,
  updatedAt: '2026-11-20T15:30:00.000Z',
  invoiceCheck: null as null | Record<string, unknown>,
});

/** A matched check of note 321 (issue #33). */
const matchedCheck = {
  __typename: 'InvoiceCheck',
  outcome: 'MATCHED',
  format: 'PDF',
  number: '321',
  reason: null,
  items: [
    {
      __typename: 'InvoiceCheckItem',
      field: 'TOTAL',
      ok: true,
      message: 'O valor da nota (R$ 1.000,04) confere com o faturamento.',
    },
  ],
};

const bills: OperationHandler = (variables) => ({
  data: {
    holdingBills: {
      __typename: 'HoldingBillPage',
      totalRows: 3,
      page: Number(variables.page),
      pageSize: Number(variables.pageSize),
      items: [bill(1, 'OPEN'), bill(2, 'ERROR'), bill(3, 'PAID')],
    },
    holdingBillStats: STATUSES.map((status, index) => ({
      __typename: 'BillingStatusStat',
      status,
      count: index,
      value: index * 1000,
    })),
  },
});

const item = (billingId: string, state: string) => ({
  __typename: 'InvoiceGenerationItem',
  billingId,
  state,
  errorMessage: state === 'FAILED' ? 'Esta conta não possui integração para emissão de nota fiscal.' : null,
});

const started: OperationHandler = () => ({
  data: {
    startInvoiceGeneration: {
      __typename: 'InvoiceGeneration',
      id: 'batch-1',
      state: 'QUEUED',
      items: [item('bill-1', 'QUEUED'), item('bill-2', 'QUEUED')],
      skippedBillingIds: [],
    },
  },
});

/** The table once its rows arrived (it shows a loading state first). */
const loaded = async () => {
  await screen.findByText('Favorecido 1');
  return screen.getByRole('table', { name: 'Faturas' });
};

const rowOf = (table: HTMLElement, payee: string) =>
  within(table).getByText(payee).closest('tr') as HTMLElement;

/** Presses the batch button, then the confirmation's 'Emitir notas'. */
const confirmGeneration = async (events: ReturnType<typeof userEvent.setup>, button: string) => {
  await events.click(screen.getByRole('button', { name: button }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Emitir notas fiscais' });
  await events.click(within(confirm).getByRole('button', { name: 'Emitir notas' }));
};

describe('Status Faturamento', () => {
  it('shows the counts per status and the bills, with one query of its own', async () => {
    const { requests } = renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [['HoldingBills', bills]],
    });
    const table = await loaded();
    expect(within(rowOf(table, 'Favorecido 1')).getByText('Esperando NF')).toBeInTheDocument();
    const closedStat = screen.getAllByText('Fatura Fechada').find((element) => element.tagName === 'DT');
    expect(closedStat?.nextElementSibling?.textContent).toBe('6');
    expect(requests.filter((request) => request.operationName === 'HoldingBills')).toHaveLength(1);
  });

  it('reads its toolbar from the URL into one request and clears it at once', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/status-faturamento?busca=Maria&status=OPEN&de=2026-11-01&ate=2026-11-28',
      user: demoUser('holding'),
      handlers: [['HoldingBills', bills]],
    });
    await loaded();
    const sent = () => requests.filter((r) => r.operationName === 'HoldingBills').map((r) => r.variables);
    expect(sent()).toEqual([
      { page: 0, pageSize: 10, search: 'Maria', status: 'OPEN', from: '2026-11-01', to: '2026-11-28' },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as faturas' });
    expect(within(bar).getByLabelText('Até')).toHaveValue('2026-11-28');
    expect(within(bar).getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ page: 0, pageSize: 10, search: null, status: null });
  });

  it('starts generation for the chosen bills: Enqueued at once, then Ready or Error as the batch runs', async () => {
    const events = userEvent.setup();
    // The batch finishes once the test has seen the queued state, not after a number of polls: on a
    // slow machine a second poll can land before the first state was ever looked at.
    let finish = false;
    renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [
        ['HoldingBills', bills],
        ['StartBillingGeneration', started],
        [
          'BillingGeneration',
          () => {
            const done = finish;
            return {
              data: {
                invoiceGeneration: {
                  __typename: 'InvoiceGeneration',
                  id: 'batch-1',
                  state: done ? 'FAILED' : 'RUNNING',
                  items: done
                    ? [item('bill-1', 'DONE'), item('bill-2', 'FAILED')]
                    : [item('bill-1', 'RUNNING'), item('bill-2', 'QUEUED')],
                },
              },
            };
          },
        ],
      ],
    });
    const table = await loaded();
    expect(within(rowOf(table, 'Favorecido 3')).getByRole('checkbox')).toBeDisabled();
    await events.click(screen.getByRole('checkbox', { name: 'Selecionar todas as faturas da página' }));
    await confirmGeneration(events, 'Emitir notas (2)');
    expect(await screen.findByText(GENERATION_STARTED_TEXT)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Favorecido 2')).getByText('Na fila')).toBeInTheDocument(),
    );
    finish = true;
    await waitFor(() =>
      expect(
        within(rowOf(table, 'Favorecido 1')).getByText('NF ok, aguardando pagamento'),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf(table, 'Favorecido 2')).getByText('Erro')).toBeInTheDocument();
  });

  it('asks with the count and total before a batch, sends nothing before it is confirmed, then refreshes the counts', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [
        [
          'HoldingBills',
          (variables) => {
            const page = bills(variables) as {
              data: { holdingBillStats: { status: string; count: number }[] };
            };
            // Once the batch started, upstream counts the two bills as queued.
            const startedYet = requests.some((request) => request.operationName === 'StartBillingGeneration');
            for (const stat of page.data.holdingBillStats)
              if (stat.status === 'ENQUEUED') stat.count = startedYet ? 2 : 0;
            return page;
          },
        ],
        ['StartBillingGeneration', started],
        ['BillingGeneration', () => ({ data: { invoiceGeneration: null } })],
      ],
    });
    await loaded();
    const queuedStat = () =>
      screen.getAllByText('Na fila').find((element) => element.tagName === 'DT')?.nextElementSibling
        ?.textContent;
    expect(queuedStat()).toBe('0');
    await events.click(screen.getByRole('checkbox', { name: 'Selecionar todas as faturas da página' }));
    await events.click(screen.getByRole('button', { name: 'Emitir notas (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emitir notas fiscais' });
    // bill 1 (R$ 1.000,01) and bill 2 (R$ 1.000,02).
    expect(within(confirm).getByText('Emitir 2 notas fiscais, total R$ 2.000,03?')).toBeInTheDocument();
    expect(within(confirm).getByText('Favorecido 1, Favorecido 2')).toBeInTheDocument();
    expect(requests.map((request) => request.operationName)).not.toContain('StartBillingGeneration');
    await events.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(requests.map((request) => request.operationName)).not.toContain('StartBillingGeneration');
    await events.click(screen.getByRole('button', { name: 'Emitir notas (2)' }));
    await events.click(
      within(await screen.findByRole('alertdialog', { name: 'Emitir notas fiscais' })).getByRole('button', {
        name: 'Emitir notas',
      }),
    );
    expect(await screen.findByText(GENERATION_STARTED_TEXT)).toBeInTheDocument();
    // The KPI cards follow without a page reload.
    await waitFor(() => expect(queuedStat()).toBe('2'));
  });

  it('says so when generation cannot start, and the rows keep their status', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [
        ['HoldingBills', bills],
        [
          'StartBillingGeneration',
          () => ({ errors: [{ message: 'falhou', extensions: { code: 'CONFLICT' } }] }),
        ],
      ],
    });
    const table = await loaded();
    await events.click(within(rowOf(table, 'Favorecido 1')).getByRole('checkbox'));
    await confirmGeneration(events, 'Emitir notas (1)');
    expect(await screen.findByText(GENERATION_FAILED_TEXT)).toBeInTheDocument();
    expect(within(rowOf(table, 'Favorecido 1')).getByText('Esperando NF')).toBeInTheDocument();
  });

  it('shows the invoice check per bill and approves a note that matched in one step', async () => {
    const events = userEvent.setup();
    const processing = { ...bill(4, 'PROCESSING'), invoiceCheck: matchedCheck };
    const mismatched = {
      ...bill(5, 'PROCESSING'),
      invoiceCheck: {
        ...matchedCheck,
        outcome: 'MISMATCHED',
        reason: 'Desconto combinado.',
        items: [
          {
            __typename: 'InvoiceCheckItem',
            field: 'TOTAL',
            ok: false,
            message: 'O valor da nota (R$ 1,00) não confere com o faturamento (R$ 1.000,05).',
          },
        ],
      },
    };
    const page: OperationHandler = (variables) => {
      const answer = bills(variables) as { data: { holdingBills: { items: unknown[] } } };
      answer.data.holdingBills.items = [bill(1, 'OPEN'), processing, mismatched];
      return answer;
    };
    const { requests } = renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [
        ['HoldingBills', page],
        [
          'ApproveBillingInvoice',
          () => ({ data: { approveBillingInvoice: { ...processing, status: 'READY' } } }),
        ],
      ],
    });
    const table = await loaded();
    expect(within(rowOf(table, 'Favorecido 4')).getByText('Confere')).toBeInTheDocument();
    expect(within(rowOf(table, 'Favorecido 5')).getByText('Não confere')).toBeInTheDocument();
    expect(within(rowOf(table, 'Favorecido 1')).getByText('Sem conferência')).toBeInTheDocument();

    await events.click(
      screen.getByRole('button', { name: /^Ver detalhes da fatura do ciclo 12, Favorecido 5/ }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Fatura do ciclo 12' });
    expect(
      within(dialog).getByText('O valor da nota (R$ 1,00) não confere com o faturamento (R$ 1.000,05).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo do favorecido: Desconto combinado.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprovar mesmo assim' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Voltar' }));

    await events.click(
      screen.getByRole('button', { name: /^Ver detalhes da fatura do ciclo 12, Favorecido 4/ }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Fatura do ciclo 12' });
    await events.click(within(dialog).getByRole('button', { name: 'Aprovar nota' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.operationName === 'ApproveBillingInvoice')[0]?.variables,
      ).toEqual({
        billingId: 'bill-4',
      }),
    );
    expect(await screen.findByText(APPROVED_TEXT)).toBeInTheDocument();
  });

  it('shows a bill’s details and closes it after confirming', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/status-faturamento',
      user: demoUser('holding'),
      handlers: [
        ['HoldingBills', bills],
        ['CloseBilling', () => ({ data: { closeBilling: bill(2, 'CLOSED') } })],
      ],
    });
    await loaded();
    await events.click(
      screen.getByRole('button', { name: /^Ver detalhes da fatura do ciclo 12, Favorecido 2/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fatura do ciclo 12' });
    expect(within(dialog).getByText('Nota recusada.')).toBeInTheDocument();
    expect(within(dialog).getByText('12.345.678/0001-95')).toBeInTheDocument();
    // 'Encerrar', so it cannot read like closing the window next to 'Voltar'.
    expect(within(dialog).queryByRole('button', { name: 'Fechar fatura' })).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Encerrar fatura' }));
    // Cancelar on the confirmation comes back to the bill's details.
    let confirm = await screen.findByRole('alertdialog', { name: 'Encerrar fatura' });
    expect(within(confirm).getByText('Favorecido 2')).toBeInTheDocument();
    expect(within(confirm).getByText('R$ 1.000,02')).toBeInTheDocument();
    expect(requests.map((request) => request.operationName)).not.toContain('CloseBilling');
    await events.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    const again = await screen.findByRole('dialog', { name: 'Fatura do ciclo 12' });
    await events.click(within(again).getByRole('button', { name: 'Encerrar fatura' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Encerrar fatura' });
    expect(requests.map((request) => request.operationName)).not.toContain('CloseBilling');
    await events.click(within(confirm).getByRole('button', { name: 'Encerrar fatura' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.operationName === 'CloseBilling')[0]?.variables).toEqual({
        billingId: 'bill-2',
      }),
    );
    expect(await screen.findByText(CLOSED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
