/**
 * Gerenciador de produtores (docs/product.md §10.4, §10.6 "producers GET, POST, PUT by id"): admin
 * only, except the list, which the holding also reads to pick a product's producer.
 */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { sendCsv } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { dayPeriod, pageRequest, searchText } from '../../../kernel/params.ts';
import {
  countProducers,
  createProducer,
  listProducers,
  PRODUCER_SEARCH_MAX,
  type ProducerFilter,
  parseProducer,
  producersCsv,
  updateProducer,
} from '../producers.ts';

export const PRODUCERS_PATH = '/v1/products/portal/producers';

const searchParam = (req: Request): string | null =>
  searchText(
    req,
    PRODUCER_SEARCH_MAX,
    `Parâmetro search inválido: use no máximo ${PRODUCER_SEARCH_MAX} caracteres.`,
  ) || null;

/** The toolbar's filter: the search and the registration period (400 for a malformed one). */
const filterOf = (req: Request): ProducerFilter => ({ search: searchParam(req), ...dayPeriod(req) });

export function producerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const admin = requireAnyRole('isAdmin');
  const readers = requireAnyRole('isAdmin', 'isHolding');
  const { db } = deps;

  router.get(PRODUCERS_PATH, auth, readers, async (req, res) => {
    const request = pageRequest(req, ['name'] as const, { orderBy: 'name', order: 'ASC' });
    res.json(await listProducers(db, request, filterOf(req)));
  });

  // 'Exportar CSV' (admin, as the screen): the list's producers under the same filter, streamed.
  router.get(`${PRODUCERS_PATH}/csv`, auth, admin, async (req, res) => {
    const filter = filterOf(req);
    res.setHeader('X-Report-Rows', String(await countProducers(db, filter)));
    sendCsv(res, producersCsv(db, filter), `produtores-${today()}.csv`, (error) =>
      deps.logger.warn('producers csv interrupted', { error: error.message }),
    );
  });

  router.post(PRODUCERS_PATH, auth, admin, async (req, res) => {
    res.status(201).json(await createProducer(db, await parseProducer(jsonObject(req)), viewerOf(req).id));
  });

  router.put(`${PRODUCERS_PATH}/:id`, auth, admin, async (req, res) => {
    res.json(
      await updateProducer(db, pathParam(req, 'id'), await parseProducer(jsonObject(req)), viewerOf(req).id),
    );
  });

  return router;
}
