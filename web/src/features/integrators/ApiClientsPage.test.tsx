import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';

const client = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiClient',
  id,
  name,
  scopes: ['points:read'],
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  ...extra,
});

describe('Chaves de API', () => {
  it("offers only the producer's grantable scopes, shows the secret once and lists keys", async () => {
    const events = userEvent.setup();
    let created = false;
    const list: OperationHandler = () => ({
      data: {
        apiClients: created ? [client('c-2', 'Loja virtual'), client('c-1', 'ERP')] : [client('c-1', 'ERP')],
        webhookSubscriptions: [],
      },
    });
    const create: OperationHandler = (variables) => {
      created = true;
      expect(variables.input).toMatchObject({
        name: 'Loja virtual',
        scopes: ['points:read'],
        expiresAt: null,
      });
      return {
        data: {
          createApiClient: {
            __typename: 'CreateApiClientPayload',
            client: client('c-2', 'Loja virtual'),
            secret: 'pk_segredo',
          },
        },
      };
    };
    renderApp({
      path: '/chaves-de-api',
      user: demoUser('produtor'),
      handlers: [
        ['ApiClients', list],
        ['CreateApiClient', create],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Chaves de API' });
    expect(await within(table).findByText('ERP')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Rede de EDs (leitura)' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Escolha ao menos uma permissão.')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Nome'), 'Loja virtual');
    await events.click(screen.getByRole('checkbox', { name: 'Pontos e vouchers (leitura)' }));
    await events.click(screen.getByRole('button', { name: 'Criar chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(within(dialog).getByText('pk_segredo')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(table).findByText('Loja virtual')).toBeInTheDocument();
    expect(screen.queryByText('pk_segredo')).not.toBeInTheDocument();
  });
});
