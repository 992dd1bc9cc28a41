/** The finance links and the agent dashboards lead to the route table's screens. */
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes.ts';
import { AGENT_DASHBOARD_PATHS } from './DashboardPages.tsx';
import { financePaths } from './financeSide.ts';

/** The titles of the private routes a concrete path matches, in table order. */
const titlesAt = (path: string): string[] =>
  appRoutes
    .filter((route) => route.kind === 'private' && matchPath(route.path, path) !== null)
    .map((route) => route.title);

const SIDES = [null, 'AFFILIATED', 'BRANCH'] as const;

describe('financePaths', () => {
  it.each(SIDES)('for side %s, names routes of the table', (side) => {
    expect(titlesAt(financePaths.salesBilling(side))).toEqual(['Vendas e Faturamento']);
    expect(titlesAt(financePaths.allSales(side))).toEqual(['Todas as vendas']);
    expect(titlesAt(financePaths.allCommissions(side))).toEqual(['Todas as comissões']);
  });

  it('gives each side its own path', () => {
    for (const paths of [financePaths.salesBilling, financePaths.allSales, financePaths.allCommissions]) {
      expect(new Set(SIDES.map(paths)).size).toBe(SIDES.length);
    }
  });

  it('fills the billing id into the details route, encoded', () => {
    const path = financePaths.billingDetails('a/b 1');
    expect(path).toBe('/vendas-comissoes/faturamento/a%2Fb%201');
    expect(titlesAt(path)).toEqual(['Detalhes do faturamento']);
    expect(titlesAt(financePaths.holdingBillings)).toEqual(['Faturamento', 'Vendas e Faturamento']);
  });
});

describe('AGENT_DASHBOARD_PATHS', () => {
  it("are the agent dashboards' routes", () => {
    expect(titlesAt(AGENT_DASHBOARD_PATHS.AFFILIATED)).toEqual(['Dashboard do Influenciador']);
    expect(titlesAt(AGENT_DASHBOARD_PATHS.BRANCH)).toEqual(['Dashboard do Agenciador']);
  });
});
