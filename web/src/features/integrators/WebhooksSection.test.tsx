import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const client = {
  __typename: 'ApiClient',
  id: 'c-1',
  name: 'ERP',
  scopes: ['points:read'],
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};

const subscription = (id: string, url: string) => ({
  __typename: 'WebhookSubscription',
  id,
  clientId: 'c-1',
  url,
  events: ['voucher.used'],
  createdAt: '2026-11-21T12:00:00.000Z',
});

const delivery = {
  __typename: 'WebhookDelivery',
  id: 'd-1',
  eventId: 'e-1',
  event: 'voucher.used',
  state: 'failed',
  attempts: 18,
  responseStatus: 500,
  lastError: null,
  updatedAt: '2026-11-21T13:00:00.000Z',
};

describe('Chaves de API: webhooks', () => {
  it('subscribes a key, shows the signing secret once, lists deliveries and replays one', async () => {
    const events = userEvent.setup();
    let subscribed = false;
    const replayed: string[] = [];
    const list: OperationHandler = () => ({
      data: {
        apiClients: [client],
        webhookSubscriptions: subscribed
          ? [
              subscription('s-2', 'https://loja.example.com/hooks'),
              subscription('s-1', 'https://erp.example.com/h'),
            ]
          : [subscription('s-1', 'https://erp.example.com/h')],
      },
    });
    const create: OperationHandler = (variables) => {
      expect(variables.input).toEqual({
        clientId: 'c-1',
        url: 'https://loja.example.com/hooks',
        events: ['voucher.used'],
      });
      subscribed = true;
      return {
        data: {
          createWebhookSubscription: {
            __typename: 'CreateWebhookSubscriptionPayload',
            subscription: subscription('s-2', 'https://loja.example.com/hooks'),
            signingSecret: 'whsec_segredo',
          },
        },
      };
    };
    const log: OperationHandler = (variables) => {
      expect(variables).toMatchObject({ subscriptionId: 's-1', page: 0 });
      return {
        data: {
          webhookDeliveries: {
            __typename: 'WebhookDeliveryPage',
            items: [delivery],
            totalRows: 1,
            page: 0,
            pageSize: 10,
          },
        },
      };
    };
    const replay: OperationHandler = (variables) => {
      replayed.push(String(variables.id));
      return { data: { replayWebhookDelivery: true } };
    };
    renderApp({
      path: '/chaves-de-api',
      user: demoUser('produtor'),
      handlers: [
        ['ApiClients', list],
        ['CreateWebhookSubscription', create],
        ['WebhookDeliveries', log],
        ['ReplayWebhookDelivery', replay],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('https://erp.example.com/h')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Assinar eventos' }));
    expect(await screen.findByText('Escolha ao menos um evento.')).toBeInTheDocument();
    await events.type(screen.getByLabelText('URL'), 'https://loja.example.com/hooks');
    await events.click(screen.getByRole('checkbox', { name: 'Voucher utilizado' }));
    await events.click(screen.getByRole('button', { name: 'Assinar eventos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(within(dialog).getByText('whsec_segredo')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(table).findByText('https://loja.example.com/hooks')).toBeInTheDocument();
    expect(screen.queryByText('whsec_segredo')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Ver entregas de https://erp.example.com/h' }));
    const deliveries = await screen.findByRole('table', { name: 'Entregas de https://erp.example.com/h' });
    expect(await within(deliveries).findByText('Falhou')).toBeInTheDocument();
    expect(within(deliveries).getByText('HTTP 500')).toBeInTheDocument();
    await events.click(within(deliveries).getByRole('button', { name: 'Reenviar entrega e-1' }));
    expect(await screen.findByText('Reenvio solicitado.')).toBeInTheDocument();
    expect(replayed).toEqual(['d-1']);
  });
});
