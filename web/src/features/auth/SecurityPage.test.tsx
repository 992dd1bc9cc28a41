import { TWO_FACTOR_MESSAGES } from '@portal/schema/two-factor-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const status =
  (enabled: boolean): OperationHandler =>
  () => ({
    data: {
      twoFactor: {
        __typename: 'TwoFactorStatus',
        enabled,
        enabledAt: enabled ? '2026-11-20T12:00:00.000Z' : null,
        recoveryCodesLeft: enabled ? 10 : 0,
      },
    },
  });

const fieldError = (field: string, message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] } }],
});

const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}K`);

describe('Segurança', () => {
  it('enrols with the QR code and a confirmation code, then shows the recovery codes once', async () => {
    const events = userEvent.setup();
    let enabled = false;
    renderApp({
      path: '/seguranca',
      user: demoUser('holding'),
      handlers: [
        ['TwoFactor', () => status(enabled)({})],
        [
          'StartTwoFactorEnrolment',
          () => ({
            data: {
              startTwoFactorEnrolment: {
                __typename: 'TwoFactorEnrolment',
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUri: 'otpauth://totp/Portal:holding?secret=JBSWY3DPEHPK3PXP',
              },
            },
          }),
        ],
        [
          'ConfirmTwoFactor',
          (variables) => {
            if (variables.code !== '654321') return fieldError('code', TWO_FACTOR_MESSAGES.wrongCode);
            enabled = true;
            return { data: { confirmTwoFactor: { __typename: 'TwoFactorRecoveryCodes', codes: CODES } } };
          },
        ],
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));
    expect(
      await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Chave para digitar no aplicativo')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText('Código do aplicativo');
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    await events.clear(code);
    await events.type(code, '654 321');
    await events.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await events.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByText(/Códigos de recuperação restantes: 10 de 10/)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('holds a session the role policy requires it of to Segurança, and enters after the codes', async () => {
    const events = userEvent.setup();
    const { app } = renderApp({
      path: '/dashboard',
      user: demoUser('holding'),
      enrolTwoFactor: true,
      redirectTo: '/chaves-de-api',
      handlers: [
        ['TwoFactor', status(false)],
        [
          'StartTwoFactorEnrolment',
          () => ({
            data: {
              startTwoFactorEnrolment: {
                __typename: 'TwoFactorEnrolment',
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUri: 'otpauth://totp/Portal:holding?secret=JBSWY3DPEHPK3PXP',
              },
            },
          }),
        ],
        [
          'ConfirmTwoFactor',
          () => ({ data: { confirmTwoFactor: { __typename: 'TwoFactorRecoveryCodes', codes: CODES } } }),
        ],
        [
          'RenewSession',
          () => ({
            data: {
              renewSession: {
                __typename: 'SessionToken',
                token: 'full-token',
                expiresIn: 3600,
                twoFactorEnrolmentRequired: false,
              },
            },
          }),
        ],
      ],
    });
    // Any route leads here, with the reason; no menu to wander off with.
    expect(await screen.findByText('Seu perfil exige a verificação em duas etapas.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/seguranca');
    expect(screen.queryByRole('button', { name: 'Notificações' })).not.toBeInTheDocument();

    await events.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }));
    await events.type(await screen.findByLabelText('Código do aplicativo'), '654321');
    await events.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    await events.click(await screen.findByRole('button', { name: 'Já guardei os códigos, continuar' }));
    // A full session now, at the destination saved before the login.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chaves-de-api'));
    expect(app.store.getState().auth).toMatchObject({ token: 'full-token', enrolTwoFactor: false });
  });

  it('disables with the password and a code, showing a wrong password on its field', async () => {
    const events = userEvent.setup();
    let enabled = true;
    renderApp({
      path: '/seguranca',
      user: demoUser('afiliado'),
      handlers: [
        ['TwoFactor', () => status(enabled)({})],
        [
          'DisableTwoFactor',
          (variables) => {
            if (variables.password !== 'Portal@2026')
              return fieldError('password', TWO_FACTOR_MESSAGES.wrongPassword);
            enabled = false;
            return { data: { disableTwoFactor: true } };
          },
        ],
      ],
    });
    await events.type(await screen.findByLabelText('Senha'), 'errada123');
    await events.type(screen.getByLabelText('Código do aplicativo ou de recuperação'), 'abcde-fghjk');
    await events.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongPassword)).toBeInTheDocument();
    await events.clear(screen.getByLabelText('Senha'));
    await events.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await events.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(
      await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }),
    ).toBeInTheDocument();
  });
});
