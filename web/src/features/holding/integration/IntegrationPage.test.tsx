import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { INTEGRATION_HELP, NO_FILTERED_INTEGRATIONS, noIntegrationsFoundText } from './IntegrationPage.tsx';

const row = (index: number) => ({
  __typename: 'PayeeIntegration',
  id: `i${index}`,
  kind: index % 2 ? 'BBP' : 'DMEI',
  payeeKind: 'AFFILIATE',
  payeeId: `u${index}`,
  payeeName: `Favorecido ${index}`,
});

describe('Integração', () => {
  it('says what DMEI and BBP are above the list that uses them, in one request', async () => {
    const view = renderApp({
      path: '/integracao',
      user: demoUser('admin'),
      handlers: [
        [
          'PayeeIntegrations',
          () => ({
            data: {
              billsIntegrationUrl: null,
              payeeIntegrations: {
                __typename: 'PayeeIntegrationPage',
                totalRows: 1,
                items: [
                  {
                    __typename: 'PayeeIntegration',
                    id: 'i1',
                    kind: 'DMEI',
                    payeeKind: 'AFFILIATED',
                    payeeId: 'u1',
                    payeeName: 'Ana Beatriz Moreira',
                  },
                ],
              },
            },
          }),
        ],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Favorecidos integrados' });
    expect(await within(table).findByText('Ana Beatriz Moreira')).toBeInTheDocument();
    expect(screen.getByText(INTEGRATION_HELP)).toBeInTheDocument();
    expect(INTEGRATION_HELP).toMatch(/DMEI e BBP/);
    const screenRequests = view.requests.filter((request) => request.operationName !== 'Shell');
    expect(screenRequests.map((request) => request.operationName)).toEqual(['PayeeIntegrations']);
  });

  it('keeps the toolbar in the URL: one request per change, its CSV, the empty texts', async () => {
    const events = userEvent.setup();
    const { files, restore } = stubCsvDownloads();
    const answer: OperationHandler = (variables) => {
      const items =
        variables.kind || variables.search ? [] : Array.from({ length: 10 }, (_, index) => row(index));
      return {
        data: {
          billsIntegrationUrl: null,
          payeeIntegrations: { __typename: 'PayeeIntegrationPage', totalRows: items.length ? 23 : 0, items },
        },
      };
    };
    const { requests } = renderApp({
      path: '/integracao?status=BBP',
      user: demoUser('holding'),
      handlers: [['PayeeIntegrations', answer]],
    });
    const table = await screen.findByRole('table', { name: 'Favorecidos integrados' });
    expect(await within(table).findByText(NO_FILTERED_INTEGRATIONS)).toBeInTheDocument();
    const sent = () =>
      requests
        .filter((request) => request.operationName === 'PayeeIntegrations')
        .map((request) => request.variables);
    expect(sent()).toEqual([{ page: 0, pageSize: 10, search: null, kind: 'BBP' }]);
    const bar = screen.getByRole('search', { name: 'Filtrar os favorecidos integrados' });
    await events.type(within(bar).getByLabelText('Buscar favorecido'), 'Ana');
    expect(await within(table).findByText(noIntegrationsFoundText('Ana'))).toBeInTheDocument();
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 10, search: 'Ana', kind: 'BBP' });
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files.mock.calls[0]?.[0]).toBe('/files/integrations.csv?search=Ana&kind=BBP'));
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 10, search: null, kind: null });
    expect(sent()).toHaveLength(3);
    restore();
  });
});
