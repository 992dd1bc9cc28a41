import {
  API_CLIENT_NAME_MAX_LENGTH,
  type ApiScope,
  grantableScopes,
  INTEGRATOR_MESSAGES,
} from '@portal/schema';
import { ROLE_FLAGS } from '@portal/schema/constants';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import {
  ApiClientsDocument,
  type ApiClientsTable_ClientFragment,
  useApiClientsQuery,
  useCreateApiClientMutation,
  useRevokeApiClientMutation,
} from './__generated__/integrators.ts';
import { ApiClientsTable } from './ApiClientsTable.tsx';
import {
  copySecret,
  errorText,
  StyledChecklist,
  StyledError,
  StyledForm,
  StyledSecret,
} from './formParts.ts';
import { EXPIRY_OPTIONS, expiryFromDays, SCOPE_LABELS } from './scopes.ts';
import { WebhooksSection } from './WebhooksSection.tsx';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

interface Created {
  id: string;
  secret: string;
}

/**
 * Chaves de API (docs/integrators.md): the integrating profiles create keys for their systems
 * (name, scopes within their roles, optional expiry), see the secret once, and revoke them; the
 * Webhooks section below subscribes those keys to events (WebhooksSection.tsx).
 */
export const ApiClientsPage = () => {
  const title = useRouteTitle();
  const viewer = useViewer();
  const roles = viewer ? ROLE_FLAGS.filter((flag) => viewer[flag]) : [];
  const available = grantableScopes(roles);

  const { data, loading, refetch } = useApiClientsQuery();
  const [createClient, { loading: creating }] = useCreateApiClientMutation({
    refetchQueries: [ApiClientsDocument],
  });
  const [revokeClient, { loading: revoking }] = useRevokeApiClientMutation();

  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiryIndex, setExpiryIndex] = useState(0);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [created, setCreated] = useState<Created | null>(null);
  const [revoking_, setRevoking] = useState<ApiClientsTable_ClientFragment | null>(null);

  const toggleScope = (scope: ApiScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current, scope] : current.filter((item) => item !== scope)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() === '' ? { name: '*campo obrigatório' } : {}),
      ...(scopes.length === 0 ? { scopes: INTEGRATOR_MESSAGES.scopesRequired } : {}),
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    try {
      const result = await createClient({
        variables: {
          input: {
            name: name.trim(),
            scopes,
            expiresAt: expiryFromDays(EXPIRY_OPTIONS[expiryIndex]?.days ?? null, Date.now()),
          },
        },
      });
      const payload = result.data?.createApiClient;
      if (!payload) throw new Error('no payload');
      setCreated({ id: payload.client.id, secret: payload.secret });
      setName('');
      setScopes([]);
      setExpiryIndex(0);
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  const handleCopy = async () => {
    if (!created) return;
    await copySecret(created.secret);
  };

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
    <StyledPage>
      <PageTitle
        title={title}
        subtitle="Chaves para os seus sistemas acessarem o portal sem usar a sua senha."
      />
      <Section title="Nova chave">
        <StyledForm onSubmit={(event) => void handleSubmit(event)} noValidate>
          <TextField
            label="Nome"
            value={name}
            maxLength={API_CLIENT_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            hint="Por exemplo, o sistema que vai usar a chave."
            {...(errors.name ? { error: errors.name } : {})}
          />
          <StyledChecklist aria-describedby={errors.scopes ? 'api-client-scopes-error' : undefined}>
            <legend>Permissões</legend>
            {available.map((scope) => (
              <label key={scope}>
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
                {SCOPE_LABELS[scope]}
              </label>
            ))}
            {errors.scopes && (
              <StyledError id="api-client-scopes-error" role="alert">
                {errors.scopes}
              </StyledError>
            )}
          </StyledChecklist>
          <SelectField>
            <label htmlFor="api-client-expiry">Validade</label>
            <select
              id="api-client-expiry"
              value={expiryIndex}
              onChange={(event) => setExpiryIndex(Number(event.target.value))}
            >
              {EXPIRY_OPTIONS.map((option, index) => (
                <option key={option.label} value={index}>
                  {option.label}
                </option>
              ))}
            </select>
          </SelectField>
          <div>
            <Button type="submit" loading={creating}>
              Criar chave
            </Button>
          </div>
        </StyledForm>
      </Section>
      <Section title="Suas chaves">
        {!clients && !loading ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <ApiClientsTable clients={clients ?? []} loading={loading && !clients} onRevoke={setRevoking} />
        )}
      </Section>
      {clients && <WebhooksSection clients={clients} subscriptions={data?.webhookSubscriptions ?? []} />}
      <Modal
        open={created !== null}
        onClose={() => setCreated(null)}
        title="Chave criada"
        closeOnOverlayClick={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => void handleCopy()}>
              Copiar segredo
            </Button>
            <Button onClick={() => setCreated(null)}>Concluir</Button>
          </>
        }
      >
        <p>Guarde o segredo agora: ele não será mostrado novamente.</p>
        <p>
          ID do cliente: <code>{created?.id}</code>
        </p>
        <StyledSecret aria-label="Segredo">{created?.secret}</StyledSecret>
      </Modal>
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
    </StyledPage>
  );
};
