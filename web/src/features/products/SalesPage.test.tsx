import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { NO_FILTERED_SALES } from '@/ui/useSaleListFilters.tsx';
import { managedSalesCsvPath, noSalesFoundText } from './SalesPage.tsx';

const TOTAL = 23;
const sale = (n: number) => ({
  __typename: 'ManagedSale',
  id: `s-${n}`,
  paymentId: `PAY-${1000 + n}`,
  customerName: n % 2 === 0 ? `Maria Souza ${n}` : `João Lima ${n}`,
  productName: 'Curso Preparatório ENEM Completo',
  sellerName: 'Ana Moreira',
  status: n === 3 ? 'REFUNDED' : 'APPROVED',
  value: 149_700,
  installments: n === 0 ? 12 : 1,
  paymentDate: '2026-11-01T12:00:00.000Z',
});

const sales: OperationHandler = (variables) => {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const search = String(variables.search ?? '').toLowerCase();
  const all = Array.from({ length: TOTAL }, (_, n) => sale(n)).filter(
    (row) =>
      (!search ||
        row.paymentId.toLowerCase() === search ||
        row.customerName.toLowerCase().includes(search)) &&
      (!variables.status || row.status === variables.status) &&
      (!variables.to || String(variables.to) >= row.paymentDate.slice(0, 10)),
  );
  return {
    data: {
      managedSales: {
        __typename: 'ManagedSalePage',
        totalRows: all.length,
        items: all.slice(page * pageSize, (page + 1) * pageSize),
      },
    },
  };
};

const saleRequests = (requests: { operationName: string; variables: Record<string, unknown> }[]) =>
  requests.filter((request) => request.operationName === 'ManagedSales').map((request) => request.variables);

describe('Suas vendas', () => {
  it('shows a server page of 10 sales, newest first, in one request', async () => {
    const { requests } = renderApp({
      path: '/vendas',
      user: demoUser('holding'),
      handlers: [['ManagedSales', sales]],
    });
    const table = await screen.findByRole('table', { name: 'Suas vendas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getByText('R$ 1.497,00 (12x)')).toBeInTheDocument();
    expect(within(table).getByText('PAY-1003').closest('tr')).toHaveTextContent('Estornada');
    expect(saleRequests(requests)).toEqual([
      { page: 0, pageSize: 10, order: 'DESC', search: null, status: null },
    ]);
  });

  it('searches on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas',
      user: demoUser('unidade'),
      handlers: [['ManagedSales', sales]],
    });
    const table = await screen.findByRole('table', { name: 'Suas vendas' });
    await user.type(screen.getByLabelText('Buscar venda'), 'ninguém');
    expect(await within(table).findByText(noSalesFoundText('ninguém'))).toBeInTheDocument();
    expect(saleRequests(requests).at(-1)).toMatchObject({ search: 'ninguém', page: 0 });
  });

  it('filters by status and period in one request each, keeps them in the URL and clears them at once', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/vendas?status=REFUNDED&de=2026-10-01&ate=2026-11-30',
      user: demoUser('admin'),
      handlers: [['ManagedSales', sales]],
    });
    const table = await screen.findByRole('table', { name: 'Suas vendas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(saleRequests(requests)).toEqual([
      {
        page: 0,
        pageSize: 10,
        order: 'DESC',
        search: null,
        status: 'REFUNDED',
        from: '2026-10-01',
        to: '2026-11-30',
      },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as vendas' });
    expect(within(bar).getByLabelText('Status')).toHaveValue('REFUNDED');
    expect(within(bar).getByLabelText('De')).toHaveValue('2026-10-01');

    await user.clear(within(bar).getByLabelText('Até'));
    await user.type(within(bar).getByLabelText('Até'), '2026-10-15');
    expect(await within(table).findByText(NO_FILTERED_SALES)).toBeInTheDocument();
    expect(saleRequests(requests).at(-1)).toMatchObject({ status: 'REFUNDED', to: '2026-10-15', page: 0 });

    await user.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(saleRequests(requests).at(-1)).toEqual({
      page: 0,
      pageSize: 10,
      order: 'DESC',
      search: null,
      status: null,
    });
    expect(within(bar).queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('exports what the filters keep', () => {
    expect(managedSalesCsvPath({})).toBe('/files/managed-sales.csv');
    expect(managedSalesCsvPath({ search: 'ana', status: 'APPROVED', from: '2026-11-01' })).toBe(
      '/files/managed-sales.csv?search=ana&status=APPROVED&from=2026-11-01',
    );
  });
});
