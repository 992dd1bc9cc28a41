import { REFRESH_MS } from '@portal/schema/constants';
import { act, screen, within } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { type DemoAccount, demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { cycleLine } from './DashboardView.tsx';
import { dashboardFinance } from './financeFixtures.ts';

/**
 * A dashboard's answer, for finance's `Dashboard` (which always sends `as`) and for home's
 * `AffiliateDashboard` (no `as`; it also asks for the active banners and the profile's CNPJ status,
 * features/home composing marketing's and accreditation's panels in).
 */
const answer =
  (overrides: Record<string, unknown> = {}, errors?: GraphQLFormattedError[]): OperationHandler =>
  (variables) => ({
    data: {
      ...(variables.as === undefined
        ? {
            activeBanners: [],
            myProfile: { __typename: 'Profile', statusCnpj: 'FINISHED', needsBankDetails: false },
          }
        : {}),
      finance: dashboardFinance({
        ...(variables.branch
          ? { unitBalance: { __typename: 'UnitBalance', currentCycle: 2_000_000, lastCycle: 1_500_000 } }
          : {}),
        ...overrides,
      }),
    },
    ...(errors ? { errors } : {}),
  });

const renderDashboard = (path: string, account: DemoAccount, handler: OperationHandler = answer()) => {
  const view = renderApp({
    path,
    user: demoUser(account),
    handlers: [
      ['Dashboard', handler],
      ['AffiliateDashboard', handler],
    ],
  });
  const financeRequests = () => view.requests.filter((request) => request.operationName !== 'Shell');
  return { ...view, financeRequests };
};

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('dashboards', () => {
  it('shows balances, cycle sales, goals, chart and the commissions preview from ONE request', async () => {
    const { financeRequests } = renderDashboard('/dashboard', 'afiliado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('Comissões pendentes', { selector: 'dt' });

    expect(card('Comissões pendentes')).toBe('R$ 450,00');
    expect(card('Comissões recebidas')).toBe('R$ 1.200,00');
    expect(card('Vendas do ciclo atual')).toBe('R$ 12.500,00');
    expect(screen.getByText('Ciclo atual: 14 (01/01/2026 a 31/01/2026)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Meta básica' })).toHaveAttribute('aria-valuenow', '50');
    const chart = screen.getByRole('table', { name: 'Vendas por ciclo' });
    expect(within(chart).getAllByRole('row')).toHaveLength(4);
    const preview = screen.getByRole('table', { name: 'Últimas comissões' });
    expect(within(preview).getByText('Curso de Vendas')).toBeInTheDocument();
    expect(within(preview).queryByRole('columnheader', { name: 'ID do pagamento' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as comissões' })).toHaveAttribute(
      'href',
      '/vendas-comissoes/todas-as-comissoes',
    );

    // The affiliate's dashboard is features/home's request, over finance's fragment.
    expect(financeRequests().map((request) => request.operationName)).toEqual(['AffiliateDashboard']);
    expect(financeRequests()[0]?.variables).toEqual({ branch: false, previewRows: 5 });
  });

  it("shows the active banners in order on the affiliate's dashboard, in the same request", async () => {
    const banner = {
      __typename: 'Banner',
      link: 'https://loja.exemplo.com.br/black-friday',
      desktopUrl: null,
      mobileUrl: null,
      thumbnail: null,
    };
    const withBanners: OperationHandler = () => {
      return {
        data: {
          finance: dashboardFinance({}),
          myProfile: { __typename: 'Profile', statusCnpj: 'FINISHED', needsBankDetails: false },
          activeBanners: [
            {
              ...banner,
              id: 'b1',
              name: 'Semana do Cliente',
              type: 'TEXTUAL',
              title: 'Semana do Cliente',
              description: 'Comissão em dobro até domingo.',
              cta: 'Quero participar',
            },
            {
              ...banner,
              id: 'b2',
              name: 'Black Friday',
              type: 'IMAGE',
              desktopUrl: '/v1/files/banner-image.desktop.png',
              mobileUrl: '/v1/files/banner-image.mobile.png',
              title: null,
              description: null,
              cta: null,
            },
          ],
        },
      };
    };
    const { financeRequests } = renderDashboard('/dashboard', 'afiliado', withBanners);
    const list = await screen.findByRole('list', { name: 'Banners' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { name: 'Semana do Cliente' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Quero participar' })).toHaveAttribute(
      'href',
      'https://loja.exemplo.com.br/black-friday',
    );
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Black Friday' })).toBeInTheDocument();
    expect(screen.getByText('Comissões pendentes', { selector: 'dt' })).toBeInTheDocument();
    expect(financeRequests().map((request) => request.operationName)).toEqual(['AffiliateDashboard']);
  });

  it("shows 'Indisponível' for figures that failed, and the rest of the page", async () => {
    renderDashboard(
      '/dashboard',
      'afiliado',
      answer({ balance: null, totalSales: null, salesByCycle: null, goals: null }, [
        {
          message: 'Falha ao consultar o saldo.',
          path: ['finance', 'balance'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ]),
    );
    await screen.findByText('Comissões pendentes', { selector: 'dt' });
    expect(card('Comissões pendentes')).toBe('Indisponível');
    expect(card('Comissões recebidas')).toBe('Indisponível');
    expect(card('Vendas do ciclo atual')).toBe('Indisponível');
    expect(screen.getByText('Nenhuma meta cadastrada para este ciclo.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Últimas comissões' })).toBeInTheDocument();
  });

  it('keeps the figures when the banners could not be loaded', async () => {
    renderDashboard('/dashboard', 'afiliado', () => ({
      data: {
        activeBanners: null,
        myProfile: { __typename: 'Profile', statusCnpj: 'FINISHED', needsBankDetails: false },
        finance: dashboardFinance({}),
      },
      errors: [
        {
          message: 'Serviço indisponível.',
          path: ['activeBanners'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    }));
    await screen.findByText('Comissões pendentes', { selector: 'dt' });
    expect(card('Comissões pendentes')).toBe('R$ 450,00');
    expect(screen.queryByRole('list', { name: 'Banners' })).not.toBeInTheDocument();
  });

  it('shows the branch figures and the payment id column to branches', async () => {
    const { financeRequests } = renderDashboard('/dashboard', 'unidade');
    await screen.findByText('Vendas do ciclo anterior', { selector: 'dt' });
    expect(card('Vendas do ciclo atual')).toBe('R$ 20.000,00');
    expect(card('Vendas do ciclo anterior')).toBe('R$ 15.000,00');
    expect(screen.getByRole('columnheader', { name: 'ID do pagamento' })).toBeInTheDocument();
    expect(financeRequests().map((request) => request.operationName)).toEqual(['Dashboard']);
    expect(financeRequests()[0]?.variables).toEqual({ as: null, branch: true, previewRows: 5 });
  });

  it('asks for the side of the agent dashboards', async () => {
    const { financeRequests, unmount } = renderDashboard('/dashboard/agenciador', 'agente');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard do Agenciador' }),
    ).toBeInTheDocument();
    await screen.findByText('Vendas do ciclo anterior', { selector: 'dt' });
    expect(financeRequests()[0]?.variables).toMatchObject({ as: 'BRANCH', branch: true });
    expect(screen.getByRole('link', { name: 'Como agenciador' })).toHaveAttribute('aria-current', 'page');
    unmount();

    const influencer = renderDashboard('/dashboard/influenciadores', 'agente');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard do Influenciador' });
    await screen.findByText('Comissões pendentes', { selector: 'dt' });
    expect(influencer.financeRequests()[0]?.variables).toMatchObject({ as: 'AFFILIATED', branch: false });
  });

  // Both requests: home's `AffiliateDashboard` (afiliado) and finance's `Dashboard` (unidade).
  it.each<DemoAccount>(['afiliado', 'unidade'])(
    'shows an error with a retry when nothing arrived (%s)',
    async (account) => {
      renderDashboard('/dashboard', account, () => ({ errors: [{ message: 'down', extensions: {} }] }));
      expect(
        await screen.findByText('Ocorreu um erro inesperado, por favor tente novamente.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    },
  );
});

describe('home', () => {
  it("shows the affiliate's dashboard under the greeting", async () => {
    const { financeRequests } = renderDashboard('/', 'afiliado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' })).toBeInTheDocument();
    expect(await screen.findByText('Comissões pendentes', { selector: 'dt' })).toBeInTheDocument();
    expect(financeRequests().map((request) => request.operationName)).toEqual(['AffiliateDashboard']);
  });

  it("shows the branch's dashboard to branches, finance's own request", async () => {
    const { financeRequests } = renderDashboard('/', 'unidade');
    expect(await screen.findByText('Vendas do ciclo anterior', { selector: 'dt' })).toBeInTheDocument();
    expect(financeRequests().map((request) => request.operationName)).toEqual(['Dashboard']);
    expect(financeRequests()[0]?.variables).toEqual({ as: null, branch: true, previewRows: 5 });
  });

  it('links agents to both dashboards', async () => {
    renderDashboard('/', 'agente');
    await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' });
    const region = await screen.findByRole('region', { name: 'Seus dashboards' });
    expect(within(region).getByRole('link', { name: 'Dashboard do Agenciador' })).toHaveAttribute(
      'href',
      '/dashboard/agenciador',
    );
  });

  it.each<DemoAccount>(['afiliado', 'unidade'])(
    'refreshes every 10 minutes while the tab is visible, and not while it is hidden (%s)',
    async (account) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const visibility = vi.spyOn(document, 'visibilityState', 'get');
      try {
        const { financeRequests } = renderDashboard('/dashboard', account);
        await screen.findByText('Comissões pendentes', { selector: 'dt' });
        expect(financeRequests()).toHaveLength(1);
        await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
        expect(financeRequests()).toHaveLength(2);
        visibility.mockReturnValue('hidden');
        await act(() => vi.advanceTimersByTimeAsync(2 * REFRESH_MS));
        expect(financeRequests()).toHaveLength(2);
      } finally {
        visibility.mockRestore();
        vi.useRealTimers();
      }
    },
  );
});

describe('the dashboard cycle line', () => {
  const cycle = dashboardFinance().commercialCycle;

  it('names the current cycle and its days', () => {
    expect(cycleLine(cycle)).toBe('Ciclo atual: 14 (01/01/2026 a 31/01/2026)');
  });

  it('says that no cycle is under way, and which was the last, when none covers today', () => {
    expect(cycleLine({ ...cycle, current: false })).toBe(
      'Nenhum ciclo comercial em andamento. O último foi o ciclo 14 (01/01/2026 a 31/01/2026).',
    );
  });

  it('says the cycle is unavailable when its lookup failed', () => {
    expect(cycleLine(null)).toBe('Ciclo atual: Indisponível');
  });
});
