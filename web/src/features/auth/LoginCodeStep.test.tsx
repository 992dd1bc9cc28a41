import { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@portal/schema/messages';
import { TWO_FACTOR_MESSAGES } from '@portal/schema/two-factor-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/renderApp.tsx';
import { LoginDocument } from './__generated__/auth.ts';
import { CompleteLoginDocument } from './__generated__/login-code.ts';

const challenged = {
  request: { query: LoginDocument, variables: { username: 'holding@demo.com.br', password: 'Portal@2026' } },
  result: {
    data: {
      login: {
        __typename: 'LoginPayload',
        token: null,
        expiresIn: null,
        twoFactorChallenge: 'c'.repeat(43),
        user: null,
      },
    },
  },
};

const refused = (code: string, message: string, field: string) => ({
  request: { query: CompleteLoginDocument, variables: { challenge: 'c'.repeat(43), code } },
  result: {
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] } }],
  },
});

const signInWithPassword = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'holding@demo.com.br');
  await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
};

describe('the login code step', () => {
  it('asks for the code after the password and says a wrong one is wrong', async () => {
    renderApp({
      path: '/',
      transport: new MockLink([challenged, refused('123456', TWO_FACTOR_MESSAGES.wrongCode, 'code')]),
    });
    const user = await signInWithPassword();
    const code = await screen.findByLabelText('Código de verificação');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.wrongCode);
  });

  it('goes back to e-mail and password when the challenge expired', async () => {
    renderApp({
      path: '/',
      transport: new MockLink([challenged, refused('ABCDE-FGHJK', TWO_FACTOR_MESSAGES.expired, 'challenge')]),
    });
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText('Código de verificação'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.expired);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
