import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { CYCLE_CREATED_TEXT, noCyclesFoundText } from './CyclesPages.tsx';

const cycle = (number: number, current = false) => ({
  __typename: 'Cycle',
  id: `cycle-${number}`,
  number,
  startsAt: `2026-${String(number).padStart(2, '0')}-01T03:00:00.000Z`,
  endsAt: `2026-${String(number).padStart(2, '0')}-11T02:59:59.999Z`,
  current,
});

const cycles = () => ({
  data: {
    holdingCycles: [cycle(3), cycle(2, true), cycle(1)],
    systemConfigs: { __typename: 'SystemConfigs', cycleDefaultLengthDays: 30 },
  },
});

describe('Ciclos Comerciais and Ciclos Financeiros', () => {
  it('lists the cycles with the current one marked', async () => {
    renderApp({
      path: '/ciclos_financeiros',
      user: demoUser('holding'),
      handlers: [['HoldingCycles', cycles]],
    });
    await screen.findByText('Ciclo atual');
    const table = screen.getByRole('table', { name: 'Ciclos' });
    const current = within(table).getByText('Ciclo atual').closest('tr') as HTMLElement;
    expect(within(current).getByText('01/02/2026')).toBeInTheDocument();
    expect(within(current).getByText('10/02/2026')).toBeInTheDocument();
  });

  it('checks the days, then creates the cycle or shows upstream’s reason', async () => {
    const events = userEvent.setup();
    let answer: 'ok' | 'overlap' = 'overlap';
    const { requests } = renderApp({
      path: '/ciclos_comerciais',
      user: demoUser('holding'),
      handlers: [
        ['HoldingCycles', cycles],
        [
          'CreateCycle',
          () =>
            answer === 'ok'
              ? { data: { createCycle: cycle(4) } }
              : {
                  errors: [
                    { message: 'O novo ciclo se sobrepõe ao ciclo 3.', extensions: { code: 'CONFLICT' } },
                  ],
                },
        ],
      ],
    });
    await screen.findByText('Ciclo atual');
    await events.type(screen.getByLabelText('Início'), '2026-05-10');
    await events.type(screen.getByLabelText('Fim'), '2026-05-01');
    await events.click(screen.getByRole('button', { name: 'Criar ciclo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cycleEndBeforeStart);
    expect(requests.some((request) => request.operationName === 'CreateCycle')).toBe(false);

    await events.clear(screen.getByLabelText('Fim'));
    await events.type(screen.getByLabelText('Fim'), '2026-05-30');
    await events.click(screen.getByRole('button', { name: 'Criar ciclo' }));
    expect(await screen.findByText('O novo ciclo se sobrepõe ao ciclo 3.')).toBeInTheDocument();

    answer = 'ok';
    await events.click(screen.getByRole('button', { name: 'Criar ciclo' }));
    expect(await screen.findByText(CYCLE_CREATED_TEXT)).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'CreateCycle').at(-1)?.variables).toEqual({
      input: { kind: 'COMMERCIAL', startsOn: '2026-05-10', endsOn: '2026-05-30' },
    });
  });

  it('says when no cycle covers today and prefills the next one after the latest', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/ciclos_comerciais',
      user: demoUser('holding'),
      handlers: [
        [
          'HoldingCycles',
          () => ({
            data: {
              holdingCycles: [cycle(3), cycle(2), cycle(1)],
              systemConfigs: { __typename: 'SystemConfigs', cycleDefaultLengthDays: 30 },
            },
          }),
        ],
      ],
    });
    const text = await screen.findByText(/Nenhum ciclo comercial em andamento hoje/);
    const notice = text.closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain(
      'Nenhum ciclo comercial em andamento hoje. O último, ciclo 3, vai de 01/03/2026 a 10/03/2026.',
    );
    expect(screen.queryByText('Ciclo atual')).not.toBeInTheDocument();
    await events.click(within(notice).getByRole('button', { name: 'Preencher o próximo ciclo' }));
    // The day after the latest one ends, for the configured length (30 days).
    expect(screen.getByLabelText('Início')).toHaveValue('2026-03-11');
    expect(screen.getByLabelText('Fim')).toHaveValue('2026-04-09');
  });

  it('shows no such notice while a cycle is current', async () => {
    renderApp({
      path: '/ciclos_comerciais',
      user: demoUser('holding'),
      handlers: [['HoldingCycles', cycles]],
    });
    await screen.findByText('Ciclo atual');
    expect(screen.queryByRole('button', { name: 'Preencher o próximo ciclo' })).not.toBeInTheDocument();
  });

  it('opens with the next cycle filled in when it comes from the holding’s home', async () => {
    renderApp({
      path: '/ciclos_comerciais?proximo=1',
      user: demoUser('holding'),
      handlers: [['HoldingCycles', cycles]],
    });
    await screen.findByText('Ciclo atual');
    // The day after the latest cycle (3, to 10/03/2026) for the configured 30 days.
    await waitFor(() => expect(screen.getByLabelText('Início')).toHaveValue('2026-03-11'));
    expect(screen.getByLabelText('Fim')).toHaveValue('2026-04-09');
  });

  it('searches the cycle number in the URL, one request per search, and exports the same list', async () => {
    const events = userEvent.setup();
    const { files, restore } = stubCsvDownloads();
    const answer: OperationHandler = (variables) =>
      variables.search === '9' ? { data: { ...cycles().data, holdingCycles: [] } } : cycles();
    const { requests } = renderApp({
      path: '/ciclos_financeiros?busca=2',
      user: demoUser('holding'),
      handlers: [['HoldingCycles', answer]],
    });
    const table = await screen.findByRole('table', { name: 'Ciclos' });
    const bar = screen.getByRole('search', { name: 'Filtrar os ciclos' });
    expect(within(bar).getByLabelText('Buscar ciclo')).toHaveValue('2');
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files.mock.calls[0]?.[0]).toBe('/files/cycles.csv?kind=financial&search=2'));
    // '2' replaced by '9' in one edit, so no empty search settles in between.
    await events.tripleClick(within(bar).getByLabelText('Buscar ciclo'));
    await events.keyboard('9');
    // The search settles after its debounce; a loaded machine takes longer than findBy's second.
    expect(await within(table).findByText(noCyclesFoundText('9'), {}, { timeout: 4000 })).toBeInTheDocument();
    const sent = requests
      .filter((request) => request.operationName === 'HoldingCycles')
      .map((r) => r.variables);
    expect(sent).toEqual([
      { kind: 'FINANCIAL', search: '2' },
      { kind: 'FINANCIAL', search: '9' },
    ]);
    restore();
  });
});
