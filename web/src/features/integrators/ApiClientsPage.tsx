import { useState } from 'react';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import {
  type ApiClientsTable_ClientFragment,
  useApiClientsQuery,
  useRevokeApiClientMutation,
} from './__generated__/integrators.ts';
import { ApiClientsTable } from './ApiClientsTable.tsx';
import { errorText } from './formParts.ts';
import { type CreatedKey, NewKeyForm } from './NewKeyForm.tsx';
import { SecretModal } from './SecretModal.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/**
 * Chaves de API (docs/integrators.md): the integrating profiles create keys for their systems
 * (name, scopes within their roles, optional expiry), see the secret once, and revoke them; the
 * Webhooks section below subscribes those keys to events (WebhooksSection.tsx).
 */
export const ApiClientsPage = () => {
  const title = useRouteTitle();

  const { data, loading, refetch } = useApiClientsQuery();
  const [revokeClient, { loading: revoking }] = useRevokeApiClientMutation();

  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking_, setRevoking] = useState<ApiClientsTable_ClientFragment | null>(null);

  const handleRevoke = async () => {
    if (!revoking_) return;
    try {
      await revokeClient({ variables: { id: revoking_.id } });
      notify.success('Chave revogada.');
    } catch (error) {
      notify.error(errorText(error));
    }
    setRevoking(null);
  };

  const clients = data?.apiClients;

  return (
    <Stack as="section">
      <PageTitle
        title={title}
        subtitle="Chaves para os seus sistemas acessarem o portal sem usar a sua senha."
      />
      <Section title="Nova chave">
        <NewKeyForm onCreated={setCreated} />
      </Section>
      <Section title="Suas chaves">
        {!clients && !loading ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <ApiClientsTable clients={clients ?? []} loading={loading && !clients} onRevoke={setRevoking} />
        )}
      </Section>
      {clients && <WebhooksSection clients={clients} subscriptions={data?.webhookSubscriptions ?? []} />}
      <SecretModal
        open={created !== null}
        title="Chave criada"
        secret={created?.secret}
        label="Segredo"
        onClose={() => setCreated(null)}
      >
        <p>Guarde o segredo agora: ele não será mostrado novamente.</p>
        <p>
          ID do cliente: <code>{created?.id}</code>
        </p>
      </SecretModal>
      <ConfirmModal
        open={revoking_ !== null}
        title="Revogar chave?"
        confirmLabel="Revogar"
        busy={revoking}
        onConfirm={() => void handleRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>
          A chave “{revoking_?.name}” deixará de funcionar imediatamente. Os sistemas que a usam perderão o
          acesso.
        </p>
      </ConfirmModal>
    </Stack>
  );
};
