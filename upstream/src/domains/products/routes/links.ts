/**
 * Seus produtos (docs/product.md §10.1, §10.6): the products the viewer may promote with its
 * counters, a product's page with the viewer's links, creating a link, changing its description,
 * deactivating and reactivating it, and the public redirect (`/l/{code}`) that counts each visit
 * (a deactivated link's answers 410 with a page saying so).
 */
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { forbidden, HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam, textField } from '../../../http/input.ts';
import { isUuid, type Viewer } from '../../../kernel/viewer.ts';
import { DEACTIVATED_LINK_PAGE } from '../deactivated-page.ts';
import {
  canPromote,
  createLink,
  LINK_DESCRIPTION_MAX,
  LINK_MESSAGES,
  type LinkJson,
  listPromotable,
  promotableProduct,
  setLinkActive,
  updateLinkDescription,
  visitLink,
} from '../links.ts';

const BASE = '/v1/products/promotable';
/** Codes are base64url: anything else cannot name a link, so it is 404 without a query. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function promoter(req: Request): Viewer {
  const viewer = viewerOf(req);
  if (!canPromote(viewer)) throw forbidden();
  return viewer;
}

function idParam(req: Request, name: string, notFoundDetail: string): string {
  const id = pathParam(req, name);
  if (!isUuid(id)) throw new HttpError(404, notFoundDetail);
  return id;
}

/** `{active: boolean}`; anything else is 400 (a missing flag must not deactivate by default). */
function activeOf(req: Request): boolean {
  const { active } = jsonObject(req);
  if (typeof active !== 'boolean') throw new HttpError(400, LINK_MESSAGES.active);
  return active;
}

function descriptionOf(req: Request): string {
  const description = textField(jsonObject(req), 'description');
  if (description.length > LINK_DESCRIPTION_MAX) throw new HttpError(400, LINK_MESSAGES.description);
  return description;
}

export function productLinkRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;
  // The URL buyers open: the same public origin the stored files are served from.
  const withUrl = (req: Request) => {
    const base = deps.config.files.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    return (link: LinkJson) => ({ ...link, url: `${base}/l/${link.code}` });
  };

  router.get(BASE, auth, async (req, res) => {
    res.json(await listPromotable(db, promoter(req)));
  });

  router.get(`${BASE}/:productId`, auth, async (req, res) => {
    const viewer = promoter(req);
    const product = await promotableProduct(
      db,
      viewer,
      idParam(req, 'productId', LINK_MESSAGES.productNotFound),
    );
    res.json({ ...product, links: product.links.map(withUrl(req)) });
  });

  router.post(`${BASE}/:productId/links`, auth, async (req, res) => {
    const viewer = promoter(req);
    const productId = idParam(req, 'productId', LINK_MESSAGES.productNotFound);
    res.status(201).json(withUrl(req)(await createLink(db, viewer, productId, descriptionOf(req))));
  });

  router.put('/v1/links/:linkId', auth, async (req, res) => {
    const viewer = promoter(req);
    const linkId = idParam(req, 'linkId', LINK_MESSAGES.linkNotFound);
    res.json(withUrl(req)(await updateLinkDescription(db, viewer, linkId, descriptionOf(req))));
  });

  router.put('/v1/links/:linkId/status', auth, async (req, res) => {
    const viewer = promoter(req);
    const linkId = idParam(req, 'linkId', LINK_MESSAGES.linkNotFound);
    res.json(withUrl(req)(await setLinkActive(db, viewer, linkId, activeOf(req))));
  });

  // Public: buyers follow shared links without an account.
  router.get('/l/:code', async (req, res) => {
    const code = pathParam(req, 'code');
    const visit = CODE_PATTERN.test(code) ? await visitLink(db, code) : null;
    if (!visit) throw new HttpError(404, LINK_MESSAGES.linkNotFound);
    if (visit.kind === 'redirect') {
      res.redirect(302, visit.url);
      return;
    }
    // Gone on purpose, and maybe back: no cache keeps the page once the owner reactivates it.
    res.status(410).set('Cache-Control', 'no-store').type('html').send(DEACTIVATED_LINK_PAGE);
  });

  return router;
}
