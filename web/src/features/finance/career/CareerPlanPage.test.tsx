import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { levelGoal } from './CareerPlanPage.tsx';

/** Each level's own goal, growing with the level as upstream's career_levels holds them. */
const GOALS: Record<number, number> = { 1: 2_500_000, 2: 4_000_000, 3: 6_500_000 };

const level = (number: number, name: string) => ({
  __typename: 'CareerLevel',
  level: number,
  name,
  goal: GOALS[number],
});

const plan = {
  __typename: 'CareerPlan',
  level: 2,
  currentCycleSales: 1_600_000,
  levels: [level(1, 'Bronze'), level(2, 'Prata'), level(3, 'Ouro')],
  documents: [
    {
      __typename: 'DocumentLink',
      title: 'Plano de carreira',
      url: 'http://localhost:4010/docs/plano-de-carreira.pdf',
    },
    {
      __typename: 'DocumentLink',
      title: 'Regras de fidelidade',
      url: 'http://localhost:4010/docs/regras-de-fidelidade.pdf',
    },
  ],
};

describe('Plano de carreira', () => {
  it("shows the level, its own goal's progress, every level with its goal and the documents", async () => {
    renderApp({
      path: '/plano-carreira',
      user: demoUser('afiliado'),
      handlers: [['CareerPlan', () => ({ data: { careerPlan: plan } })]],
    });
    const current = await screen.findByRole('region', { name: 'Seu nível' });
    expect(within(current).getByText('Nível 2 — Prata')).toBeInTheDocument();
    expect(screen.getByText('Vendas do ciclo atual: R$ 16.000,00 de R$ 40.000,00 (40%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da meta do nível' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const levels = screen.getByRole('region', { name: 'Níveis' });
    expect(within(levels).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nível 1 — BronzeMeta: R$ 25.000,00',
      'Seu nívelNível 2 — PrataMeta: R$ 40.000,00',
      'Nível 3 — OuroMeta: R$ 65.000,00',
    ]);
    expect(within(levels).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    const link = screen.getByRole('link', { name: /^Plano de carreira\s?\(abre em nova aba\)$/ });
    expect(link).toHaveAttribute('href', 'http://localhost:4010/docs/plano-de-carreira.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("follows docs/product.md §5.6's level helper when the level is not listed", () => {
    expect(levelGoal({ ...plan, level: 1, levels: [] } as never)).toBe(2_500_000);
    expect(levelGoal({ ...plan, level: 4, levels: [] } as never)).toBe(3_200_000);
  });
});
