/**
 * Signed uploads (docs/product.md §9.4, docs/upstream-contract/files.md "Files"): holding and admin ask
 * for upload URLs; the PUT needs no token (the signed URL is the permission) and the GET is public
 * (keys are unguessable and objects immutable, so they are cached for a year).
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { DETAIL, HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { createUploadUrls, FILES_PATH, parseUploadUrlsInput } from '../grants.ts';
import { KEY_PATTERN, verifyGrant } from '../signing.ts';
import { openFile, receiveUpload, UPLOAD_DETAIL } from '../upload.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const contentLength = (header: string | undefined): number | undefined => {
  const value = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(value) ? value : undefined;
};

export function fileRoutes(deps: AppDeps): Router {
  const router = Router();
  const { db, storage, logger } = deps;
  const files = deps.config.files;

  router.post(
    `${FILES_PATH}/upload-urls`,
    authenticate(deps),
    requireAnyRole('isHolding', 'isAdmin'),
    async (req, res) => {
      const input = await parseUploadUrlsInput(req.body);
      const baseUrl = files.publicUrl ?? `${req.protocol}://${req.get('host')}`;
      res.status(201).json(createUploadUrls(files, baseUrl, input, viewerOf(req).id));
    },
  );

  // The web app PUTs straight from the browser, from its own origin (WEB_URL): a PUT with an
  // image type is not a simple request, so the browser asks first. Only that origin, only PUT.
  const cors = { 'access-control-allow-origin': deps.config.webUrl, vary: 'Origin' };
  router.options(`${FILES_PATH}/:key`, (_req, res) => {
    res
      .set({
        ...cors,
        'access-control-allow-methods': 'PUT',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      .status(204)
      .end();
  });

  router.put(`${FILES_PATH}/:key`, async (req, res) => {
    res.set(cors);
    const checked = verifyGrant(files.signingSecret, pathParam(req, 'key'), req.query, Date.now() / 1000);
    if (!checked.ok) {
      throw new HttpError(checked.reason === 'malformed' ? 400 : 403, UPLOAD_DETAIL[checked.reason]);
    }
    const stored = await receiveUpload(db, storage, checked.grant, {
      body: req,
      contentType: req.get('content-type'),
      contentLength: contentLength(req.get('content-length')),
    });
    logger.info('file stored', { key: stored.key, bytes: stored.size, ownerId: checked.grant.ownerId });
    res.status(201).json(stored);
  });

  router.get(`${FILES_PATH}/:key`, async (req, res) => {
    const key = pathParam(req, 'key');
    const file = KEY_PATTERN.test(key) ? await openFile(db, storage, key) : null;
    if (!file) throw new HttpError(404, DETAIL.notFound);
    res.set({
      'content-type': file.contentType,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      'cache-control': IMMUTABLE_CACHE,
    });
    pipeline(file.body, res, (error) => {
      if (!error || res.writableEnded) return;
      // A browser that leaves the page mid-download closes the response: nothing failed here.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && req.socket.destroyed) {
        logger.debug('file download abandoned by the client', { key });
        return;
      }
      logger.warn('file read failed', { key, error });
    });
  });

  return router;
}
