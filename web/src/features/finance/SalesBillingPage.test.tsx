import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '@/__generated__/types.ts';
import { type DemoAccount, demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { billing, billingDetails, commission } from './financeFixtures.ts';
import { financeCsvPath } from './financeSide.ts';
import { detailsAnswer } from './financeTestUtils.tsx';

const location = () => screen.getByTestId('location').textContent;

const STATUS_LABELS: [BillingStatus, string][] = [
  ['OPEN', 'Esperando NF'],
  ['PROCESSING', 'Processando NF'],
  ['READY', 'NF ok, aguardando pagamento'],
  ['PAID', 'Pago'],
  ['ERROR', 'Erro'],
  ['PAYMENT_ERROR', 'Erro no pagamento'],
  ['CLOSED', 'Fatura Fechada'],
  ['ENQUEUED', 'Na fila'],
];

const billings: OperationHandler = (variables) => ({
  data: {
    finance: {
      __typename: 'Finance',
      agentAsRole: null,
      paymentsSummary: {
        __typename: 'PaymentsSummary',
        paid: 500000,
        awaitingInvoice: 123456,
        processing: 0,
      },
      payments: {
        __typename: 'BillingPage',
        totalRows: 8,
        page: variables.page,
        pageSize: variables.pageSize,
        items: STATUS_LABELS.map(([status], index) => billing(`b-${index}`, { status, cycle: 14 - index })),
      },
    },
  },
});

const overview: OperationHandler = () => ({
  data: {
    finance: {
      __typename: 'Finance',
      agentAsRole: null,
      balance: { __typename: 'Balance', pending: 100, earned: 200 },
      totalSales: 300,
      commercialCycle: null,
      sales: { __typename: 'SalePage', totalRows: 0, items: [] },
      commissions: { __typename: 'CommissionPage', totalRows: 1, items: [commission('c-1')] },
    },
  },
});

const renderPage = (
  path: string | { pathname: string; state?: unknown },
  account: DemoAccount = 'afiliado',
) =>
  renderApp({
    path,
    user: demoUser(account),
    handlers: [
      ['Billings', billings],
      ['SalesOverview', overview],
      ['BillingDetails', detailsAnswer(billingDetails(billing('b-0')))],
    ],
  });

describe('Vendas e Faturamento', () => {
  it('opens on Vendas e comissões with links to the full lists', async () => {
    renderPage('/vendas-comissoes');
    const tab = await screen.findByRole('tab', { name: 'Vendas e comissões' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nenhuma Venda a ser listada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as vendas' })).toHaveAttribute(
      'href',
      '/vendas-comissoes/todas-as-vendas',
    );
  });

  it('opens on Faturamento at /faturamento, with every billing status labelled', async () => {
    renderPage('/faturamento');
    const table = await screen.findByRole('table', { name: 'Faturamentos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    for (const [, label] of STATUS_LABELS) expect(within(table).getByText(label)).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Favorecido' })).not.toBeInTheDocument();
    expect(screen.getByText('R$ 1.234,56', { selector: 'dd' })).toBeInTheDocument();
  });

  it('reads Faturamento’s toolbar from the URL into one request, and exports the same filter', async () => {
    const events = userEvent.setup();
    const { requests } = renderPage('/faturamento?status=PAID&de=2026-10-01&busca=14');
    await screen.findByRole('table', { name: 'Faturamentos' });
    const sent = () => requests.filter((r) => r.operationName === 'Billings').map((r) => r.variables);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      as: null,
      page: 0,
      pageSize: 10,
      order: 'DESC',
      search: '14',
      status: 'PAID',
      from: '2026-10-01',
    });
    const bar = screen.getByRole('search', { name: 'Filtrar o faturamento' });
    expect(within(bar).getByLabelText('Buscar faturamento')).toHaveValue('14');
    expect(within(bar).getByLabelText('Status')).toHaveValue('PAID');
    expect(within(bar).getByLabelText('De')).toHaveValue('2026-10-01');
    await events.type(within(bar).getByLabelText('Até'), '2026-11-30');
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ to: '2026-11-30', from: '2026-10-01' }));
    expect(location()).toContain('ate=2026-11-30');
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ search: null, status: null }));
    expect(sent().at(-1)).not.toHaveProperty('from');
    expect(within(bar).getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('builds Faturamento’s CSV route with the side and the filter', () => {
    expect(financeCsvPath('/files/billings.csv', null, {})).toBe('/files/billings.csv');
    expect(financeCsvPath('/files/billings.csv', 'AFFILIATED', { status: 'PAID', de: 'x' })).toBe(
      '/files/billings.csv?as=affiliate&status=PAID&de=x',
    );
  });

  it('opens billing details from a row, with its navigation state', async () => {
    const events = userEvent.setup();
    renderPage({ pathname: '/vendas-comissoes', state: { tab: 1 } });
    const link = await screen.findByRole('link', {
      name: 'Ver detalhes do faturamento do ciclo 14, Editora Sertão',
    });
    await events.click(link);
    expect(location()).toBe('/vendas-comissoes/faturamento/b-0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalhes do faturamento' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ENVIAR NOVA NOTA' })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the history entry', async () => {
    const events = userEvent.setup();
    renderPage('/vendas-comissoes');
    await events.click(await screen.findByRole('tab', { name: 'Faturamento' }));
    expect(await screen.findByRole('table', { name: 'Faturamentos' })).toBeInTheDocument();
    expect(location()).toBe('/vendas-comissoes');
  });
});
