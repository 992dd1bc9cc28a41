import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { SESSION_EXPIRED_TEXT } from '@/features/auth/LoginPage.tsx';

const MINUTE = 60_000;
const renewed = () => ({
  data: { renewSession: { __typename: 'SessionToken', token: 'fresh-token', expiresIn: 3600 } },
});

/** Signed in on a page, with a token expiring in three minutes. */
const renderSession = async () => {
  const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp({
    path: '/contato',
    user: demoUser('afiliado'),
    expiresAt: Date.now() + 3 * MINUTE,
    handlers: [['RenewSession', renewed]],
  });
  await screen.findByRole('heading', { level: 1, name: 'Contato' });
  return { ...view, events };
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Fake clock and timers that also move with real time, so lazy routes and the fake server answer.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session expiry warning', () => {
  it('warns two minutes before the expiry, counting down, as an alert dialog', async () => {
    await renderSession();
    // The clock also moves with real time (loading the page): check well before the minute.
    await advance(30_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(30_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sua sessão está quase expirando' });
    expect(dialog).toHaveAccessibleDescription();
    expect(dialog).toHaveTextContent('Por segurança, sua sessão vai expirar em 2 minutos.');
    expect(within(dialog).getByRole('button', { name: 'Continuar conectado' })).toHaveFocus();
    await advance(MINUTE + 20_000);
    expect(dialog).toHaveTextContent(/vai expirar em \d{1,2} segundos\./);
  });

  it('"Continuar conectado" renews the session with a fresh token and closes', async () => {
    const { events, app, requests } = await renderSession();
    await advance(MINUTE + 10_000);
    const dialog = await screen.findByRole('alertdialog');
    await events.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const renewal = requests.find((request) => request.operationName === 'RenewSession');
    expect(renewal?.headers.Authorization).toBe('Bearer token-123');
    expect(app.store.getToken()).toBe('fresh-token');
    const expiresAt = app.store.getState().auth.expiresAt ?? 0;
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(2000);
    // The old expiry passes without a word: the session goes on.
    await advance(3 * MINUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Contato' })).toBeInTheDocument();
  });

  it('signs out at the expiry without a failed request, and the login page says why', async () => {
    const { requests } = await renderSession();
    // The notifications poll runs meanwhile, with a valid token; nothing may go out after.
    await advance(3 * MINUTE - 15_000);
    const sentBefore = requests.length;
    await advance(15_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_EXPIRED_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.slice(sentBefore)).toEqual([]);
  });

  it('"Sair" signs out at once, without the expiry notice', async () => {
    const { events } = await renderSession();
    await advance(MINUTE + 1000);
    const dialog = await screen.findByRole('alertdialog');
    await events.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
  });
});
