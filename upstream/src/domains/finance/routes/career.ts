/** GET career plan (docs/product.md §5.6 "Plano de carreira") and the public documents it links to. */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendPdf } from '../../../http/files.ts';
import { pathParam } from '../../../http/input.ts';
import { scopeOfRequest } from '../../../kernel/params.ts';
import { careerPlan } from '../career.ts';
import { documentPdf } from '../documents.ts';

export const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';

export function financeCareerRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/finances/portal/career-plan', auth, async (req, res) => {
    const viewer = viewerOf(req);
    // Absolute links point back at this API as the caller reached it (no separate content server).
    const baseUrl = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json(await careerPlan(deps.db, viewer.id, scopeOfRequest(viewer, req), baseUrl));
  });

  // Public: they are linked from pages and opened in a new tab, where no bearer token is sent.
  router.get('/docs/:file', (req, res) => {
    const file = pathParam(req, 'file');
    const pdf = documentPdf(file);
    if (!pdf) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    sendPdf(res, pdf, { filename: file, cacheControl: 'public, max-age=86400' });
  });

  return router;
}
