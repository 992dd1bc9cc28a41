import { MAIL_PREFERENCE_MESSAGES } from '@portal/schema/validation/mail-preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

const preferences = (categories: string[]) => ({
  __typename: 'MailPreferences',
  bills: true,
  edNotifications: true,
  weeklySummary: true,
  categories,
});

describe('Preferências de e-mail', () => {
  it('turns the bill e-mails off on Minha conta, says so, and keeps codes and security notices on', async () => {
    const events = userEvent.setup();
    const view = renderApp({
      path: '/minha-conta',
      user: demoUser('unidade'),
      handlers: [
        ['MailPreferences', () => ({ data: { mailPreferences: preferences(['BILLS']) } })],
        [
          'SetMailPreferences',
          () => ({
            data: {
              setMailPreferences: { ...preferences(['BILLS']), bills: false },
            },
          }),
        ],
      ],
    });
    const section = await screen.findByRole('region', { name: 'Preferências de e-mail' });
    const bills = await within(section).findByRole('checkbox', { name: /Avisos de faturas/ });
    expect(bills).toBeChecked();
    // Only the categories this person receives are offered.
    expect(
      within(section).queryByRole('checkbox', { name: /Notificações da holding/ }),
    ).not.toBeInTheDocument();
    expect(within(section).getByText(/avisos de segurança .* não podem ser desativados/)).toBeInTheDocument();
    await events.click(bills);
    await events.click(within(section).getByRole('button', { name: 'Salvar preferências' }));
    await waitFor(() =>
      expect(view.requests.filter((request) => request.operationName === 'SetMailPreferences')).toHaveLength(
        1,
      ),
    );
    expect(
      view.requests.find((request) => request.operationName === 'SetMailPreferences')?.variables,
    ).toEqual({
      input: { bills: false },
    });
    expect(await screen.findByText(MAIL_PREFERENCE_MESSAGES.saved)).toBeInTheDocument();
    expect(bills).not.toBeChecked();
  });

  it('tells a role with no category that only codes and security notices are sent', async () => {
    renderApp({
      path: '/minha-conta',
      user: demoUser('holding'),
      handlers: [['MailPreferences', () => ({ data: { mailPreferences: preferences([]) } })]],
    });
    const section = await screen.findByRole('region', { name: 'Preferências de e-mail' });
    expect(
      await within(section).findByText('Seu perfil não recebe e-mails que possam ser desativados.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
