import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/platform/config.ts';
import { COMING_SOON_TEXT } from './pages/ComingSoonPage.tsx';
import { demoUser, renderApp, unauthenticated } from './testing/renderApp.tsx';

const location = () => screen.getByTestId('location').textContent;
const persisted = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');

const loginAs = (user = demoUser('afiliado')) =>
  [
    'Login',
    () => ({ data: { login: { __typename: 'LoginPayload', token: 'fresh-token', expiresIn: 3600, user } } }),
  ] as const;

describe('guards', () => {
  it('saves a private path visited while logged out and shows the login at /', async () => {
    renderApp({ path: '/vendas-comissoes?aba=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(persisted().auth.redirectTo).toBe('/vendas-comissoes?aba=1');
  });

  it('goes to the saved path after login, then forgets it', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/vendas-comissoes', handlers: [loginAs()] });
    await user.type(await screen.findByLabelText('E-mail'), 'afiliado@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendas e Faturamento' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/vendas-comissoes');
    expect(persisted().auth).toEqual({
      token: 'fresh-token',
      loggedIn: true,
      redirectTo: null,
      // The login's expiresIn, counted from now: the expiry warning's clock.
      expiresAt: expect.any(Number),
      enrolTwoFactor: false,
    });
  });

  it('goes home after a login without a saved path', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', handlers: [loginAs()] });
    await user.type(await screen.findByLabelText('E-mail'), 'afiliado@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Portal@2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('sends a signed-in user away from a public-only route', async () => {
    renderApp({ path: '/resetar-senha', user: demoUser('unidade') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('shows the page a role may open, with its route title', async () => {
    // Every route now has its own page (none shows the placeholder): Integração's is its own.
    renderApp({ path: '/integracao', user: demoUser('holding') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integração' })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Integração | Portal de Afiliados'));
  });

  it('shows not-found, not the page, for a route the roles do not allow', async () => {
    renderApp({ path: '/gerenciador-banner', user: demoUser('afiliado') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gerenciador de Banner')).not.toBeInTheDocument();
    expect(location()).toBe('/gerenciador-banner');
  });

  it('shows not-found with a link home for an unknown path, signed in or not', async () => {
    const { unmount } = renderApp({ path: '/nao-existe' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(persisted()).toBeNull();
    unmount();

    renderApp({ path: '/nao-existe', user: demoUser('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it('signs out to / when a query answers UNAUTHENTICATED, without saving the path', async () => {
    renderApp({ path: '/contato', user: demoUser('afiliado'), handlers: [['Shell', unauthenticated]] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(persisted()).toBeNull();
  });

  it('shows the not-found page to the agent for a holding-only path, and the page to the holding', async () => {
    const { unmount } = renderApp({ path: '/manager-products/v2/10', user: demoUser('agente') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    unmount();
    renderApp({ path: '/manager-products/v2/10', user: demoUser('holding') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos' })).toBeInTheDocument();
  });
});
