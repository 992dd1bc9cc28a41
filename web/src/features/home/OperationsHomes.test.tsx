import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DemoAccount, demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const cycle = (number: number, current = false, kind = 'commercial') => ({
  __typename: 'Cycle',
  // Another table's cycles: other ids (the cache keeps one Cycle per id).
  id: `${kind}-${number}`,
  number,
  startsAt: `2026-${String(number).padStart(2, '0')}-01T03:00:00.000Z`,
  endsAt: `2026-${String(number).padStart(2, '0')}-11T02:59:59.999Z`,
  current,
});

const salesTracking = {
  __typename: 'SalesTracking',
  from: '2026-01-01',
  to: '2026-01-31',
  cycle: { __typename: 'SalesPeriodCycle', number: 14, current: true },
  saleCount: 626,
  value: 10_680_000,
  previous: { __typename: 'PreviousCycleSales', number: 13, saleCount: 500, value: 12_000_000 },
  products: [
    {
      __typename: 'ProductSalesTotal',
      productId: 'p1',
      productName: 'Curso de Vendas',
      saleCount: 400,
      value: 8_000_000,
    },
    {
      __typename: 'ProductSalesTotal',
      productId: 'p2',
      productName: 'Mentoria',
      saleCount: 226,
      value: 2_680_000,
    },
  ],
};

const stat = (status: string, count: number, value: number) => ({
  __typename: 'BillingStatusStat',
  status,
  count,
  value,
});

const billStats = [
  stat('OPEN', 12, 123_456),
  stat('PROCESSING', 3, 45_000),
  stat('ERROR', 2, 10_000),
  stat('PAID', 0, 0),
];

const holdingHome =
  (commercialCycle = cycle(2, true)): OperationHandler =>
  () => ({
    data: {
      finance: { __typename: 'Finance', commercialCycle, financialCycle: cycle(2, true, 'financial') },
      salesTracking,
      holdingBillStats: billStats,
      salesforceErrors: { __typename: 'SalesforceErrorPage', totalRows: 4 },
      massChanges: {
        __typename: 'MassChangePage',
        totalRows: 1,
        items: [
          {
            __typename: 'MassChange',
            id: 'job-1',
            fileName: 'eds.csv',
            state: 'FAILED',
            totalRows: 30,
            createdAt: '2026-01-10T13:00:00.000Z',
          },
        ],
      },
      managedVouchers: { __typename: 'VoucherPage', totalRows: 57 },
      pendingEds: { __typename: 'EdPage', totalRows: 7 },
    },
  });

const renderHome = (account: DemoAccount, handlers: [string, OperationHandler][]) => {
  const view = renderApp({ path: '/', user: demoUser(account), handlers });
  const homeRequests = () => view.requests.filter((request) => request.operationName !== 'Shell');
  return { ...view, homeRequests };
};

const figure = (list: string, name: RegExp) =>
  within(screen.getByRole('list', { name: list })).getByRole('link', { name });

