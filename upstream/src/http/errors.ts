/**
 * JSON errors, FastAPI style (`{"detail": "..."}`): never an HTML page, never a stack trace. The
 * token service has its own handler for OAuth2-shaped errors (domains/auth/routes/token-app.ts).
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DETAIL, HttpError } from '../kernel/errors.ts';
import type { Logger } from '../logger.ts';
import { requestIdOf } from './request-context.ts';

// Routes and the HTTP helpers keep importing these from here, beside the handlers that answer them.
export { DETAIL, forbidden, HttpError, notAuthenticated } from '../kernel/errors.ts';

/** Last route of every app: unknown paths answer JSON, not Express's HTML page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: DETAIL.notFound });
};

/**
 * What body-parser and friends throw: a client error carrying its HTTP status and a `type`
 * ('entity.parse.failed', 'entity.too.large', ...).
 */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

export function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(error.status).json({ detail: error.detail });
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      res.status(status).json({ detail: status === 413 ? DETAIL.bodyTooLarge : DETAIL.invalidBody });
      return;
    }
    answerServerError(logger, error, req, res, { detail: DETAIL.internal });
  };
}

/**
 * An error no rule answers, in the portal's and the token service's handlers alike: logged with
 * the request, then a 500 with `body` (only the end of it when the response had already started).
 */
export function answerServerError(logger: Logger, error: unknown, req: Request, res: Response, body: object) {
  logger.error('unhandled error', {
    requestId: requestIdOf(req),
    method: req.method,
    path: req.path,
    error,
  });
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(500).json(body);
}
