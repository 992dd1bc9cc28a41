import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { pageRequest } from '../../../kernel/params.ts';
import { isUuid, type Viewer } from '../../../kernel/viewer.ts';
import {
  countInfluencers,
  findInfluencer,
  INFLUENCER_ORDER_KEYS,
  type InfluencerScope,
  listInfluencers,
} from '../influencers.ts';
import { influencersCsv } from '../influencers-csv.ts';
import { sendCsv } from './csv-response.ts';
import { peopleFilterOf } from './network.ts';

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
    res.json(await listInfluencers(deps.db, scopeOf(viewerOf(req)), request, peopleFilterOf(req)));
  });

  // The list as CSV (pt-BR conventions), streamed: the same scope and filters as the list.
  router.get('/v1/influencers/csv', auth, agent, async (req, res) => {
    const scope = scopeOf(viewerOf(req));
    const filter = peopleFilterOf(req);
    const rows = await countInfluencers(deps.db, scope, filter);
    await sendCsv(res, 'influenciadores', rows, influencersCsv(deps.db, scope, filter));
  });

  router.get('/v1/influencers/:id', auth, agent, async (req, res) => {
    const id = pathParam(req, 'id');
    const found = isUuid(id) ? await findInfluencer(deps.db, scopeOf(viewerOf(req)), id) : null;
    if (!found) throw new HttpError(404, INFLUENCER_MESSAGES.notFound);
    res.json(found);
  });

  return router;
}
