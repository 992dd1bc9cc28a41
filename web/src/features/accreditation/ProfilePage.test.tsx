import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

const profile = {
  __typename: 'Profile',
  name: 'Mariana Albuquerque Costa',
  email: 'afiliado@demo.com.br',
  cpf: null,
  mobilePhone: '85988123456',
  postalCode: '60165081',
  street: 'Avenida Beira Mar',
  number: '3000',
  complement: null,
  district: 'Meireles',
  city: 'Fortaleza',
  state: 'CE',
  cnpj: null,
  statusCnpj: 'FINISHED',
  needsBankDetails: false,
  bankDetails: null,
};

describe('Meu Perfil', () => {
  it('opens with the saved address in one request: the CEP on record is not looked up again', async () => {
    const view = renderApp({
      path: '/meu-perfil',
      user: demoUser('afiliado'),
      handlers: [
        [
          'MyProfile',
          () => ({
            data: {
              myProfile: profile,
              brazilianStates: [{ __typename: 'BrazilianState', uf: 'CE', name: 'Ceará' }],
            },
          }),
        ],
        ['PostalAddress', () => ({ data: { postalAddress: null } })],
      ],
    });
    expect(await screen.findByLabelText('CEP')).toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toHaveValue('60165-081');
    expect(screen.getByLabelText('Celular')).toHaveValue('(85) 98812-3456');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.queryByText('CEP não encontrado. Preencha o endereço manualmente.'),
    ).not.toBeInTheDocument();
    const screenRequests = view.requests.filter((request) => request.operationName !== 'Shell');
    expect(screenRequests.map((request) => request.operationName)).toEqual(['MyProfile']);
  });
});
