/**
 * API clients (docs/integrators.md, docs/upstream-contract.md "Integrators"): the integrating
 * profiles (producer, branch, holding, admin) manage their own keys, with their own session only:
 * a key cannot mint or revoke keys.
 */
import { INTEGRATOR_ROLES } from '@portal/schema';
import { Router } from 'express';
import type { AppDeps } from '../deps.ts';
import { authenticate, requireAnyRole, requirePersonalSession, viewerOf } from '../http/auth.ts';
import { pathParam } from '../http/input.ts';
import {
  createApiClient,
  listApiClients,
  parseApiClientInput,
  revokeApiClient,
} from '../integrators/clients.ts';

export const CLIENTS_PATH = '/v1/integrators/clients';

export function integratorRoutes(deps: AppDeps): Router {
  const router = Router();
  const guard = [authenticate(deps), requirePersonalSession, requireAnyRole(...INTEGRATOR_ROLES)];

  router.get(CLIENTS_PATH, ...guard, async (req, res) => {
    res.json(await listApiClients(deps.db, viewerOf(req).id));
  });

  router.post(CLIENTS_PATH, ...guard, async (req, res) => {
    const input = await parseApiClientInput(req.body);
    res.status(201).json(await createApiClient(deps.db, viewerOf(req), input));
  });

  router.delete(`${CLIENTS_PATH}/:client_id`, ...guard, async (req, res) => {
    res.json(await revokeApiClient(deps.db, viewerOf(req).id, pathParam(req, 'client_id')));
  });

  return router;
}
