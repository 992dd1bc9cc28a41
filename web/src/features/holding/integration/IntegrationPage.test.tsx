import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { INTEGRATION_HELP } from './IntegrationPage.tsx';

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
});
