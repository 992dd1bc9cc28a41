import { NOTIFICATIONS_POLL_MS } from '@portal/schema/constants';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('notifications poll', () => {
  it('polls while visible, pauses in a hidden tab and refreshes at once when shown again', async () => {
    const { requests } = renderApp({ path: '/contato', user: demoUser('afiliado') });
    await screen.findByRole('heading', { level: 1, name: 'Contato' });
    const polls = () => requests.filter((request) => request.operationName === 'Shell').length;
    // The bell's first request, answered, before counting from it (a busy machine mounts it late).
    await waitFor(() => expect(polls()).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Notificações' });
    await advance(0);
    const first = polls();

    await advance(NOTIFICATIONS_POLL_MS);
    await waitFor(() => expect(polls()).toBe(first + 1));

    setVisibility('hidden');
    await advance(3 * NOTIFICATIONS_POLL_MS);
    expect(polls()).toBe(first + 1);

    await act(async () => setVisibility('visible'));
    await waitFor(() => expect(polls()).toBe(first + 2));
    await advance(NOTIFICATIONS_POLL_MS);
    await waitFor(() => expect(polls()).toBe(first + 3));
  });
});
