import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/renderApp.tsx';

const location = () => screen.getByTestId('location').textContent;

describe('password reset request', () => {
  it.each([
    ['/resetar-senha', 'Enviar link', '/recover-success', 'E-mail enviado'],
    ['/unknown-password', 'Receber link', '/unknown-password-success', 'Solicitação enviada'],
  ])('%s requests a link and moves on', async (path, submit, nextPath, nextTitle) => {
    const events = userEvent.setup();
    const emails: unknown[] = [];
    renderApp({
      path,
      handlers: [
        [
          'RequestPasswordReset',
          (variables) => {
            emails.push(variables.email);
            return { data: { requestPasswordReset: true } };
          },
        ],
      ],
    });
    await events.type(await screen.findByLabelText('E-mail'), 'Afiliado@Demo.com.br');
    await events.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('heading', { level: 1, name: nextTitle })).toBeInTheDocument();
    expect(location()).toBe(nextPath);
    expect(emails).toEqual(['afiliado@demo.com.br']);
  });

  it('rejects an invalid e-mail before calling the server', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/resetar-senha' });
    await events.type(await screen.findByLabelText('E-mail'), 'nao-e-email');
    await events.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
  });
});

describe('change password (/alterar-senha)', () => {
  const fill = async (password: string, confirmation = password) => {
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Nova senha'), password);
    await events.type(screen.getByLabelText('Confirme a nova senha'), confirmation);
    await events.click(screen.getByRole('button', { name: 'Alterar senha' }));
  };

  it('changes the password with the link token, toasts and goes to /', async () => {
    const calls: unknown[] = [];
    renderApp({
      path: '/alterar-senha?token=tok-1',
      handlers: [
        [
          'ChangePassword',
          (variables) => {
            calls.push(variables);
            return { data: { changePassword: true } };
          },
        ],
      ],
    });
    await fill('NovaSenha1');
    expect(await screen.findByText('Operação realizada com sucesso')).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(calls).toEqual([{ password: 'NovaSenha1', recoveryToken: 'tok-1' }]);
  });

  it('shows the spec text when the server refuses', async () => {
    renderApp({
      path: '/alterar-senha?token=usado',
      handlers: [
        [
          'ChangePassword',
          () => ({ errors: [{ message: 'Token inválido.', extensions: { code: 'BAD_USER_INPUT' } }] }),
        ],
      ],
    });
    await fill('NovaSenha1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro! Você não poderá realizar essa ação agora, tente novamente mais tarde',
    );
  });

  it('checks the shared password rules and the confirmation', async () => {
    renderApp({ path: '/alterar-senha?token=tok-1' });
    await fill('NovaSenha1', 'OutraSenha1');
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
  });

  it('says at once that a link without a token cannot work', async () => {
    renderApp({ path: '/alterar-senha' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro! Você não poderá realizar essa ação agora, tente novamente mais tarde',
    );
    expect(screen.getByRole('button', { name: 'Alterar senha' })).toBeDisabled();
  });
});
