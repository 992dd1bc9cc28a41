import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type DemoAccount, demoUser, renderApp } from '@/app/testing/renderApp.tsx';

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

const mailPreferences = {
  __typename: 'MailPreferences',
  bills: true,
  edNotifications: true,
  weeklySummary: true,
  categories: ['BILLS', 'ED_NOTIFICATIONS', 'WEEKLY_SUMMARY'],
};

/** Meu Perfil's one request (the profile `current()` answers) and the CEP lookup it must not make. */
const profileHandlers = (current: () => Record<string, unknown>) =>
  [
    [
      'MyProfile',
      () => ({
        data: {
          myProfile: current(),
          mailPreferences,
          brazilianStates: [{ __typename: 'BrazilianState', uf: 'CE', name: 'Ceará' }],
        },
      }),
    ],
    ['PostalAddress', () => ({ data: { postalAddress: null } })],
  ] as const;

describe('Meu Perfil', () => {
  it('opens with the saved address in one request: the CEP on record is not looked up again', async () => {
    const view = renderApp({
      path: '/meu-perfil',
      user: demoUser('afiliado'),
      handlers: [...profileHandlers(() => profile)],
    });
    expect(await screen.findByLabelText('CEP')).toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toHaveValue('60165-081');
    expect(screen.getByLabelText('Celular')).toHaveValue('(85) 98812-3456');
    // Required fields carry the mark (issue #29); the optional one says so in its label.
    for (const name of ['CEP', 'Celular', 'Rua', 'Estado']) {
      expect(screen.getByLabelText(name)).toHaveAttribute('aria-required', 'true');
      expect(screen.getByText(name, { selector: 'label' })).toHaveAttribute('data-required');
    }
    expect(screen.getByLabelText('Complemento (opcional)')).not.toHaveAttribute('aria-required');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.queryByText('CEP não encontrado. Preencha o endereço manualmente.'),
    ).not.toBeInTheDocument();
    const screenRequests = view.requests.filter((request) => request.operationName !== 'Shell');
    expect(screenRequests.map((request) => request.operationName)).toEqual(['MyProfile']);
  });

  it('adds bank details after the registration is finished, sends them once, and shows the new status', async () => {
    const events = userEvent.setup();
    let saved = false;
    const view = renderApp({
      path: '/meu-perfil',
      user: demoUser('afiliado'),
      handlers: [
        ...profileHandlers(() =>
          saved
            ? {
                ...profile,
                statusCnpj: 'PROCESSING',
                bankDetails: {
                  __typename: 'BankDetails',
                  bank: 341,
                  branch: '1234',
                  account: '12345-6',
                  accountType: 'CORRENTE',
                  isPersonal: false,
                },
              }
            : profile,
        ),
        [
          'Banks',
          () => ({ data: { banks: [{ __typename: 'Bank', code: 341, name: 'ITAÚ UNIBANCO S.A.' }] } }),
        ],
        [
          'SetBankDetails',
          () => {
            saved = true;
            return {
              data: {
                setBankDetails: {
                  __typename: 'Profile',
                  statusCnpj: 'PROCESSING',
                  needsBankDetails: false,
                  bankDetails: null,
                },
              },
            };
          },
        ],
      ],
    });
    const section = await screen.findByRole('region', { name: 'Dados bancários' });
    expect(within(section).getByText('Nenhum dado bancário cadastrado.')).toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Cadastrar dados bancários' }));
    expect(within(section).getByText(/passam por verificação/)).toBeInTheDocument();
    const bank = await within(section).findByLabelText('Banco');
    expect(bank).toHaveAttribute('aria-required', 'true');
    expect(within(section).getByText('Banco', { selector: 'label' })).toHaveAttribute('data-required');
    await events.selectOptions(bank, '341');
    await events.type(within(section).getByLabelText('Agência'), '1234');
    await events.type(within(section).getByLabelText('Conta'), '12345-6');
    await events.selectOptions(within(section).getByLabelText('Tipo de conta'), 'CORRENTE');
    await events.selectOptions(within(section).getByLabelText('Titular da conta'), 'Pessoa Jurídica');
    await events.click(within(section).getByRole('button', { name: 'Salvar dados bancários' }));
    await waitFor(() => expect(within(section).getByText('12345-6')).toBeInTheDocument());
    const sent = view.requests.filter((request) => request.operationName === 'SetBankDetails');
    expect(sent.map((request) => request.variables)).toEqual([
      {
        input: { bank: 341, branch: '1234', account: '12345-6', accountType: 'CORRENTE', isPersonal: false },
      },
    ]);
    expect(within(section).getByText('341')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /dados bancários/ })).not.toBeInTheDocument();
  });
});

describe('Minha conta', () => {
  it.each<DemoAccount>(['holding', 'admin', 'produtor', 'unidade'])(
    '%s reaches it from the profile menu and changes its password with Meu Perfil’s mutation',
    async (account) => {
      const events = userEvent.setup();
      const view = renderApp({
        path: '/',
        user: demoUser(account),
        handlers: [['ChangeMyPassword', () => ({ data: { changeMyPassword: true } })]],
      });
      await events.click(await screen.findByRole('button', { name: 'Perfil' }));
      await events.click(screen.getByRole('menuitem', { name: 'MINHA CONTA' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
      await events.type(screen.getByLabelText('Senha atual'), 'Portal@2026');
      await events.type(screen.getByLabelText('Nova senha'), 'NovaSenha1');
      await events.click(screen.getByRole('button', { name: 'Alterar senha' }));
      await waitFor(() =>
        expect(view.requests.filter((request) => request.operationName === 'ChangeMyPassword')).toHaveLength(
          1,
        ),
      );
      expect(
        view.requests.find((request) => request.operationName === 'ChangeMyPassword')?.variables,
      ).toEqual({
        currentPassword: 'Portal@2026',
        newPassword: 'NovaSenha1',
      });
      expect(screen.queryByRole('menuitem', { name: 'MEU PERFIL' })).not.toBeInTheDocument();
    },
  );

  it('is not offered to affiliates, who have Meu Perfil', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/meu-perfil', user: demoUser('afiliado'), handlers: [] });
    await events.click(await screen.findByRole('button', { name: 'Perfil' }));
    expect(screen.getByRole('menuitem', { name: 'MEU PERFIL' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'MINHA CONTA' })).not.toBeInTheDocument();
  });
});
