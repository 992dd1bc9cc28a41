/** API clients (docs/upstream-contract.md "Integrators", docs/integrators.md): list, create, revoke. */
import type { Route, UpstreamClient } from './http.ts';
import { ShapeReader } from './shape.ts';

export const INTEGRATOR_ROUTES = {
  listClients: { method: 'GET', path: '/v1/integrators/clients' },
  createClient: { method: 'POST', path: '/v1/integrators/clients' },
  revokeClient: { method: 'DELETE', path: '/v1/integrators/clients/{client_id}' },
} as const satisfies Record<string, Route>;

export interface UpstreamApiClient {
  id: string;
  name: string;
  scopes: string[];
  /** ISO-8601 UTC instants. */
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface ApiClientRequest {
  name: string;
  scopes: readonly string[];
  expiresAt: string | null;
}

export interface IntegratorsApi {
  listClients(): Promise<UpstreamApiClient[]>;
  createClient(request: ApiClientRequest): Promise<{ client: UpstreamApiClient; secret: string }>;
  revokeClient(id: string): Promise<UpstreamApiClient>;
}

const readClient = (client: ShapeReader): UpstreamApiClient => ({
  id: client.id('id'),
  name: client.string('name'),
  scopes: client.ids('scopes'),
  createdAt: client.instant('createdAt'),
  expiresAt: client.optionalString('expiresAt'),
  revokedAt: client.optionalString('revokedAt'),
  lastUsedAt: client.optionalString('lastUsedAt'),
});

export function createIntegratorsApi(portal: UpstreamClient): IntegratorsApi {
  return {
    async listClients() {
      const body = await portal.call(INTEGRATOR_ROUTES.listClients);
      return ShapeReader.array(portal.area, 'GET clients', body).map(readClient);
    },
    async createClient(request) {
      const body = await portal.call(INTEGRATOR_ROUTES.createClient, { json: request });
      const created = ShapeReader.object(portal.area, 'POST clients', body);
      return { client: readClient(created.object('client')), secret: created.string('secret') };
    },
    async revokeClient(id) {
      const body = await portal.call(INTEGRATOR_ROUTES.revokeClient, { params: { client_id: id } });
      return readClient(ShapeReader.object(portal.area, 'DELETE client', body));
    },
  };
}
