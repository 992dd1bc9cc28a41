import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { dashboardFinance } from '@/features/finance/financeFixtures.ts';

/** The affiliate's dashboard answered with the given CNPJ status (and no banners). */
const withStatus =
  (statusCnpj: string | null): OperationHandler =>
  () => ({
    data: {
      activeBanners: [],
      myProfile: {
        __typename: 'Profile',
        statusCnpj,
        needsBankDetails: statusCnpj === 'WAITING_BANK_DETAILS' || statusCnpj === 'INVALID_BANK_DETAILS',
      },
      finance: dashboardFinance({}),
    },
  });

const render = (path: string, statusCnpj: string | null) => {
  const view = renderApp({
    path,
    user: demoUser('afiliado'),
    handlers: [['AffiliateDashboard', withStatus(statusCnpj)]],
  });
  return {
    ...view,
    screenRequests: () => view.requests.filter((request) => request.operationName !== 'Shell'),
  };
};

describe("the affiliate's dashboard says what the CNPJ status asks next", () => {
  it.each([
    [
      '/dashboard',
      'WAITING_BANK_DETAILS',
      'Informe os dados bancários da empresa abaixo para concluir o cadastro.',
    ],
    ['/', 'PROCESSING', 'Seu cadastro está em análise. Avisaremos quando for concluído.'],
    ['/dashboard', null, 'Cadastre o CNPJ da sua empresa para receber as comissões.'],
  ])('%s with %s, in the one dashboard request', async (path, status, text) => {
    const { screenRequests } = render(path, status);
    const banner = await screen.findByRole('status', { name: 'Situação do cadastro' });
    expect(within(banner).getByText(text)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Ir para Meu Perfil' })).toHaveAttribute(
      'href',
      '/meu-perfil',
    );
    expect(screen.getByText('Comissões pendentes', { selector: 'dt' })).toBeInTheDocument();
    expect(screenRequests().map((request) => request.operationName)).toEqual(['AffiliateDashboard']);
    expect(screenRequests()[0]?.variables).toEqual({ branch: false, previewRows: 5 });
  });

  it('shows no banner once the registration is done', async () => {
    render('/dashboard', 'FINISHED');
    await screen.findByText('Comissões pendentes', { selector: 'dt' });
    expect(screen.queryByRole('status', { name: 'Situação do cadastro' })).not.toBeInTheDocument();
  });
});
