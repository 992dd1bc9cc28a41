import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { lastSeenKey } from './lastSeen.ts';

const user = demoUser('afiliado');
const NEWEST = '2026-03-10T15:00:00.000Z';
const notification = (id: string, date: string, title = `Aviso ${id}`) => ({
  __typename: 'Notification',
  id,
  title,
  message: `Mensagem ${id}`,
  type: 'INFO',
  date,
});
const twoNotifications = [
  notification('2', NEWEST, 'Ciclo fechado'),
  notification('1', '2026-03-01T10:00:00.000Z'),
];

/** The shell's query answers the signed-in user and these notifications. */
const renderShell = (
  notifications: ReturnType<typeof notification>[] = twoNotifications,
  extra: [string, OperationHandler][] = [],
) =>
  renderApp({
    path: '/contato',
    user,
    handlers: [['Shell', () => ({ data: { me: user, notifications } })], ...extra],
  });

describe('notifications bell', () => {
  it('shows the dot for unseen notifications and clears it when the list opens', async () => {
    const events = userEvent.setup();
    renderShell();
    expect(await screen.findByTestId('notifications-dot')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Notificações' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText('Ciclo fechado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(lastSeenKey(user.id))).toBe(String(Date.parse(NEWEST)));
  });

  it('shows no dot when the newest notification was already seen', async () => {
    window.localStorage.setItem(lastSeenKey(user.id), String(Date.parse(NEWEST)));
    renderShell();
    await screen.findByRole('button', { name: 'Notificações' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument();
  });

  it('says when there are no notifications', async () => {
    const events = userEvent.setup();
    renderShell([]);
    await events.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Não há notificações no momento')).toBeInTheDocument();
  });

  it('shows markup written by an admin as text, never as HTML (issue #5, Content)', async () => {
    const events = userEvent.setup();
    const markup = '<img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>';
    renderShell([{ ...notification('3', NEWEST, '<b>Aviso</b>'), message: markup }]);
    await events.click(await screen.findByRole('button', { name: 'Notificações' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText('<b>Aviso</b>')).toBeInTheDocument();
    expect(within(panel).getByText(markup)).toBeInTheDocument();
    expect(panel.querySelector('img, script, b')).toBeNull();
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('deletes a notification and drops it from the list', async () => {
    const events = userEvent.setup();
    const deleted: unknown[] = [];
    renderShell(twoNotifications, [
      [
        'DeleteNotification',
        (variables) => {
          deleted.push(variables.id);
          return { data: { deleteNotification: variables.id } };
        },
      ],
    ]);
    await events.click(await screen.findByRole('button', { name: 'Notificações' }));
    await events.click(await screen.findByRole('button', { name: 'Excluir notificação: Ciclo fechado' }));

    await waitFor(() => expect(screen.queryByText('Ciclo fechado')).not.toBeInTheDocument());
    expect(deleted).toEqual(['2']);
    expect(screen.getByText('Aviso 1')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const events = userEvent.setup();
    renderShell();
    const bell = await screen.findByRole('button', { name: 'Notificações' });
    await events.click(bell);
    await screen.findByRole('dialog', { name: 'Notificações' });
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
