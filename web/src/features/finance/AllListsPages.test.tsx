import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
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
    expect(sent[0]).toEqual({ as: 'BRANCH', page: 0, pageSize: 10, order: 'DESC', status: null });
    expect(sent).toContainEqual({ as: 'BRANCH', page: 1, pageSize: 10, order: 'DESC', status: null });
    expect(sent.at(-1)).toEqual({ as: 'BRANCH', page: 0, pageSize: 10, order: 'DESC', status: 'HELD' });
    expect(screen.getByRole('link', { name: 'Vendas e Faturamento' })).toHaveAttribute(
      'href',
      '/vendas-comissoes/agenciadores',
    );
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
