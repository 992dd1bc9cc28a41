/**
 * Notificação ED (/ed-notificacao, admin and holding; docs/product.md §8.6): the ED notifications
 * sent so far (with their audience and number of recipients), a form to send one (title, message,
 * type; to every ED, to one unit's EDs or to EDs chosen by search) and delete with a confirmation.
 * A sent notification reaches its audience's bells (the shell's poll), with the dot.
 */
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import {
  useDeleteEdNotificationMutation,
  useEdNotificationsScreenQuery,
} from './__generated__/edNotifications.ts';
import { EdNotificationForm } from './EdNotificationForm.tsx';
import { audienceText, ED_NOTIFICATION_TEXT, type Row, TYPE_LABELS } from './edNotificationValues.ts';

export const EdNotificationsPage = () => {
  const title = useRouteTitle();
  const { data, loading, error, refetch } = useEdNotificationsScreenQuery();
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
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : undefined);
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'title', header: 'Título', sortable: true },
    { key: 'message', header: 'Mensagem' },
    { key: 'type', header: 'Tipo', render: (row) => TYPE_LABELS[row.type] },
    { key: 'audience', header: 'Público', render: audienceText },
    { key: 'recipients', header: 'Destinatários', align: 'right' },
    {
      key: 'date',
      header: 'Enviada em',
      sortable: true,
      render: (row) => formatDateTime(row.date),
      sortValue: (row) => row.date,
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
        <EdNotificationForm units={data?.edNotificationUnits ?? []} />
      </Section>
      <Section title="Notificações enviadas">
        {error && !data ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <DataTable
            label="Notificações ED enviadas"
            rows={data?.edNotifications ?? []}
            columns={columns}
            loading={loading && !data}
            emptyText={ED_NOTIFICATION_TEXT.empty}
            defaultSort={{ key: 'date', direction: 'desc' }}
          />
        )}
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
