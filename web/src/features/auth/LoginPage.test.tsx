import { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/renderApp.tsx';
import { LoginDocument } from './__generated__/auth.ts';

const loginError = (message: string, code = 'BAD_USER_INPUT') =>
  new MockLink([
    {
      request: { query: LoginDocument, variables: { username: 'afiliado@demo.com.br', password: 'errada' } },
      result: { errors: [{ message, extensions: { code } }] },
    },
  ]);

const fillAndSubmit = async (username = 'Afiliado@Demo.com.br', password = 'errada') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
};

describe('login page', () => {
  it('shows "Usuário ou senha incorretos." inline for wrong credentials', async () => {
    renderApp({ path: '/', transport: loginError('Usuário ou senha incorretos.') });
    await fillAndSubmit();
    const form = screen.getByRole('form', { name: 'Entrar' });
    expect((await within(form).findByRole('alert')).textContent).toBe('Usuário ou senha incorretos.');
  });

  it('shows "Campos incorretos." inline for a malformed request', async () => {
    renderApp({ path: '/', transport: loginError('Campos incorretos.') });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Campos incorretos.');
  });

  it('marks both fields as required', async () => {
    renderApp({ path: '/', transport: new MockLink([]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('*campo obrigatório')).toHaveLength(2);
  });

  it('shows the e-mail in lowercase as it is typed', async () => {
    renderApp({ path: '/', transport: new MockLink([]) });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'AFILIADO@Demo.COM.br');
    expect(email).toHaveValue('afiliado@demo.com.br');
  });

  it('sends any other failure to the generic error toast, not the form', async () => {
    renderApp({ path: '/', transport: loginError('Upstream down', 'UPSTREAM_UNAVAILABLE') });
    await fillAndSubmit();
    expect(
      await screen.findByText('Ocorreu um erro inesperado, por favor tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Upstream down')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderApp({ path: '/', transport: new MockLink([]) });
    const user = userEvent.setup();
    const password = (await screen.findByLabelText('Senha')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
  });

  it('links to the password reset', async () => {
    renderApp({ path: '/', transport: new MockLink([]) });
    const link = await screen.findByRole('link', { name: 'Esqueci minha senha' });
    expect(link).toHaveAttribute('href', '/resetar-senha');
  });
});
