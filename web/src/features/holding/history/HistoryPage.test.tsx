import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { historyCsvPath } from './HistoryPage.tsx';

const entry = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'AuditEntry',
  id,
  at: '2026-11-20T15:30:00.000Z',
  actorName: 'Maria Souza',
  entityId: `entity-${id}`,
  before: null,
  after: null,
  subjectName: null,
  subjectCycle: null,
  removed: false,
  ...fields,
});

const ITEMS = [
  entry('3', {
    action: 'banner.deleted',
    entity: 'banner',
    subjectName: 'Banner de Natal',
    before: JSON.stringify({
      id: 'b-1',
      name: 'Banner de Natal',
      active: true,
      desktopUrl: 'https://cdn/x.png',
    }),
    removed: true,
  }),
  entry('2', {
    action: 'bill.closed',
    entity: 'bill',
    subjectName: 'Fulano de Tal',
    subjectCycle: 13,
    before: '{"status":"Open"}',
    after: '{"status":"Closed"}',
  }),
  entry('1', {
    action: 'unit_goals.updated',
    entity: 'unit_goals',
    actorName: null,
    subjectName: 'Unidade Aldeota',
    subjectCycle: 12,
    before: JSON.stringify({ minimum: 100000, basic: 200000, master: 300000 }),
    after: JSON.stringify({ minimum: 150000, basic: 200000, master: 300000 }),
  }),
];

const historyHandler: OperationHandler = (variables) => ({
  data: {
    holdingHistory: {
      __typename: 'AuditPage',
      totalRows: ITEMS.length,
      page: Number(variables.page),
      pageSize: Number(variables.pageSize),
      items: ITEMS,
      actors: [
        { __typename: 'AuditActor', id: 'u-1', name: 'Maria Souza' },
        { __typename: 'AuditActor', id: 'u-2', name: 'Luciana Tavares Brito' },
      ],
    },
  },
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('Histórico', () => {
  it('tells each action as a sentence, with the changed fields in words and no JSON, ids or ISO dates', async () => {
    const { requests } = renderApp({
      path: '/historico',
      user: demoUser('admin'),
      handlers: [['HoldingHistory', historyHandler]],
    });
    const table = await screen.findByRole('table', { name: 'Histórico' });
    await within(table).findByText("Maria Souza excluiu o banner 'Banner de Natal'.");
    expect(
      within(table).getByText('Maria Souza encerrou a fatura do ciclo 13 de Fulano de Tal.'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('O sistema alterou as metas de Unidade Aldeota no ciclo 12.'),
    ).toBeInTheDocument();

    // A bill's status in the words of the status tables, before and after.
    const closed = within(table).getByRole('table', { name: /encerrou a fatura/ });
    const status = within(closed).getByRole('row', { name: /Status/ });
    expect(within(status).getByText('Esperando NF')).toBeInTheDocument();
    expect(within(status).getByText('Fatura Fechada')).toBeInTheDocument();
    // Goals in reais; only the changed one.
    const goals = within(table).getByRole('table', { name: /alterou as metas/ });
    expect(within(goals).getAllByRole('row')).toHaveLength(2);
    expect(within(goals).getByText(/^R\$.1\.000,00$/)).toBeInTheDocument();
    expect(within(goals).getByText(/^R\$.1\.500,00$/)).toBeInTheDocument();
    // A removed banner: what it was, no link; ids and urls not shown.
    const removed = rowOf(table, "Maria Souza excluiu o banner 'Banner de Natal'.");
    expect(within(removed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(removed).getByText('Sim')).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Maria Souza encerrou a fatura do ciclo 13 de Fulano de Tal.')).getByRole('link', {
        name: /^Abrir: /,
      }),
    ).toHaveAttribute('href', '/status-faturamento');

    const text = table.textContent ?? '';
    for (const raw of ['{', '"status"', 'b-1', 'entity-', 'https://', '2026-11-20T', 'bill.closed', 'Closed'])
      expect(text).not.toContain(raw);
    expect(within(table).getAllByText('20/11/2026 12:30')).toHaveLength(3);
    expect(requests.filter((request) => request.operationName === 'HoldingHistory')).toHaveLength(1);
  });

  it('filters by action, person and period, in the URL and with one request each', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/historico?pagina=2',
      user: demoUser('holding'),
      handlers: [['HoldingHistory', historyHandler]],
    });
    await screen.findByRole('table', { name: 'Histórico' });
    await events.selectOptions(screen.getByLabelText('Ação'), 'Banner excluído');
    await events.selectOptions(await screen.findByLabelText('Pessoa'), 'Maria Souza');
    const calls = () => requests.filter((request) => request.operationName === 'HoldingHistory');
    await waitFor(() =>
      expect(calls().at(-1)?.variables).toMatchObject({ page: 0, action: 'banner.deleted', actorId: 'u-1' }),
    );
    const count = calls().length;
    await events.type(screen.getByLabelText('De'), '2026-11-01');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ from: '2026-11-01' }));
    expect(calls().length).toBe(count + 1);
    await events.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(calls().at(-1)?.variables).toEqual({
        page: 0,
        pageSize: 10,
        action: null,
        actorId: null,
        from: null,
        to: null,
        search: null,
      }),
    );
  });

  it('searches as the person types, once typing stops, in the URL, and Limpar filtros clears it', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/historico',
      user: demoUser('holding'),
      handlers: [['HoldingHistory', historyHandler]],
    });
    await screen.findByRole('table', { name: 'Histórico' });
    const calls = () => requests.filter((request) => request.operationName === 'HoldingHistory');
    await events.type(screen.getByLabelText('Buscar no histórico'), 'Fulano');
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ page: 0, search: 'Fulano' }));
    // One request for the settled text, not one per letter.
    expect(calls().filter((call) => call.variables.search)).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(calls().at(-1)?.variables).toMatchObject({ search: null }));
    expect(screen.getByLabelText('Buscar no histórico')).toHaveValue('');
  });

  it('exports what the filters keep', () => {
    expect(historyCsvPath('', { action: null, actorId: null, from: null, to: null })).toBe(
      '/files/history.csv',
    );
    expect(
      historyCsvPath('Ana', { action: 'bill.closed', actorId: 'u-1', from: '2026-11-01', to: null }),
    ).toBe('/files/history.csv?search=Ana&action=bill.closed&actorId=u-1&from=2026-11-01');
  });
});
