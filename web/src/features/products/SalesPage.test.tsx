import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { noSalesFoundText } from './SalesPage.tsx';

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
      !search || row.paymentId.toLowerCase() === search || row.customerName.toLowerCase().includes(search),
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
    expect(saleRequests(requests)).toEqual([{ page: 0, pageSize: 10, order: 'DESC', search: null }]);
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
});
