import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { NO_FILTERED_SALES } from '@/ui/useSaleListFilters.tsx';
import { allSalesCsvPath } from './AllListsPages.tsx';
import { commission } from './financeFixtures.ts';

const commissions: OperationHandler = (variables) => {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const items = Array.from({ length: Math.min(pageSize, 23 - page * pageSize) }, (_, index) =>
    commission(`c-${page * pageSize + index}`, { product: `Produto ${page * pageSize + index}` }),
  );
  return {
    data: {
      finance: {
        __typename: 'Finance',
        agentAsRole: variables.as ?? null,
        commissions: { __typename: 'CommissionPage', totalRows: 23, page, pageSize, items },
      },
    },
  };
};

describe('Todas as comissões', () => {
  it('pages through the server, filters by status and keeps the agent side', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas-comissoes/todas-as-comissoes/agenciador',
      user: demoUser('agente'),
      handlers: [['AllCommissions', commissions]],
    });
    const table = await screen.findByRole('table', { name: 'Todas as comissões' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'ID do pagamento' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await within(table).findByText('Produto 10')).toBeInTheDocument();

    await events.selectOptions(screen.getByLabelText('Status'), 'HELD');
    await waitFor(() => expect(screen.getByText('1–10 de 23')).toBeInTheDocument());

    const sent = requests
      .filter((request) => request.operationName === 'AllCommissions')
      .map((r) => r.variables);
    const base = { as: 'BRANCH', pageSize: 10, order: 'DESC', search: null };
    expect(sent[0]).toEqual({ ...base, page: 0, status: null });
    expect(sent).toContainEqual({ ...base, page: 1, status: null });
    expect(sent.at(-1)).toEqual({ ...base, page: 0, status: 'HELD' });
    expect(screen.getByRole('link', { name: 'Vendas e Faturamento' })).toHaveAttribute(
      'href',
      '/vendas-comissoes/agenciadores',
    );
  });

  it('keeps search, status and period in the URL, one request each, and clears them at once', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas-comissoes/todas-as-comissoes?busca=ENEM&status=READY&de=2026-11-01&ate=2026-11-30',
      user: demoUser('afiliado'),
      handlers: [['AllCommissions', commissions]],
    });
    await screen.findByRole('table', { name: 'Todas as comissões' });
    const sent = () => requests.filter((r) => r.operationName === 'AllCommissions').map((r) => r.variables);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      as: null,
      page: 0,
      pageSize: 10,
      order: 'DESC',
      search: 'ENEM',
      status: 'READY',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const bar = screen.getByRole('search', { name: 'Filtrar as comissões' });
    expect(within(bar).getByLabelText('Buscar comissão')).toHaveValue('ENEM');
    expect(within(bar).getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ as: null, page: 0, pageSize: 10, order: 'DESC', search: null, status: null });
    expect(screen.getByTestId('location').textContent).toBe('/vendas-comissoes/todas-as-comissoes');
  });

  it('flips the order when the date column is sorted', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas-comissoes/todas-as-comissoes',
      user: demoUser('afiliado'),
      handlers: [['AllCommissions', commissions]],
    });
    await screen.findByRole('table', { name: 'Todas as comissões' });
    await events.click(await screen.findByRole('button', { name: 'Data' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'AllCommissions').at(-1)?.variables.order).toBe(
        'ASC',
      ),
    );
    expect(screen.queryByRole('columnheader', { name: 'ID do pagamento' })).not.toBeInTheDocument();
  });
});

const sale = (n: number) => ({
  __typename: 'Sale',
  id: `s-${n}`,
  status: n === 1 ? 'REFUNDED' : 'APPROVED',
  value: 149_700,
  commission: 14_970,
  installments: 1,
  paymentDate: '2026-11-01T12:00:00.000Z',
  customerName: `Cliente ${n}`,
  paymentId: `PAY-${n}`,
  product: { __typename: 'Product', id: 'p-1', name: 'Curso ENEM', isVoucher: false },
});

const allSales: OperationHandler = (variables) => {
  const items = Array.from({ length: 3 }, (_, n) => sale(n)).filter(
    (row) => (!variables.status || row.status === variables.status) && !variables.search,
  );
  return {
    data: {
      finance: {
        __typename: 'Finance',
        agentAsRole: variables.as ?? null,
        sales: { __typename: 'SalePage', totalRows: items.length, page: 0, pageSize: 10, items },
      },
    },
  };
};

describe('Todas as vendas', () => {
  it('reads its filters from the URL into one request, and says when nothing matches', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas-comissoes/todas-as-vendas/agenciador?status=REFUNDED&de=2026-11-01',
      user: demoUser('agente'),
      handlers: [['AllSales', allSales]],
    });
    const table = await screen.findByRole('table', { name: 'Todas as vendas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const sent = () => requests.filter((r) => r.operationName === 'AllSales').map((r) => r.variables);
    expect(sent()).toEqual([
      {
        as: 'BRANCH',
        page: 0,
        pageSize: 10,
        order: 'DESC',
        search: null,
        status: 'REFUNDED',
        from: '2026-11-01',
      },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as vendas' });
    await events.type(within(bar).getByLabelText('Buscar venda'), 'ninguém');
    expect(await within(table).findByText(NO_FILTERED_SALES)).toBeInTheDocument();
    expect(sent().at(-1)).toMatchObject({ search: 'ninguém', status: 'REFUNDED', page: 0 });
  });

  it('exports the filtered list on the viewer’s side', () => {
    expect(allSalesCsvPath(null, {})).toBe('/files/all-sales.csv');
    expect(allSalesCsvPath('BRANCH', { search: 'ana', status: 'APPROVED', to: '2026-11-30' })).toBe(
      '/files/all-sales.csv?as=branch&search=ana&status=APPROVED&to=2026-11-30',
    );
  });
});
