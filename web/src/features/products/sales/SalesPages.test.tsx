import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const tracking: OperationHandler = (variables) => ({
  data: {
    salesTracking: {
      __typename: 'SalesTracking',
      // Without days the server answers its default period, the current cycle's.
      from: variables.from ?? '2026-01-01',
      to: variables.to ?? '2026-01-31',
      cycle: variables.from ? null : { __typename: 'SalesPeriodCycle', number: 14, current: true },
      saleCount: 3,
      value: 449_100,
      csvPath: `/files/sales.csv?from=${String(variables.from ?? '2026-01-01')}&to=${String(variables.to ?? '2026-01-31')}`,
      products: [
        {
          __typename: 'ProductSalesTotal',
          productId: 'p-1',
          productName: 'Curso Preparatório ENEM Completo',
          saleCount: 3,
          value: 449_100,
          refunded: 1,
        },
      ],
      links: [
        {
          __typename: 'LinkSalesTotal',
          linkId: 'l-1',
          code: 'abc123',
          description: 'Instagram',
          productName: 'Curso Preparatório ENEM Completo',
          sellerName: 'Ana Moreira',
          visits: 40,
          saleCount: 2,
          value: 299_400,
        },
      ],
    },
    salesBySeller: {
      __typename: 'SellerSalesPage',
      totalRows: 1,
      items: [
        {
          __typename: 'SellerSalesTotal',
          sellerId: 'u-1',
          sellerName: 'Ana Moreira',
          saleCount: 3,
          value: 449_100,
          csvPath: '/files/sales.csv?from=a&to=b&sellerId=u-1',
        },
      ],
    },
  },
});

const detail: OperationHandler = () => ({
  data: {
    sale: {
      __typename: 'SaleDetail',
      id: 's-1',
      paymentId: 'PAY-1',
      customerName: 'Maria Souza',
      productName: 'Curso Preparatório ENEM Completo',
      producerName: 'Mandacaru Educação Ltda.',
      sellerName: 'Ana Moreira',
      unitName: 'Unidade Fortaleza Centro',
      linkCode: 'abc123',
      status: 'APPROVED',
      value: 149_700,
      installments: 3,
      paymentDate: '2026-11-01T12:00:00.000Z',
      commissions: [
        {
          __typename: 'SaleCommission',
          id: 'c-1',
          side: 'AFFILIATE',
          beneficiaryName: 'Ana Moreira',
          status: 'HELD',
          type: 'CREDIT',
          installment: 1,
          value: 4_990,
          date: '2026-11-01T12:00:00.000Z',
        },
      ],
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('Acompanhamento de vendas', () => {
  it('shows a producer its products, links and sellers in one request, and downloads the CSV', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('\uFEFFData;Produto', {
          headers: { 'content-disposition': 'attachment; filename="vendas.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/manager-links',
      user: demoUser('produtor'),
      handlers: [['SalesTracking', tracking]],
    });
    const products = await screen.findByRole('table', { name: 'Vendas por produto' });
    await waitFor(() =>
      expect(within(products).getByText('Curso Preparatório ENEM Completo')).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('table', { name: 'Vendas por link' })).getByText('Instagram'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.operationName === 'SalesTracking')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/files/sales.csv?from=');
  });
});

describe('the period of Acompanhamento de vendas', () => {
  it('opens on the server’s default period, says which, and applies the days asked for', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/manager-links',
      user: demoUser('produtor'),
      handlers: [['SalesTracking', tracking]],
    });
    // Days typed before the default period is known would be reset by it: the fields wait.
    expect(screen.getByLabelText('De')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(
      await screen.findByText('Período: ciclo atual, 14 (01/01/2026 a 31/01/2026).'),
    ).toBeInTheDocument();
    // The browser names no day of its own: the server's clock decides the default period.
    const first = requests.find((r) => r.operationName === 'SalesTracking');
    expect(first?.variables).not.toHaveProperty('from');
    expect(first?.variables).not.toHaveProperty('to');
    expect(screen.getByLabelText('De')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Até')).toHaveValue('2026-01-31');

    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '2026-01-10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Período: 01/01/2026 a 10/01/2026.')).toBeInTheDocument();
    expect(requests.filter((r) => r.operationName === 'SalesTracking').at(-1)?.variables).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-10',
    });
  });
});

describe('a sale’s details', () => {
  it('shows the sale and its commissions', async () => {
    renderApp({ path: '/vendas/s-1', user: demoUser('holding'), handlers: [['SaleDetail', detail]] });
    const table = await screen.findByRole('table', { name: 'Comissões da venda' });
    expect(within(table).getByText('R$ 49,90')).toBeInTheDocument();
    expect(screen.getByText('Mandacaru Educação Ltda.')).toBeInTheDocument();
  });
});
