/**
 * API clients (docs/integrators.md): the integrating
 * profiles (producer, branch, holding, admin) manage their own keys, with their own session only:
 * a key cannot mint or revoke keys.
 */
import { INTEGRATOR_ROLES } from '@portal/schema';
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, requirePersonalSession, viewerOf } from '../../../http/auth.ts';
import { pathParam } from '../../../http/input.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import { intParam, PARAM_MESSAGES } from '../../../kernel/params.ts';
import { createApiClient, listApiClients, parseApiClientInput, revokeApiClient } from '../clients.ts';
import { listDeliveries, replayDelivery } from '../webhook-deliveries.ts';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  parseSubscriptionInput,
} from '../webhook-subscriptions.ts';

export const CLIENTS_PATH = '/v1/integrators/clients';
export const WEBHOOKS_PATH = '/v1/integrators/webhooks';
export const DELIVERIES_PATH = '/v1/integrators/deliveries';

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

  router.get(WEBHOOKS_PATH, ...guard, async (req, res) => {
    res.json(await listSubscriptions(deps.db, viewerOf(req).id));
  });

  router.delete(`${WEBHOOKS_PATH}/:subscription_id`, ...guard, async (req, res) => {
    res.json(await deleteSubscription(deps.db, viewerOf(req).id, pathParam(req, 'subscription_id')));
  });

  router.post(WEBHOOKS_PATH, ...guard, async (req, res) => {
    const input = parseSubscriptionInput(req.body);
    const viewer = viewerOf(req);
    res
      .status(201)
      .json(await createSubscription(deps.db, viewer.id, input, deps.config.webhookAllowLoopback));
  });

  router.get(`${WEBHOOKS_PATH}/:subscription_id/deliveries`, ...guard, async (req, res) => {
    const page = intParam(req, 'page', 0, 0, Number.MAX_SAFE_INTEGER, PARAM_MESSAGES.page);
    const pageSize = intParam(req, 'pageSize', 20, 1, MAX_PAGE_SIZE, PARAM_MESSAGES.pageSize);
    res.json(
      await listDeliveries(deps.db, viewerOf(req).id, pathParam(req, 'subscription_id'), { page, pageSize }),
    );
  });

  router.post(`${DELIVERIES_PATH}/:delivery_id/replay`, ...guard, async (req, res) => {
    await replayDelivery(deps.db, deps.jobs, viewerOf(req).id, pathParam(req, 'delivery_id'));
    res.status(202).end();
  });

  return router;
}
