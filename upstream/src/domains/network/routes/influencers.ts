/**
 * 'Influenciadores' (docs/product.md §8.3, agent): the agent's influencers with their sales and the
 * commissions they gave the agency, and one influencer by id. Only agents; another user's id (not
 * this agent's influencer) answers 404 like an unknown one.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { pageRequest } from '../../../kernel/params.ts';
import { isUuid, type Viewer } from '../../../kernel/viewer.ts';
import {
  findInfluencer,
  INFLUENCER_ORDER_KEYS,
  type InfluencerScope,
  listInfluencers,
} from '../influencers.ts';

export const INFLUENCER_MESSAGES = { notFound: 'Influenciador não encontrado.' } as const;

const scopeOf = (viewer: Viewer): InfluencerScope => ({
  agentId: viewer.id,
  agencyId: viewer.organisationId,
});

export function influencerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const agent = requireAnyRole('isAgent');

  router.get('/v1/influencers', auth, agent, async (req, res) => {
    const request = pageRequest(req, INFLUENCER_ORDER_KEYS, { orderBy: 'name', order: 'ASC' });
    res.json(await listInfluencers(deps.db, scopeOf(viewerOf(req)), request));
  });

  router.get('/v1/influencers/:id', auth, agent, async (req, res) => {
    const id = pathParam(req, 'id');
    const found = isUuid(id) ? await findInfluencer(deps.db, scopeOf(viewerOf(req)), id) : null;
    if (!found) throw new HttpError(404, INFLUENCER_MESSAGES.notFound);
    res.json(found);
  });

  return router;
}
