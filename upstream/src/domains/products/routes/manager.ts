/**
 * Produtos, the holding's product manager (docs/product.md §10.3, §10.6 "Holding products GET/POST/PUT
 * by id (with a revision query), without campaign"): holding only.
 */
import { PRODUCT_CAMPAIGN_FILTERS, type ProductCampaignFilter } from '@portal/schema';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendCsv } from '../../../http/files.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { pageRequest, queryText, searchText } from '../../../kernel/params.ts';
import {
  createManagedProduct,
  getManagedProduct,
  listManagedProducts,
  parseManagedProduct,
  updateManagedProduct,
} from '../manager.ts';
import { countManagedProducts, managedProductsCsv } from '../manager-csv.ts';

export const HOLDING_PRODUCTS_PATH = '/v1/products/portal/holding/products';
const SEARCH_MAX = 100;

const searchParam = (req: Request): string | null =>
  searchText(req, SEARCH_MAX, `Parâmetro search inválido: use no máximo ${SEARCH_MAX} caracteres.`) || null;

function campaignParam(req: Request): ProductCampaignFilter {
  const raw = queryText(req, 'campaign');
  if (raw === undefined || raw === '') return 'ALL';
  const found = PRODUCT_CAMPAIGN_FILTERS.find((value) => value === raw);
  if (!found)
    throw new HttpError(400, `Parâmetro campaign inválido: use ${PRODUCT_CAMPAIGN_FILTERS.join(', ')}.`);
  return found;
}

/** `?revision=N`: the revision the edit was based on; required. */
function revisionParam(req: Request): number {
  const raw = queryText(req, 'revision');
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new HttpError(400, 'Parâmetro revision obrigatório: a revisão em que a edição se baseou.');
  }
  return Number(raw);
}

export function productManagerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');
  const { db } = deps;

  router.get(HOLDING_PRODUCTS_PATH, auth, holding, async (req, res) => {
    const request = pageRequest(req, ['name'] as const, { orderBy: 'name', order: 'ASC' });
    res.json(await listManagedProducts(db, request, searchParam(req), campaignParam(req)));
  });

  // 'Exportar CSV': the list's products under the same filter, streamed (before `/:id`, never an id).
  router.get(`${HOLDING_PRODUCTS_PATH}/csv`, auth, holding, async (req, res) => {
    const search = searchParam(req);
    const campaign = campaignParam(req);
    res.setHeader('X-Report-Rows', String(await countManagedProducts(db, search, campaign)));
    sendCsv(res, managedProductsCsv(db, search, campaign), `produtos-${today()}.csv`, (error) =>
      deps.logger.warn('products csv interrupted', { error: error.message }),
    );
  });

  router.get(`${HOLDING_PRODUCTS_PATH}/:id`, auth, holding, async (req, res) => {
    res.json(await getManagedProduct(db, pathParam(req, 'id')));
  });

  router.post(HOLDING_PRODUCTS_PATH, auth, holding, async (req, res) => {
    res
      .status(201)
      .json(
        await createManagedProduct(
          db,
          await parseManagedProduct(jsonObject(req)),
          undefined,
          viewerOf(req).id,
        ),
      );
  });

  router.put(`${HOLDING_PRODUCTS_PATH}/:id`, auth, holding, async (req, res) => {
    const revision = revisionParam(req);
    const draft = await parseManagedProduct(jsonObject(req));
    res.json(
      await updateManagedProduct(db, pathParam(req, 'id'), revision, draft, undefined, viewerOf(req).id),
    );
  });

  return router;
}
