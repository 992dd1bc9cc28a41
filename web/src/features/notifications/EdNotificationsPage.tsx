/**
 * Notificação ED (/ed-notificacao, admin and holding; docs/product.md §8.6): the ED notifications
 * sent so far (with their audience and number of recipients), a form to send one (title, message,
 * type; to every ED, to one unit's EDs or to EDs chosen by search) and delete with a confirmation.
 * A sent notification reaches its audience's bells (the shell's poll), with the dot. The sent list
 * is paged by the server under the list toolbar (words, type, period, CSV), its state in the URL.
 */
import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useState } from 'react';
import type { NotificationType } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { periodVariables, useListPeriod } from '@/ui/listPeriod.ts';
import { OptionSelect } from '@/ui/OptionSelect.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { withQuery } from '@/ui/useListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import {
  useDeleteEdNotificationMutation,
  useEdNotificationsScreenQuery,
} from './__generated__/edNotifications.ts';
import { EdNotificationForm } from './EdNotificationForm.tsx';
import { audienceText, ED_NOTIFICATION_TEXT, type Row, TYPE_LABELS } from './edNotificationValues.ts';

/** The gateway's file route of the sent list (gateway/src/domains/notifications/files.ts); the toolbar adds the filters. */
export const SENT_ED_CSV_PATH = '/files/ed-notifications.csv';
export const NO_FILTERED_NOTIFICATIONS = 'Nenhuma notificação com esses filtros.';
export const noNotificationsFoundText = (search: string) =>
  `Nenhuma notificação encontrada para "${search}".`;

const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as NotificationType[]).map((value) => ({
  value,
  label: TYPE_LABELS[value],
}));

/** The sent list's toolbar state: words, type (the URL's `status`) and period, for the query and the CSV. */
const useSentFilters = () => {
  const table = useServerTable<NotificationType>('date', 'desc', {
    searchMaxLength: SALE_SEARCH_MAX_LENGTH,
    filters: TYPE_OPTIONS.map((option) => option.value),
  });
  const period = useListPeriod();
  const csvQuery: Record<string, string> = {
    ...(table.search ? { search: table.search } : {}),
    ...(table.filter ? { status: table.filter } : {}),
    ...periodVariables(period.period),
  };
  const toolbar = (
    <ListToolbar
      label="Filtrar as notificações enviadas"
      table={table}
      search={{
        label: 'Buscar notificação',
        placeholder: 'Título ou mensagem',
        maxLength: SALE_SEARCH_MAX_LENGTH,
      }}
      period={period}
      csv={{ path: withQuery(SENT_ED_CSV_PATH, csvQuery), fallbackName: 'notificacoes-ed.csv' }}
    >
      <OptionSelect
        label="Tipo da notificação"
        options={TYPE_OPTIONS}
        value={table.filter}
        onChange={table.setFilter}
      />
    </ListToolbar>
  );
  const narrowed = Boolean(table.filter || period.period.from || period.period.to);
  return {
    table,
    toolbar,
    variables: { ...table.searchVariables, type: table.filter, ...periodVariables(period.period) },
    emptyText: narrowed ? NO_FILTERED_NOTIFICATIONS : ED_NOTIFICATION_TEXT.empty,
  };
};

export const EdNotificationsPage = () => {
  const title = useRouteTitle();
  const sent = useSentFilters();
  const { data, previousData, loading, refetch } = useEdNotificationsScreenQuery({
    variables: sent.variables,
    errorPolicy: 'all',
  });
  const shown = data ?? previousData;
  const [remove, removing] = useDeleteEdNotificationMutation();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({
        variables: { id: deleting.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'EdNotification', id: deleting.id }) });
          cache.gc();
        },
      });
      notify.success(ED_NOTIFICATION_TEXT.deleted);
      // The page and its total move: the next row comes up from the following page.
      void refetch();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : undefined);
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'title', header: 'Título' },
    { key: 'message', header: 'Mensagem' },
    { key: 'type', header: 'Tipo', render: (row) => TYPE_LABELS[row.type] },
    { key: 'audience', header: 'Público', render: audienceText },
    { key: 'recipients', header: 'Destinatários', align: 'right' },
    {
      key: 'date',
      header: 'Enviada em',
      render: (row) => formatDateTime(row.date),
    },
    actionColumn({
      key: 'actions',
      header: 'Ações',
      text: 'Excluir',
      label: (row) => `Excluir ${row.title}`,
      onClick: (row) => setDeleting(row),
      variant: 'danger',
    }),
  ];

  return (
    <Stack as="section" $gap={6}>
      <PageTitle title={title} />
      <Section title="Nova notificação">
        <EdNotificationForm units={shown?.edNotificationUnits ?? []} />
      </Section>
      <Section title="Notificações enviadas">
        <Stack $gap={4}>
          {sent.toolbar}
          <ServerDataTable
            list={shown?.sentEdNotifications}
            query={{ loading, refetch }}
            table={sent.table}
            label="Notificações ED enviadas"
            columns={columns}
            emptyText={sent.emptyText}
            noMatchText={noNotificationsFoundText}
          />
        </Stack>
      </Section>
      <ConfirmModal
        open={deleting !== null}
        title={ED_NOTIFICATION_TEXT.confirmDelete}
        confirmLabel="Excluir"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{ED_NOTIFICATION_TEXT.confirmDeleteBody}</p>
        {deleting ? <p>{deleting.title}</p> : null}
      </ConfirmModal>
    </Stack>
  );
};
