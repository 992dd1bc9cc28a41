import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { getWebhookDeliveryStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import {
  ApiClientsDocument,
  type ApiClientsTable_ClientFragment,
  useDeleteWebhookSubscriptionMutation,
  useReplayWebhookDeliveryMutation,
  useWebhookDeliveriesQuery,
  type WebhookDeliveries_DeliveryFragment,
  type WebhooksTable_SubscriptionFragment,
} from './__generated__/integrators.ts';
import { errorText } from './formParts.ts';
import { NewWebhookForm } from './NewWebhookForm.tsx';
import { SecretModal } from './SecretModal.tsx';
import { webhookEventLabel } from './scopes.ts';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const DELIVERIES_PAGE_SIZE = 10;

/** The delivery log of one subscription, a page at a time, with a replay button per delivery. */
const DeliveriesLog = ({ subscription }: { subscription: WebhooksTable_SubscriptionFragment }) => {
  const [page, setPage] = useState(0);
  const { data, loading, refetch } = useWebhookDeliveriesQuery({
    variables: { subscriptionId: subscription.id, page, pageSize: DELIVERIES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [replay, { loading: replaying }] = useReplayWebhookDeliveryMutation();
  const handleReplay = async (delivery: WebhookDeliveries_DeliveryFragment) => {
    try {
      await replay({ variables: { id: delivery.id } });
      notify.success('Reenvio solicitado.');
      await refetch();
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  const columns: DataTableColumn<WebhookDeliveries_DeliveryFragment>[] = [
    { key: 'event', header: 'Evento', render: (row) => webhookEventLabel(row.event) },
    {
      key: 'state',
      header: 'Situação',
      render: (row) => <StatusBadge status={getWebhookDeliveryStatus(row.state)} />,
    },
    { key: 'attempts', header: 'Tentativas', align: 'right', render: (row) => row.attempts },
    {
      key: 'responseStatus',
      header: 'Resposta',
      render: (row) => (row.responseStatus === null ? (row.lastError ?? '—') : `HTTP ${row.responseStatus}`),
    },
    { key: 'updatedAt', header: 'Atualizada em', render: (row) => formatDateTime(row.updatedAt) },
    actionColumn({
      key: 'actions',
      header: 'Ações',
      text: 'Reenviar',
      label: (row) => `Reenviar entrega ${row.eventId}`,
      onClick: (row) => void handleReplay(row),
      loading: replaying,
    }),
  ];
  const log = data?.webhookDeliveries;
  return (
    <DataTable
      label={`Entregas de ${subscription.url}`}
      rows={log?.items ?? []}
      columns={columns}
      loading={loading && !log}
      defaultSort={null}
      emptyText="Nenhuma entrega ainda."
      total={log?.totalRows ?? 0}
      page={page}
      pageSize={DELIVERIES_PAGE_SIZE}
      onPageChange={setPage}
    />
  );
};

export interface WebhooksSectionProps {
  clients: readonly ApiClientsTable_ClientFragment[];
  subscriptions: readonly WebhooksTable_SubscriptionFragment[];
}

/**
 * Webhooks (docs/integrators.md §7): one of the viewer's active keys subscribes a URL to events;
 * the signing secret is shown once; each subscription opens its delivery log with replay.
 */
export const WebhooksSection = ({ clients, subscriptions }: WebhooksSectionProps) => {
  const [secret, setSecret] = useState<string | null>(null);
  const [opened, setOpened] = useState<WebhooksTable_SubscriptionFragment | null>(null);
  const [deleting, setDeleting] = useState<WebhooksTable_SubscriptionFragment | null>(null);
  const [remove, { loading: removing }] = useDeleteWebhookSubscriptionMutation({
    refetchQueries: [ApiClientsDocument],
  });
  const nameOf = (id: string) => clients.find((client) => client.id === id)?.name ?? id;

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      if (opened?.id === deleting.id) setOpened(null);
      notify.success('Webhook excluído.');
    } catch (error) {
      notify.error(errorText(error));
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<WebhooksTable_SubscriptionFragment>[] = [
    { key: 'url', header: 'Endereço', render: (row) => <code>{row.url}</code> },
    { key: 'client', header: 'Chave', render: (row) => nameOf(row.clientId) },
    { key: 'events', header: 'Eventos', render: (row) => row.events.map(webhookEventLabel).join(', ') },
    { key: 'createdAt', header: 'Criado em', render: (row) => formatDate(row.createdAt) },
    {
      key: 'actions',
      header: 'Ações',
      render: (row) => (
        <StyledActions>
          <Button
            variant="secondary"
            size="small"
            aria-label={`Ver entregas de ${row.url}`}
            onClick={() => setOpened(row)}
          >
            Ver entregas
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-label={`Excluir webhook ${row.url}`}
            onClick={() => setDeleting(row)}
          >
            Excluir
          </Button>
        </StyledActions>
      ),
    },
  ];

  return (
    <>
      <Section title="Novo webhook">
        <NewWebhookForm clients={clients} onCreated={setSecret} />
      </Section>
      <Section title="Seus webhooks">
        <DataTable
          label="Webhooks"
          rows={subscriptions}
          columns={columns}
          defaultSort={null}
          emptyText="Nenhum webhook assinado."
        />
      </Section>
      {opened && (
        <Section title="Entregas">
          <DeliveriesLog key={opened.id} subscription={opened} />
        </Section>
      )}
      <SecretModal
        open={secret !== null}
        title="Webhook criado"
        secret={secret ?? undefined}
        label="Segredo de assinatura"
        onClose={() => setSecret(null)}
      >
        <p>Guarde o segredo de assinatura agora: ele não será mostrado novamente.</p>
      </SecretModal>
      <ConfirmModal
        open={deleting !== null}
        title="Excluir webhook?"
        confirmLabel="Excluir"
        busy={removing}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.url} deixará de receber eventos, e o histórico de entregas será apagado.</p>
      </ConfirmModal>
    </>
  );
};