describe('the operations homes', () => {
  it('shows the holding the cycle’s figures, each a link to its list, from ONE request', async () => {
    const { homeRequests } = renderHome('holding', [['HoldingHome', holdingHome()]]);
    await screen.findByRole('list', { name: 'Faturas por status' });
    expect(figure('Faturas por status', /^Esperando NF\s*12\s*R\$\s*1\.234,56$/)).toHaveAttribute(
      'href',
      '/status-faturamento?status=OPEN',
    );
    expect(figure('Faturas por status', /^Erro\s*2/)).toHaveAttribute(
      'href',
      '/status-faturamento?status=ERROR',
    );
    expect(figure('Vendas do ciclo', /Vendas aprovadas\s*626/)).toHaveAttribute('href', '/manager-links');
    expect(figure('Vendas do ciclo', /Valor vendido\s*R\$\s*106\.800,00/)).toBeInTheDocument();
    // Against the cycle before, figure by figure.
    expect(
      figure('Vendas do ciclo', /Vendas aprovadas\s*626\s*Mesmo período do ciclo 13: 500 · \+25%/),
    ).toBeInTheDocument();
    expect(
      figure('Vendas do ciclo', /Valor vendido.*Mesmo período do ciclo 13: R\$\s*120\.000,00 · -11%/),
    ).toBeInTheDocument();
    expect(screen.getByText('Período: ciclo atual, 14 (01/01/2026 a 31/01/2026).')).toBeInTheDocument();
    const ranking = screen.getByRole('list', { name: 'Vendas por produto' });
    expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent(/Curso de Vendas.*400 vendas/);
    expect(figure('Operação', /Erros do Salesforce\s*4/)).toHaveAttribute(
      'href',
      '/manager-links?aba=salesforce',
    );
    expect(figure('Operação', /Vouchers emitidos\s*57/)).toHaveAttribute('href', '/gerenciador-vouchers');
    // The ED list's 'Pendentes' total, linking to the list under that filter.
    expect(figure('Operação', /Credenciamentos pendentes\s*7/)).toHaveAttribute(
      'href',
      '/lista-dos-afiliados?status=PENDING',
    );
    const jobs = screen.getByRole('list', { name: 'Últimas alterações em massa' });
    expect(within(jobs).getByRole('link', { name: /eds\.csv/ })).toHaveAttribute(
      'href',
      '/alteracao-em-massa/job-1',
    );
    expect(within(jobs).getByText('Falhou')).toBeInTheDocument();
    // Figures, not the side menu again.
    expect(screen.queryByRole('region', { name: 'Acesso rápido' })).not.toBeInTheDocument();
    expect(homeRequests().map((request) => request.operationName)).toEqual(['HoldingHome']);
    // Every cycle covers today: no notice.
    expect(screen.queryByRole('list', { name: 'Ciclos' })).not.toBeInTheDocument();
  });

  it('says which kind has no cycle today and links to creating the next one, in the same request', async () => {
    const { homeRequests } = renderHome('holding', [['HoldingHome', holdingHome(cycle(3))]]);
    const link = await screen.findByRole('link', { name: 'Criar o próximo ciclo comercial' });
    expect(link).toHaveAttribute('href', '/ciclos_comerciais?proximo=1');
    expect(
      screen.getByText(
        /Nenhum ciclo comercial em andamento hoje\. O último, ciclo 3, terminou em 10\/03\/2026\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar o próximo ciclo financeiro' })).not.toBeInTheDocument();
    expect(homeRequests().map((request) => request.operationName)).toEqual(['HoldingHome']);
  });

  it('shows the admin the bills, the sales behind Suas vendas and the network, from ONE request', async () => {
    const { homeRequests } = renderHome('admin', [
      [
        'AdminHome',
        () => ({
          data: {
            salesTracking,
            holdingBillStats: billStats,
            eds: { __typename: 'EdPage', totalRows: 321 },
            pendingEds: { __typename: 'EdPage', totalRows: 12 },
          },
        }),
      ],
    ]);
    await screen.findByRole('list', { name: 'Faturas por status' });
    expect(figure('Faturas por status', /^Processando NF\s*3/)).toHaveAttribute(
      'href',
      '/status-faturamento?status=PROCESSING',
    );
    expect(figure('Vendas do ciclo', /Vendas aprovadas\s*626/)).toHaveAttribute('href', '/vendas');
    expect(figure('Rede', /EDs cadastrados\s*321/)).toHaveAttribute('href', '/lista-dos-afiliados');
    expect(figure('Rede', /Credenciamentos pendentes\s*12/)).toHaveAttribute(
      'href',
      '/lista-dos-afiliados?status=PENDING',
    );
    expect(homeRequests().map((request) => request.operationName)).toEqual(['AdminHome']);
  });

  it('shows the producer its sales by product, vouchers and invoices, from ONE request', async () => {
    const { homeRequests } = renderHome('produtor', [
      [
        'ProducerHome',
        () => ({
          data: {
            salesTracking,
            managedVouchers: { __typename: 'VoucherPage', totalRows: 8 },
            invoices: { __typename: 'InvoicePage', totalRows: 5 },
          },
        }),
      ],
    ]);
    const ranking = await screen.findByRole('list', { name: 'Vendas por produto' });
    expect(within(ranking).getAllByRole('listitem')).toHaveLength(2);
    expect(figure('Vouchers e notas fiscais', /Notas fiscais\s*5/)).toHaveAttribute('href', '/notas-fiscais');
    expect(figure('Vouchers e notas fiscais', /Vouchers emitidos\s*8/)).toHaveAttribute(
      'href',
      '/gerenciador-vouchers',
    );
    expect(homeRequests().map((request) => request.operationName)).toEqual(['ProducerHome']);
  });
});
