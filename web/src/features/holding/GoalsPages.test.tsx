import { MESSAGES } from '@portal/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { replaceText } from '@/test/replaceText.ts';
import { GOALS_SAVED_TEXT, noUnitsFoundText } from './GoalsPages.tsx';

const unit = (id: string, name: string, goals: [number, number, number] | null) => ({
  __typename: 'UnitGoal',
  unitId: id,
  unitName: name,
  minimum: goals?.[0] ?? null,
  basic: goals?.[1] ?? null,
  master: goals?.[2] ?? null,
});

const cycleGoals = {
  __typename: 'CycleGoals',
  id: 'cycle-12',
  cycle: {
    __typename: 'Cycle',
    id: 'cycle-12',
    number: 12,
    startsAt: '2026-11-01T03:00:00.000Z',
    endsAt: '2026-12-01T02:59:59.999Z',
    current: true,
  },
  goals: { __typename: 'CycleGoalValues', minimum: 600000, basic: 1200000, master: 2000000 },
  units: [unit('u-1', 'Unidade Aldeota', [150000, 300000, 450000]), unit('u-2', 'Unidade Centro', null)],
};

const manager: OperationHandler = () => ({
  data: {
    holdingCycles: [{ __typename: 'Cycle', id: 'cycle-12', number: 12, current: true }],
    cycleGoals,
  },
});

describe('Gerenciador de metas', () => {
  it('refuses a goal below zero and a minimum above the basic, then saves the filled rows in cents', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/gerenciador-metas',
      user: demoUser('holding'),
      handlers: [
        ['GoalsManager', manager],
        ['UpdateUnitGoals', () => ({ data: { updateUnitGoals: cycleGoals } })],
      ],
    });
    const basic = await screen.findByLabelText('Meta básica de Unidade Aldeota');
    expect(basic).toHaveValue('3000,00');
    await events.clear(basic);
    await events.type(basic, '-1');
    await events.click(screen.getByRole('button', { name: 'Salvar metas' }));
    expect(await screen.findByText(MESSAGES.goalNegative)).toBeInTheDocument();

    await events.clear(basic);
    await events.type(basic, '1000');
    await events.click(screen.getByRole('button', { name: 'Salvar metas' }));
    expect(await screen.findByText(MESSAGES.goalMinimumAboveBasic)).toBeInTheDocument();
    expect(requests.some((request) => request.operationName === 'UpdateUnitGoals')).toBe(false);

    await events.clear(basic);
    await events.type(basic, '2.000,50');
    await events.click(screen.getByRole('button', { name: 'Salvar metas' }));
    expect(await screen.findByText(GOALS_SAVED_TEXT)).toBeInTheDocument();
    expect(requests.find((request) => request.operationName === 'UpdateUnitGoals')?.variables).toEqual({
      input: {
        cycleId: 'cycle-12',
        goals: [{ unitId: 'u-1', minimum: 150000, basic: 200050, master: 450000 }],
      },
    });
  });

  it("shows a cycle's goal details read-only, with one query", async () => {
    const { requests } = renderApp({
      path: '/ciclos_comerciais/cycle-12',
      user: demoUser('holding'),
      handlers: [['CycleGoals', () => ({ data: { cycleGoals } })]],
    });
    const table = await screen.findByRole('table', { name: 'Metas das unidades' });
    const row = within(table).getByText('Unidade Aldeota').closest('tr') as HTMLElement;
    expect(within(row).getByText('R$ 3.000,00')).toBeInTheDocument();
    expect(screen.getByText('Ciclo 12: 01/11/2026 a 30/11/2026 (ciclo atual)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar metas das unidades' })).toHaveAttribute(
      'href',
      '/gerenciador-metas?ciclo=cycle-12',
    );
    expect(requests.filter((request) => request.operationName === 'CycleGoals')).toHaveLength(1);
  });

  it('searches the unit name in the URL, one request per search, and exports the same units', async () => {
    const events = userEvent.setup();
    const csv = stubCsvDownloads('Unidade;Meta mínima (R$);Meta básica (R$);Meta master (R$)');
    const answer: OperationHandler = (variables) => {
      const units = variables.search === 'zzz' ? [] : cycleGoals.units.slice(0, 1);
      return {
        data: {
          holdingCycles: [{ __typename: 'Cycle', id: 'cycle-12', number: 12, current: true }],
          cycleGoals: { ...cycleGoals, id: `cycle-12?busca=${variables.search}`, units },
        },
      };
    };
    const { requests } = renderApp({
      path: '/gerenciador-metas?busca=aldeota',
      user: demoUser('holding'),
      handlers: [['GoalsManager', answer]],
    });
    const bar = await screen.findByRole('search', { name: 'Filtrar as unidades' });
    expect(within(bar).getByLabelText('Buscar unidade')).toHaveValue('aldeota');
    expect(await screen.findByLabelText('Meta básica de Unidade Aldeota')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meta básica de Unidade Centro')).not.toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(csv.paths()).toEqual(['/files/goals.csv?cycle=cycle-12&search=aldeota']));
    await replaceText(events, within(bar).getByLabelText('Buscar unidade'), 'zzz');
    expect(await screen.findByText(noUnitsFoundText('zzz'))).toBeInTheDocument();
    const sent = requests.filter((r) => r.operationName === 'GoalsManager').map((r) => r.variables);
    expect(sent).toEqual([
      { cycleId: null, search: 'aldeota' },
      { cycleId: null, search: 'zzz' },
    ]);
    csv.restore();
  });

  it('says under Salvar metas which goals a half-filled unit still needs', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/gerenciador-metas',
      user: demoUser('holding'),
      handlers: [['GoalsManager', manager]],
    });
    const minimum = await screen.findByLabelText('Meta mínima de Unidade Centro');
    await events.type(minimum, '100');
    expect(screen.getByRole('button', { name: 'Salvar metas' })).toHaveAccessibleDescription(
      'Para salvar as metas, preencha Meta básica de Unidade Centro e Meta master de Unidade Centro.',
    );
  });
});
