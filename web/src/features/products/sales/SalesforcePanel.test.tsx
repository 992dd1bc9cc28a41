import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { SEARCH_DEBOUNCE_MS } from '@/ui/useServerTable.ts';

const poll = (state: string, id = 'poll-1', extra: Record<string, unknown> = {}) => ({
  __typename: 'CampaignPoll',
  id,
  state,
  requestedBy: 'Holding Demo',
  linkedCount: state === 'DONE' ? 2 : null,
  errorCount: state === 'DONE' ? 2 : null,
  errorMessage: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  finishedAt: state === 'DONE' ? '2026-11-20T12:00:02.000Z' : null,
  ...extra,
});

const errorRow = (id: string, type: string, reference: string, message: string) => ({
  __typename: 'SalesforceError',
  id,
  type,
  reference,
  message,
  productName: null,
  occurredAt: '2026-11-21T15:00:00.000Z',
  resolved: false,
});

const panel =
  (
    rows: ReturnType<typeof errorRow>[],
    last: ReturnType<typeof poll> | null,
    capped?: { totalRows: number },
  ): OperationHandler =>
  (variables) => {
    const type = variables.type as string | null;
    const search = ((variables.search as string | null) ?? '').toLowerCase();
    const items = rows.filter(
      (row) =>
        (!type || row.type === type) &&
        (!search || `${row.reference} ${row.message}`.toLowerCase().includes(search)),
    );
    return {
      data: {
        salesforceErrors: {
          __typename: 'SalesforceErrorPage',
          totalRows: capped?.totalRows ?? items.length,
          totalCapped: capped !== undefined,
          items,
        },
        campaignPoll: last,
      },
    };
  };

const ROWS = [
  errorRow(
    'e-1',
    'SALE',
    '3001234567',
    'Venda não enviada ao Salesforce: o produto não tem código Salesforce.',
  ),
  errorRow('e-2', 'PRODUCT', 'SF-ENEM-LEGADO', 'O código Salesforce SF-ENEM-LEGADO está em 2 produtos.'),
];

describe('Acompanhamento de vendas, tab Salesforce', () => {
  it('lists the errors 25 a page in one request, filtered by type and searched, in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/manager-links?aba=salesforce',
      user: demoUser('holding'),
      handlers: [['SalesforcePanel', panel(ROWS, poll('DONE'))]],
    });
    const table = await screen.findByRole('table', { name: 'Erros do Salesforce' });
    await waitFor(() => expect(within(table).getByText('SF-ENEM-LEGADO')).toBeInTheDocument());
    expect(requests.map((r) => r.operationName).filter((name) => name !== 'Shell')).toEqual([
      'SalesforcePanel',
    ]);
    expect(requests[requests.length - 1]?.variables).toMatchObject({ page: 0, pageSize: 25, type: null });
    expect(screen.getByText(/por Holding Demo: 2 campanhas vinculadas, 2 com erro\./)).toBeInTheDocument();
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tipo'), 'PRODUCT');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=PRODUCT'));
    await waitFor(() => expect(within(table).queryByText('3001234567')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Tipo'), '');
    await user.type(screen.getByLabelText('Buscar erro'), 'nada disso');
    await waitFor(
      () =>
        expect(
          screen.getByText('Nenhum erro do Salesforce encontrado para "nada disso".'),
        ).toBeInTheDocument(),
      { timeout: SEARCH_DEBOUNCE_MS + 2_000 },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('busca=nada+disso');
  });

  it('filters by the days errors occurred in, in the URL, with its CSV and Limpar filtros', async () => {
    const user = userEvent.setup();
    const downloads = stubCsvDownloads('Quando');
    const dated: OperationHandler = (variables) =>
      panel(variables.from === '2000-01-01' ? [] : ROWS, poll('DONE'))(variables);
    const { requests } = renderApp({
      path: '/manager-links?aba=salesforce&status=SALE&de=2000-01-01&ate=2000-01-31',
      user: demoUser('holding'),
      handlers: [['SalesforcePanel', dated]],
    });
    const table = await screen.findByRole('table', { name: 'Erros do Salesforce' });
    expect(
      await within(table).findByText('Nenhum erro do Salesforce com esses filtros.'),
    ).toBeInTheDocument();
    const sent = () =>
      requests
        .filter((request) => request.operationName === 'SalesforcePanel')
        .map((request) => request.variables);
    expect(sent()).toEqual([
      { page: 0, pageSize: 25, search: null, type: 'SALE', from: '2000-01-01', to: '2000-01-31' },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar os erros do Salesforce' });
    await user.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(downloads.paths()[0]).toBe(
        '/files/salesforce-errors.csv?status=SALE&from=2000-01-01&to=2000-01-31',
      ),
    );
    await user.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(table).findByText('SF-ENEM-LEGADO')).toBeInTheDocument();
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 25, search: null, type: null });
    // The tab stays: only the list's filters are cleared.
    expect(screen.getByTestId('location')).toHaveTextContent('/manager-links?aba=salesforce');
    downloads.restore();
  });

  it("'Atualizar campanhas' follows the poll without a reload and announces its end", async () => {
    const user = userEvent.setup();
    let reads = 0;
    const last: OperationHandler = () => {
      reads += 1;
      return { data: { campaignPoll: poll(reads < 2 ? 'RUNNING' : 'DONE', 'poll-2') } };
    };
    const { requests } = renderApp({
      path: '/manager-links?aba=salesforce',
      user: demoUser('holding'),
      handlers: [
        ['SalesforcePanel', panel(ROWS, null)],
        ['PollCampaigns', () => ({ data: { pollCampaigns: poll('QUEUED', 'poll-2') } })],
        ['LastCampaignPoll', last],
      ],
    });
    await screen.findByText('Nenhuma atualização de campanhas ainda.');
    await user.click(screen.getByRole('button', { name: 'Atualizar campanhas' }));
    await screen.findByText('Atualizando campanhas…');
    await screen.findByText('Campanhas atualizadas: 2 campanhas vinculadas, 2 com erro.');
    // The list is read again for what the poll recorded.
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'SalesforcePanel')).toHaveLength(2),
    );
  });

  it('says "de mais de" when a search matched more rows than upstream counts', async () => {
    renderApp({
      path: '/manager-links?aba=salesforce&busca=salesforce',
      user: demoUser('holding'),
      handlers: [['SalesforcePanel', panel(ROWS, poll('DONE'), { totalRows: 10_000 })]],
    });
    await screen.findByText('1–25 de mais de 10000');
  });

  it('has no Salesforce tab for a producer', async () => {
    renderApp({ path: '/manager-links?aba=salesforce', user: demoUser('produtor'), handlers: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tab', { name: 'Salesforce' })).not.toBeInTheDocument();
  });
});
