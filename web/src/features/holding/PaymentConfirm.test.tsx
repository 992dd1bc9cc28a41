import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { PAYMENT_TEXTS } from './PaymentConfirm.tsx';

const bill = (status: string, errorMessage: string | null = null) => ({
  __typename: 'HoldingBill',
  id: 'bill-7',
  status,
  cycle: 13,
  value: 123456,
  payeeKind: 'AFFILIATE',
  payeeName: 'Ana Souza',
  producerName: 'Mandacaru Educação Ltda.',
  producerCnpj: '12345678000195',
  statusMessage: null,
  errorMessage,
  updatedAt: '2026-11-20T15:30:00.000Z',
});

/** Status Faturamento with one bill whose status the recorded payment moves. */
const setup = (after: ReturnType<typeof bill>, before = bill('READY')) => {
  let current = before;
  // As upstream: a status filter leaves out the bill once its payment moved it.
  const bills: OperationHandler = (variables) => ({
    data: {
      holdingBills: {
        __typename: 'HoldingBillPage',
        totalRows: 1,
        page: 0,
        pageSize: 10,
        items: variables.status && variables.status !== current.status ? [] : [current],
      },
      holdingBillStats: [],
    },
  });
  const result = renderApp({
    path: '/status-faturamento',
    user: demoUser('holding'),
    handlers: [
      ['HoldingBills', bills],
      [
        'RecordBillPayment',
        () => {
          current = after;
          return { data: { recordBillPayment: after } };
        },
      ],
    ],
  });
  return { ...result, events: userEvent.setup() };
};

const openPayment = async (events: ReturnType<typeof userEvent.setup>, filter?: string) => {
  await screen.findByText('Ana Souza');
  if (filter) {
    await events.selectOptions(screen.getByLabelText('Status'), filter);
    await screen.findByText('Ana Souza');
  }
  await events.click(screen.getByRole('button', { name: /^Ver detalhes da fatura do ciclo 13/ }));
  const details = await screen.findByRole('dialog', { name: 'Fatura do ciclo 13' });
  await events.click(within(details).getByRole('button', { name: 'Registrar pagamento' }));
  return screen.findByRole('alertdialog', { name: 'Registrar pagamento' });
};

const operations = (requests: { operationName: string }[]) =>
  requests.map((request) => request.operationName);

describe('Registrar pagamento (a READY bill’s details)', () => {
  it('summarises the bill, records it as paid, and the details show the new status', async () => {
    const { events, requests } = setup(bill('PAID'));
    const confirm = await openPayment(events);
    expect(within(confirm).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(confirm).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(confirm).getByText('13')).toBeInTheDocument();
    expect(within(confirm).getByRole('radio', { name: 'Pago' })).toBeChecked();
    expect(operations(requests)).not.toContain('RecordBillPayment');
    await events.click(within(confirm).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.operationName === 'RecordBillPayment')?.variables).toEqual({
        billingId: 'bill-7',
        outcome: 'PAID',
        reason: null,
      }),
    );
    expect(await screen.findByText(PAYMENT_TEXTS.PAID.done)).toBeInTheDocument();
    const details = await screen.findByRole('dialog', { name: 'Fatura do ciclo 13' });
    expect(within(details).getByText('Pago')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
  });

  it('requires the reason of a failed payment before anything is sent', async () => {
    const { events, requests } = setup(bill('PAYMENT_ERROR', 'Conta encerrada.'));
    // Filtered by READY: the reloaded list drops the bill, and its details still show the result.
    const confirm = await openPayment(events, 'NF ok, aguardando pagamento');
    await events.click(within(confirm).getByRole('radio', { name: 'Erro no pagamento' }));
    await events.click(within(confirm).getByRole('button', { name: 'Registrar' }));
    expect(await within(confirm).findByText(MESSAGES.paymentReasonRequired)).toBeInTheDocument();
    await events.type(within(confirm).getByRole('textbox', { name: 'Motivo do erro' }), 'ab');
    await events.click(within(confirm).getByRole('button', { name: 'Registrar' }));
    expect(await within(confirm).findByText(MESSAGES.paymentReasonLength)).toBeInTheDocument();
    expect(operations(requests)).not.toContain('RecordBillPayment');
    await events.type(within(confirm).getByRole('textbox', { name: 'Motivo do erro' }), 'c');
    await events.click(within(confirm).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.operationName === 'RecordBillPayment')?.variables).toEqual({
        billingId: 'bill-7',
        outcome: 'FAILED',
        reason: 'abc',
      }),
    );
    const details = await screen.findByRole('dialog', { name: 'Fatura do ciclo 13' });
    expect(within(details).getByText('Erro no pagamento')).toBeInTheDocument();
    expect(within(details).getByText('Conta encerrada.')).toBeInTheDocument();
  });

  it('is not offered for a bill that is not READY', async () => {
    const { events } = setup(bill('PAID'), bill('PAID'));
    await screen.findByText('Ana Souza');
    await events.click(screen.getByRole('button', { name: /^Ver detalhes da fatura do ciclo 13/ }));
    const details = await screen.findByRole('dialog', { name: 'Fatura do ciclo 13' });
    expect(within(details).queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
  });
});
