/**
 * Alteração em massa's and Gerenciador de Unidades' list toolbars (search, state, period in the
 * URL, one request each, Limpar filtros, Exportar CSV of the same filter) and why their forms'
 * submits are disabled (FormGaps), with the required fields marked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { replaceText } from '@/test/replaceText.ts';
import { NO_FILTERED_MASS_CHANGES } from './mass-change/MassChangeListPage.tsx';
import { noUnitsFoundText } from './units/UnitsPages.tsx';

const job = (n: number, state: string) => ({
  __typename: 'MassChange',
  id: `job-${n}`,
  fileName: `arquivo-${n}.csv`,
  requestedBy: 'Helena Holding',
  state,
  totalRows: 2,
  checkedRows: 2,
  changedRows: state === 'DONE' ? 1 : null,
  errorMessage: null,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
  startedAt: null,
  finishedAt: null,
});

const massChanges: OperationHandler = (variables) => {
  const items = [job(1, 'DONE'), job(2, 'FAILED'), job(3, 'DONE')].filter(
    (row) =>
      (!variables.status || row.state === variables.status) &&
      (!variables.search || row.fileName.includes(String(variables.search))) &&
      (!variables.from || row.createdAt >= String(variables.from)),
  );
  return {
    data: {
      massChanges: { __typename: 'MassChangePage', items, totalRows: items.length, page: 0, pageSize: 10 },
    },
  };
};

const unit = (n: number, name: string) => ({
  __typename: 'ManagedUnit',
  id: `unit-${n}`,
  name,
  cnpj: null,
  agenciador: false,
  holding: false,
  edCount: n,
});

const managedUnits: OperationHandler = (variables) => {
  const items = [unit(1, 'Unidade Aldeota'), unit(2, 'Unidade Sobral')].filter(
    (row) => !variables.search || row.name.toLowerCase().includes(String(variables.search).toLowerCase()),
  );
  return { data: { managedUnits: { __typename: 'ManagedUnitPage', items, totalRows: items.length } } };
};

const requestsOf = (
  name: string,
  requests: { operationName: string; variables: Record<string, unknown> }[],
) => requests.filter((request) => request.operationName === name).map((request) => request.variables);

/** Exportar CSV's fetch of the gateway's file route, answered with one row. */
const stubFiles = () => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const original = globalThis.fetch;
  const files = vi.fn(
    async (_path: string) => new Response('\uFEFFNome\r\nX\r\n', { headers: { 'x-report-rows': '1' } }),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
  );
  return { files, click };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Alteração em massa: the list toolbar', () => {
  it('reads state and period from the URL, filters in one request each, exports and clears', async () => {
    const events = userEvent.setup();
    const { files, click } = stubFiles();
    const { requests } = renderApp({
      path: '/alteracao-em-massa?status=DONE&de=2026-11-01',
      user: demoUser('holding'),
      handlers: [['MassChanges', massChanges]],
    });
    const table = await screen.findByRole('table', { name: 'Alterações em massa' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(requestsOf('MassChanges', requests)).toEqual([
      { page: 0, pageSize: 10, order: 'DESC', search: null, status: 'DONE', from: '2026-11-01' },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as alterações em massa' });
    expect(
      within(within(bar).getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Na fila', 'Em andamento', 'Concluída', 'Falhou']);
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(files.mock.calls[0]?.[0]).toBe('/files/mass-changes.csv?status=DONE&from=2026-11-01');

    await events.selectOptions(within(bar).getByLabelText('Status'), 'Na fila');
    expect(await within(table).findByText(NO_FILTERED_MASS_CHANGES)).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(requestsOf('MassChanges', requests).at(-1)).toEqual({
      page: 0,
      pageSize: 10,
      order: 'DESC',
      search: null,
      status: null,
    });
  });

  it('says why Validar e aplicar is disabled and marks the file as required', async () => {
    renderApp({ path: '/alteracao-em-massa/new', user: demoUser('holding'), handlers: [] });
    const submit = await screen.findByRole('button', { name: 'Validar e aplicar' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Para validar e aplicar, preencha Arquivo CSV.');
    expect(screen.getByText('Arquivo CSV')).toHaveAttribute('data-required');
  });
});

describe('Gerenciador de Unidades: the list toolbar', () => {
  it('searches in the URL in one request, says when nothing matches, and exports the same filter', async () => {
    const events = userEvent.setup();
    const { files, click } = stubFiles();
    const { requests } = renderApp({
      path: '/gerenciador-unidade?busca=sobral',
      user: demoUser('holding'),
      handlers: [['ManagedUnits', managedUnits]],
    });
    const table = await screen.findByRole('table', { name: 'Unidades' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(requestsOf('ManagedUnits', requests)).toEqual([
      { page: 0, pageSize: 10, order: 'ASC', search: 'sobral', status: null },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as unidades' });
    expect(within(bar).queryByLabelText('Status')).not.toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(files.mock.calls[0]?.[0]).toBe('/files/units.csv?search=sobral');
    const search = within(bar).getByLabelText('Buscar unidade');
    await replaceText(events, search, 'crato');
    expect(await within(table).findByText(noUnitsFoundText('crato'))).toBeInTheDocument();
    expect(requestsOf('ManagedUnits', requests).at(-1)).toMatchObject({ search: 'crato', page: 0 });
  });
});

const details = {
  __typename: 'ManagedUnitDetails',
  unit: unit(1, 'Unidade Aldeota'),
  goals: [{ __typename: 'UnitCycleGoal', cycleId: 'c1', cycleNumber: 14, current: true, value: null }],
  producers: [],
  donationReceivers: [],
  allProducers: [],
};

describe('Gerenciador de Unidades: the unit form', () => {
  it('says why Salvar unidade is disabled: nothing changed, then the fields to fill or correct', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/gerenciador-unidade/unit-1',
      user: demoUser('holding'),
      handlers: [['ManagedUnit', () => ({ data: { managedUnit: details } })]],
    });
    const submit = await screen.findByRole('button', { name: 'Salvar unidade' });
    await waitFor(() =>
      expect(submit).toHaveAccessibleDescription('Nenhuma alteração para salvar a unidade.'),
    );
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Nome')).toBeRequired();
    await events.clear(screen.getByLabelText('Nome'));
    await events.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
    await waitFor(() =>
      expect(submit).toHaveAccessibleDescription(
        'Para salvar a unidade, preencha Nome, Nome do recebedor 1 e CNPJ do recebedor 1.',
      ),
    );
    expect(screen.getByLabelText('Nome do recebedor 1')).toHaveAttribute('aria-required', 'true');
    await events.type(screen.getByLabelText('Nome'), 'Unidade Aldeota Nova');
    await events.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
