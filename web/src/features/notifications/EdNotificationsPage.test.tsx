import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { NO_FILTERED_NOTIFICATIONS, noNotificationsFoundText } from './EdNotificationsPage.tsx';

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

const pageOf = (items: readonly unknown[], totalRows = items.length) => ({
  __typename: 'EdNotificationPage',
  totalRows,
  items,
});

describe('Notificação ED', () => {
  it('sends to a unit with the shared rules, lists the audience and deletes after a confirmation', async () => {
    const events = userEvent.setup();
    let rows = [sent('n-1', 'Campanha de férias no ar')];
    const screenQuery: OperationHandler = () => ({
      data: { sentEdNotifications: pageOf(rows), edNotificationUnits: [CENTRO] },
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

  it('keeps the sent list toolbar in the URL: one request per change, its CSV, the empty texts', async () => {
    const events = userEvent.setup();
    const { files, restore } = stubCsvDownloads();
    const rows = Array.from({ length: 10 }, (_, index) => sent(`n-${index}`, `Aviso ${index}`));
    const screenQuery: OperationHandler = (variables) => ({
      data: {
        sentEdNotifications: variables.type || variables.search ? pageOf([]) : pageOf(rows, 23),
        edNotificationUnits: [CENTRO],
      },
    });
    const { requests } = renderApp({
      path: '/ed-notificacao?status=WARN&de=2026-01-01',
      user: demoUser('holding'),
      handlers: [['EdNotificationsScreen', screenQuery]],
    });
    const table = await screen.findByRole('table', { name: 'Notificações ED enviadas' });
    expect(await within(table).findByText(NO_FILTERED_NOTIFICATIONS)).toBeInTheDocument();
    const sentVariables = () =>
      requests
        .filter((request) => request.operationName === 'EdNotificationsScreen')
        .map((request) => request.variables);
    expect(sentVariables()).toEqual([
      { page: 0, pageSize: 10, search: null, type: 'WARN', from: '2026-01-01' },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar as notificações enviadas' });
    await events.type(within(bar).getByLabelText('Buscar notificação'), 'férias');
    expect(await within(table).findByText(noNotificationsFoundText('férias'))).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(files.mock.calls[0]?.[0]).toBe(
        `/files/ed-notifications.csv?search=${encodeURIComponent('férias')}&status=WARN&from=2026-01-01`,
      ),
    );
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(sentVariables().at(-1)).toEqual({ page: 0, pageSize: 10, search: null, type: null });
    expect(sentVariables()).toHaveLength(3);
    restore();
  });
});
