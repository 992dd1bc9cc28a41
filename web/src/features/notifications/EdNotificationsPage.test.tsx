import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const CENTRO = { __typename: 'Unit', id: 'u-centro', name: 'Unidade Fortaleza Centro' };

const sent = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'EdNotification',
  id,
  title,
  message: 'Texto da notificação.',
  type: 'INFO',
  date: '2026-11-20T12:00:00.000Z',
  recipients: 3,
  audience: 'ALL',
  audienceUnit: null,
  ...extra,
});

describe('Notificação ED', () => {
  it('sends to a unit with the shared rules, lists the audience and deletes after a confirmation', async () => {
    const events = userEvent.setup();
    let rows = [sent('n-1', 'Campanha de férias no ar')];
    const screenQuery: OperationHandler = () => ({
      data: { edNotifications: rows, edNotificationUnits: [CENTRO] },
    });
    const send: OperationHandler = (variables) => {
      expect(variables.input).toEqual({
        title: 'Reunião',
        message: 'Na unidade, às 19h.',
        type: 'WARN',
        audience: { kind: 'UNIT', unitId: 'u-centro' },
      });
      const row = sent('n-2', 'Reunião', { type: 'WARN', audience: 'UNIT', audienceUnit: CENTRO });
      rows = [row, ...rows];
      return { data: { sendEdNotification: row } };
    };
    const remove: OperationHandler = (variables) => {
      rows = rows.filter((row) => row.id !== variables.id);
      return { data: { deleteEdNotification: variables.id } };
    };
    renderApp({
      path: '/ed-notificacao',
      user: demoUser('admin'),
      handlers: [
        ['EdNotificationsScreen', screenQuery],
        ['SendEdNotification', send],
        ['DeleteEdNotification', remove],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Notificações ED enviadas' });
    expect(await within(table).findByText('Campanha de férias no ar')).toBeInTheDocument();
    expect(within(table).getByText('Todos os EDs')).toBeInTheDocument();

    // Before sending, the form says the audience also gets it by e-mail, as their preferences allow.
    const submit = screen.getByRole('button', { name: 'Enviar notificação' });
    expect(submit).toHaveAccessibleDescription(
      "A notificação aparece no sino do portal de cada destinatário e também vai por e-mail, exceto para quem desativou 'Notificações da holding' nas preferências de e-mail.",
    );

    await events.click(screen.getByRole('radio', { name: 'Uma unidade' }));
    await events.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Escolha a unidade.')).toBeInTheDocument();
    expect(screen.getAllByText('*campo obrigatório')).toHaveLength(2);

    await events.type(screen.getByLabelText('Título'), 'Reunião');
    await events.type(screen.getByLabelText('Mensagem'), 'Na unidade, às 19h.');
    await events.selectOptions(screen.getByLabelText('Tipo'), 'WARN');
    await events.selectOptions(screen.getByLabelText('Unidade'), 'u-centro');
    await events.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await within(table).findByText('Unidade Fortaleza Centro')).toBeInTheDocument();
    // The confirmation says it again, once sent.
    expect(
      await screen.findByText(
        'Notificação enviada com sucesso! Ela também vai por e-mail a quem não desativou esse aviso.',
      ),
    ).toBeInTheDocument();

    await events.click(within(table).getByRole('button', { name: 'Excluir Reunião' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir notificação' });
    await events.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect.poll(() => within(table).queryByText('Reunião')).not.toBeInTheDocument();
  });
});
