import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { RESEND_CODE_TEXT } from './ResendDialog.tsx';

const delivery = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'MailDelivery',
  id,
  recipient: `pessoa${id}@exemplo.com.br`,
  template: 'bill-status',
  subject: 'Sua fatura foi paga',
  state: 'SENT',
  attempts: 1,
  failureReason: null,
  createdAt: '2026-11-20T15:30:00.000Z',
  updatedAt: '2026-11-20T15:30:05.000Z',
  sentAt: '2026-11-20T15:31:00.000Z',
  ...fields,
});

const FAILED = delivery('1', {
  template: 'accreditation-code',
  subject: 'Seu código de credenciamento',
  state: 'FAILED',
  failureReason: '550 No such user: pessoa1@exemplo.com.br',
  sentAt: null,
});
const ITEMS = [
  FAILED,
  delivery('2', {}),
  delivery('3', { state: 'DEFERRED', failureReason: 'Try again later', sentAt: null }),
];

const listHandler: OperationHandler = (variables) => ({
  data: {
    mailDeliveries: {
      __typename: 'MailDeliveryPage',
      totalRows: ITEMS.length,
      page: Number(variables.page),
      pageSize: Number(variables.pageSize),
      items: ITEMS,
    },
  },
});

describe('E-mails enviados', () => {
  it('lists to whom, what, when and the state in words, with the reason; only a failed one can be resent', async () => {
    const { requests } = renderApp({
      path: '/emails-enviados',
      user: demoUser('holding'),
      handlers: [['MailDeliveries', listHandler]],
    });
    const table = await screen.findByRole('table', { name: 'E-mails enviados' });
    const failed = (await within(table).findByText('pessoa1@exemplo.com.br')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Código de credenciamento')).toBeInTheDocument();
    expect(within(failed).getByText('Falhou')).toBeInTheDocument();
    expect(within(failed).getByText('Motivo: 550 No such user: pessoa1@exemplo.com.br')).toBeInTheDocument();
    expect(within(failed).getByText('20/11/2026 12:30')).toBeInTheDocument();
    const sent = within(table).getByText('pessoa2@exemplo.com.br').closest('tr') as HTMLElement;
    expect(within(sent).getByText('Andamento da fatura')).toBeInTheDocument();
    expect(within(sent).getByText('Enviado')).toBeInTheDocument();
    expect(within(sent).getByText('Enviado em 20/11/2026 12:31')).toBeInTheDocument();
    expect(within(table).getByText('Adiado')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Reenviar/ })).toHaveLength(1);
    const text = table.textContent ?? '';
    for (const raw of ['accreditation-code', 'bill-status', 'FAILED', '2026-11-20T'])
      expect(text).not.toContain(raw);
    expect(requests.filter((request) => request.operationName === 'MailDeliveries')).toHaveLength(1);
  });

  it('resends a failed one after a dialog that summarises it', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/emails-enviados',
      user: demoUser('admin'),
      handlers: [
        ['MailDeliveries', listHandler],
        [
          'ResendMailDelivery',
          () => ({ data: { resendMailDelivery: { ...FAILED, state: 'QUEUED', failureReason: null } } }),
        ],
      ],
    });
    await events.click(
      await screen.findByRole('button', { name: 'Reenviar o e-mail para pessoa1@exemplo.com.br' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Reenviar e-mail' });
    expect(within(dialog).getByText('pessoa1@exemplo.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText('Código de credenciamento')).toBeInTheDocument();
    expect(within(dialog).getByText('550 No such user: pessoa1@exemplo.com.br')).toBeInTheDocument();
    expect(within(dialog).getByText(RESEND_CODE_TEXT)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.operationName === 'ResendMailDelivery')?.variables).toEqual({
        id: '1',
      }),
    );
    // The answer updates the row in the cache: it reads 'Na fila' and has nothing left to resend.
    const table = screen.getByRole('table', { name: 'E-mails enviados' });
    await within(table).findByText('Na fila');
    expect(within(table).queryByRole('button', { name: /^Reenviar/ })).not.toBeInTheDocument();
  });

  it('filters by state, kind and period in the URL, one request each, and Limpar filtros clears them', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/emails-enviados?pagina=2',
      user: demoUser('holding'),
      handlers: [['MailDeliveries', listHandler]],
    });
    await screen.findByRole('table', { name: 'E-mails enviados' });
    const calls = () => requests.filter((request) => request.operationName === 'MailDeliveries');
    await events.selectOptions(screen.getByLabelText('Situação'), 'Falhou');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ page: 0, state: 'FAILED' }));
    await events.selectOptions(screen.getByLabelText('Tipo'), 'Redefinição de senha');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ template: 'password-reset' }));
    const count = calls().length;
    await events.type(screen.getByLabelText('De'), '2026-11-01');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ from: '2026-11-01' }));
    expect(calls().length).toBe(count + 1);
    await events.type(screen.getByLabelText('Buscar por e-mail'), 'pessoa1');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ search: 'pessoa1' }));
    await events.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(calls().at(-1)?.variables).toEqual({
        page: 0,
        pageSize: 10,
        search: null,
        state: null,
        template: null,
        from: null,
        to: null,
      }),
    );
    expect(screen.getByLabelText('Buscar por e-mail')).toHaveValue('');
  });
});
