/**
 * Marketing (docs/product.md §9.1, §9.3): the holding's banner manager, the affiliates' active
 * banners, and the admin's paid-traffic tags with their public read-only list.
 */
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { queryText, searchText, searchTooLong } from '../../../kernel/params.ts';
import { FILES_PATH } from '../../../kernel/stored-objects.ts';
import {
  BANNER_DETAIL,
  createBanner,
  deleteBanner,
  listBanners,
  parseCreateBanner,
  parseSwapBanners,
  parseUpdateBanner,
  servedUrls,
  swapBanners,
  updateBanner,
} from '../banners.ts';
import {
  createTrafficTag,
  deleteTrafficTag,
  listTrafficTags,
  parseTrafficTag,
  TRAFFIC_DETAIL,
  TRAFFIC_TAG_TYPES,
  type TrafficTagFilter,
  trafficTagsCsv,
  updateTrafficTag,
} from '../traffic.ts';

export const BANNERS_PATH = '/v1/products/portal/holding/banners';
export const AFFILIATE_BANNERS_PATH = '/v1/products/portal/affiliate/banners';
export const TRAFFIC_TAGS_PATH = '/v1/marketing/portal/traffic-tags';
export const PUBLIC_TRAFFIC_TAGS_PATH = '/v1/marketing/public/traffic-tags';

/** Tráfego Pago's longest search, as the other lists'. */
const TRAFFIC_SEARCH_MAX = 100;
export const TRAFFIC_TYPE_INVALID = 'Parâmetro type inválido: use pixel ou gtm.';

/** Tráfego Pago's toolbar (`search`, `type`), read alike for the list and its CSV. */
function trafficFilter(req: Request): TrafficTagFilter {
  const search = searchText(req, TRAFFIC_SEARCH_MAX, searchTooLong(TRAFFIC_SEARCH_MAX));
  const raw = queryText(req, 'type')?.trim() ?? '';
  if (raw === '') return { search, type: null };
  const type = TRAFFIC_TAG_TYPES.find((candidate) => candidate === raw);
  if (!type) throw new HttpError(400, TRAFFIC_TYPE_INVALID);
  return { search, type };
}

export function marketingRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');
  const admin = requireAnyRole('isAdmin');
  const { db, storage } = deps;
  // Banner images on the files' public origin (the web's, which forwards /v1/files), else this host's.
  const served = (req: Request) =>
    servedUrls(
      (key) => `${deps.config.files.publicUrl ?? `${req.protocol}://${req.get('host')}`}${FILES_PATH}/${key}`,
    );

  router.get(BANNERS_PATH, auth, holding, async (req, res) => {
    res.json({ banners: (await listBanners(db)).map(served(req)) });
  });

  router.post(BANNERS_PATH, auth, holding, async (req, res) => {
    const input = await parseCreateBanner(jsonObject(req));
    res.status(201).json(served(req)(await createBanner(db, storage, input, viewerOf(req).id)));
  });

  router.post(`${BANNERS_PATH}/swap`, auth, holding, async (req, res) => {
    const { banner1, banner2 } = await parseSwapBanners(jsonObject(req));
    res.json({ banners: (await swapBanners(db, banner1, banner2)).map(served(req)) });
  });

  router.put(`${BANNERS_PATH}/:id`, auth, holding, async (req, res) => {
    const input = await parseUpdateBanner(jsonObject(req));
    res.json(served(req)(await updateBanner(db, storage, pathParam(req, 'id'), input, viewerOf(req).id)));
  });

  router.delete(`${BANNERS_PATH}/:id`, auth, holding, async (req, res) => {
    if (!(await deleteBanner(db, pathParam(req, 'id'), viewerOf(req).id)))
      throw new HttpError(404, BANNER_DETAIL.notFound);
    res.status(204).end();
  });

  // The affiliates' dashboard (and anyone signed in): the active banners in order.
  router.get(AFFILIATE_BANNERS_PATH, auth, async (req, res) => {
    res.json({ banners: (await listBanners(db, true)).map(served(req)) });
  });

  router.get(TRAFFIC_TAGS_PATH, auth, admin, async (req, res) => {
    res.json({ tags: await listTrafficTags(db, false, trafficFilter(req)) });
  });

  // Tráfego Pago's 'Exportar CSV': the tags under the list's filter, streamed.
  router.get(`${TRAFFIC_TAGS_PATH}/csv`, auth, admin, async (req, res) => {
    const filter = trafficFilter(req);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="trafego-pago-${today()}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(trafficTagsCsv(db, filter), res);
  });

  router.post(TRAFFIC_TAGS_PATH, auth, admin, async (req, res) => {
    res
      .status(201)
      .json(await createTrafficTag(db, await parseTrafficTag(jsonObject(req)), viewerOf(req).id));
  });

  router.put(`${TRAFFIC_TAGS_PATH}/:id`, auth, admin, async (req, res) => {
    res.json(
      await updateTrafficTag(
        db,
        pathParam(req, 'id'),
        await parseTrafficTag(jsonObject(req)),
        viewerOf(req).id,
      ),
    );
  });

  router.delete(`${TRAFFIC_TAGS_PATH}/:id`, auth, admin, async (req, res) => {
    if (!(await deleteTrafficTag(db, pathParam(req, 'id'), viewerOf(req).id)))
      throw new HttpError(404, TRAFFIC_DETAIL.notFound);
    res.status(204).end();
  });

  // What public pages load (docs/product.md §9.3): only the enabled ids, no token needed.
  router.get(PUBLIC_TRAFFIC_TAGS_PATH, async (_req, res) => {
    const tags = await listTrafficTags(db, true);
    res.set('cache-control', 'public, max-age=60').json({
      pixelIds: tags.flatMap((tag) => (tag.key ? [tag.key] : [])),
      gtmIds: tags.flatMap((tag) => (tag.value ? [tag.value] : [])),
    });
  });

  return router;
}
