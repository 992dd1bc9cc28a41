import {
  INTEGRATOR_MESSAGES,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEvent,
} from '@portal/schema';
import { type FormEvent, useState } from 'react';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  ApiClientsDocument,
  type ApiClientsTable_ClientFragment,
  useCreateWebhookSubscriptionMutation,
} from './__generated__/integrators.ts';
import { Checklist } from './Checklist.tsx';
import { errorText, StyledForm } from './formParts.ts';
import { WEBHOOK_EVENT_LABELS } from './scopes.ts';

interface NewWebhookFormProps {
  clients: readonly ApiClientsTable_ClientFragment[];
  /** The subscription's signing secret, shown once. */
  onCreated: (secret: string) => void;
}

/** 'Novo webhook': one of the viewer's active keys subscribes a URL to events. */
export const NewWebhookForm = ({ clients, onCreated }: NewWebhookFormProps) => {
  const now = Date.now();
  const active = clients.filter(
    (client) => !client.revokedAt && !(client.expiresAt && Date.parse(client.expiresAt) <= now),
  );
  const [clientId, setClientId] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [subscribe, { loading: subscribing }] = useCreateWebhookSubscriptionMutation({
    refetchQueries: [ApiClientsDocument],
  });
  const chosenClient = clientId || active[0]?.id || '';

  const toggle = (event: WebhookEvent, checked: boolean) =>
    setEvents((current) => (checked ? [...current, event] : current.filter((item) => item !== event)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(url.trim() === '' ? { url: '*campo obrigatório' } : {}),
      ...(events.length === 0 ? { events: INTEGRATOR_MESSAGES.webhookEventsRequired } : {}),
    };
    setErrors(found);
    if (found.url || found.events || !chosenClient) return;
    try {
      const result = await subscribe({
        variables: { input: { clientId: chosenClient, url: url.trim(), events } },
      });
      const payload = result.data?.createWebhookSubscription;
      if (!payload) throw new Error('no payload');
      onCreated(payload.signingSecret);
      setUrl('');
      setEvents([]);
    } catch (error) {
      const message = errorText(error);
      if (message === INTEGRATOR_MESSAGES.webhookUrlInvalid) setErrors({ url: message });
      else notify.error(message);
    }
  };

  if (active.length === 0) return <p>Crie uma chave ativa para assinar eventos.</p>;
  return (
    <StyledForm onSubmit={(event) => void handleSubmit(event)} noValidate>
      <SelectField>
        <label htmlFor="webhook-client">Chave</label>
        <select
          id="webhook-client"
          value={chosenClient}
          onChange={(event) => setClientId(event.target.value)}
        >
          {active.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </select>
      </SelectField>
      <TextField
        label="URL"
        type="url"
        value={url}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        onChange={(event) => setUrl(event.target.value)}
        hint="Endereço https público que receberá os eventos."
        {...(errors.url ? { error: errors.url } : {})}
      />
      <Checklist
        legend="Eventos"
        options={WEBHOOK_EVENTS}
        labels={WEBHOOK_EVENT_LABELS}
        chosen={events}
        onToggle={toggle}
        error={errors.events}
        errorId="webhook-events-error"
      />
      <div>
        <Button type="submit" loading={subscribing}>
          Assinar eventos
        </Button>
      </div>
    </StyledForm>
  );
};
