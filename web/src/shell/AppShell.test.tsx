import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENU_MATRIX } from '@/app/testing/menuMatrix.ts';
import { DEMO_ROLES, type DemoAccount, demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { SESSION_STORAGE_KEY } from '@/platform/config.ts';

const location = () => screen.getByTestId('location').textContent;
// jsdom applies no media queries, so the side menu (shown from 900px) and the hamburger (under
// 1024px) count as hidden there (the hamburger, display:none itself, even loses its accessible
// name, hence getByLabelText): these tests check wiring and labels, the e2e suite the layout.
const hidden = { hidden: true } as const;
const mainMenu = async () => screen.findByRole('navigation', { name: 'Menu principal', ...hidden });

describe('top bar', () => {
  it('offers MEU PERFIL and SAIR to affiliates; SAIR ends the session', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/contato', user: demoUser('afiliado') });
    await events.click(await screen.findByRole('button', { name: 'Perfil' }));
    const menu = screen.getByRole('menu', { name: 'Perfil' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['MEU PERFIL', 'SEGURANÇA', 'SAIR']);
    expect(items[0]).toHaveFocus();

    await events.click(items[2] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('offers MINHA CONTA, CHAVES DE API, SEGURANÇA and SAIR to the integrating roles without a profile page', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/', user: demoUser('holding') });
    await events.click(await screen.findByRole('button', { name: 'Perfil' }));
    const items = within(screen.getByRole('menu', { name: 'Perfil' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MINHA CONTA',
      'CHAVES DE API',
      'SEGURANÇA',
      'SAIR',
    ]);
    await events.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Perfil' })).toHaveFocus();
  });

  it('moves back and forward through the history', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/', user: demoUser('afiliado') });
    await events.click(within(await mainMenu()).getByRole('link', { name: 'Contato', ...hidden }));
    expect(location()).toBe('/contato');
    await events.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(location()).toBe('/'));
    await events.click(screen.getByRole('button', { name: 'Avançar' }));
    await waitFor(() => expect(location()).toBe('/contato'));
  });

  it('gives affiliates the /manager-links shortcut and branches their unit name', async () => {
    const { unmount } = renderApp({ path: '/', user: demoUser('afiliado') });
    const shortcut = await screen.findByRole('link', { name: 'Seus produtos' });
    expect(shortcut).toHaveAttribute('href', '/manager-links');
    expect(screen.queryByTestId('branch-name')).not.toBeInTheDocument();
    unmount();

    renderApp({ path: '/', user: demoUser('unidade') });
    expect((await screen.findByTestId('branch-name')).textContent).toBe('Unidade: Unidade Fortaleza Centro');
  });

  it("refreshes the stored user from the shell query's viewer, with no request of its own", async () => {
    const stored = demoUser('unidade');
    const moved = { ...stored, branchName: 'Unidade Fortaleza Aldeota' };
    const { requests } = renderApp({
      path: '/contato',
      user: stored,
      handlers: [['Shell', () => ({ data: { me: moved, notifications: [] } })]],
    });
    await waitFor(() =>
      expect(screen.getByTestId('branch-name').textContent).toBe('Unidade: Unidade Fortaleza Aldeota'),
    );
    const persisted = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(persisted.user.branchName).toBe('Unidade Fortaleza Aldeota');
    expect(requests.map((request) => request.operationName)).toEqual(['Shell']);
  });
});

describe('help button', () => {
  it('opens the support WhatsApp chat in a new tab', async () => {
    renderApp({ path: '/', user: demoUser('agente') });
    const help = await screen.findByRole('link', { name: 'Ajuda pelo WhatsApp' });
    expect(help).toHaveAttribute('href', 'https://wa.me/558537714200');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('is hidden on /contato', async () => {
    renderApp({ path: '/contato', user: demoUser('unidade') });
    await screen.findByRole('heading', { level: 1, name: 'Contato' });
    expect(screen.queryByRole('link', { name: 'Ajuda pelo WhatsApp' })).not.toBeInTheDocument();
  });

  it('is not offered to holding, producer or admin', async () => {
    renderApp({ path: '/', user: demoUser('produtor') });
    await screen.findByRole('button', { name: 'Perfil' });
    expect(screen.queryByRole('link', { name: 'Ajuda pelo WhatsApp' })).not.toBeInTheDocument();
  });
});

describe('side menu', () => {
  it.each(Object.keys(DEMO_ROLES) as DemoAccount[])(
    'lists exactly the menu matrix entries of %s',
    async (account) => {
      renderApp({ path: '/contato', user: demoUser(account) });
      const links = within(await mainMenu()).getAllByRole('link', hidden);
      expect(links.map((link) => link.textContent)).toEqual(MENU_MATRIX[account]);
    },
  );

  it('marks the entry whose path the current path starts with', async () => {
    renderApp({ path: '/material-de-apoio/42', user: demoUser('holding') });
    const current = within(await mainMenu()).getByRole('link', { current: 'page', ...hidden });
    expect(current.textContent).toBe('Material de Apoio');
  });

  it('collapses and expands with a labelled toggle', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/', user: demoUser('admin') });
    const toggle = await screen.findByRole('button', { name: 'Recolher menu', ...hidden });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-label', 'Expandir menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the labels stay the links' accessible names.
    expect(
      within(await mainMenu()).getByRole('link', { name: 'Tráfego Pago', ...hidden }),
    ).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('lists the role-allowed entries plus Sair, and returns focus when closed', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/', user: demoUser('produtor') });
    const hamburger = await screen.findByLabelText('Abrir menu', { selector: 'button' });
    await events.click(hamburger);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const labels = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([...MENU_MATRIX.produtor, 'Sair']);
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('closes after choosing an entry, and Sair signs out', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/', user: demoUser('produtor') });
    await events.click(await screen.findByLabelText('Abrir menu', { selector: 'button' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Contato' }),
    );
    expect(location()).toBe('/contato');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await events.click(screen.getByLabelText('Abrir menu', { selector: 'button' }));
    await events.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('background glow', () => {
  it('is on every page except /', async () => {
    const { unmount } = renderApp({ path: '/contato', user: demoUser('afiliado') });
    await screen.findByRole('heading', { level: 1, name: 'Contato' });
    expect(screen.queryByTestId('background-glow')).toBeInTheDocument();
    unmount();

    renderApp({ path: '/', user: demoUser('afiliado') });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' });
    expect(screen.queryByTestId('background-glow')).not.toBeInTheDocument();
  });
});
