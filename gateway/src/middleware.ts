/**
 * Plain Express middleware around /graphql: request ids, CORS allow-list, body errors. Security
 * headers: security/headers.ts.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ERROR_TEXT } from './errors.ts';
import type { Logger } from './logger.ts';

/** Accepted from the caller only when it looks like an id, so logs cannot be injected through it. */
const REQUEST_ID = /^[\w.-]{1,100}$/;

/** Reuses the caller's `x-request-id` (or makes one), echoes it, and forwards it upstream. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.set('x-request-id', id);
  next();
};

export const requestIdOf = (res: Response): string => String(res.locals.requestId);

// traceparent: the web's W3C trace context (docs/performance.md, "Traces").
const ALLOWED_HEADERS =
  'authorization, content-type, x-request-id, apollo-require-preflight, x-apollo-operation-name, traceparent';

/**
 * CORS for the browser origins of CORS_ORIGINS only. Tokens travel in the Authorization header
 * (no cookies), so credentials are not allowed. Other origins get no CORS headers: the browser
 * then refuses to let their pages read our answers.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin);
    if (allowOrigin) {
      res.set('access-control-allow-origin', origin);
      res.set('access-control-expose-headers', 'x-request-id');
    }
    if (req.method !== 'OPTIONS') return next();
    if (allowOrigin) {
      res.set({
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      });
    }
    res.status(204).end();
  };
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
};

const graphqlErrorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/** 413 for a body over BODY_LIMIT that is not an invoice upload (body-limits.ts). */
export function payloadTooLarge(
  res: Response,
  message = 'A requisição excede o tamanho máximo permitido.',
): void {
  res.status(413).json(graphqlErrorBody(message, 'PAYLOAD_TOO_LARGE'));
}

/**
 * Last handler: body-parser failures (too large, broken JSON) and anything unexpected answer as
 * GraphQL-shaped JSON; Express's default handler would print the stack trace outside production.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const status = statusOf(error);
    if (status === 413) {
      // Over UPLOAD_BODY_LIMIT: only an invoice upload may come near it, so its sender is told
      // what to fix in the words of docs/product.md §5.5 instead of a bare "too large".
      payloadTooLarge(res, MESSAGES.invoiceTooLarge);
    } else if (status !== undefined && status < 500) {
      res.status(status).json(graphqlErrorBody('Requisição inválida.', 'BAD_REQUEST'));
    } else {
      logger.error('unhandled HTTP error', { error, requestId: requestIdOf(res) });
      res.status(500).json(graphqlErrorBody(ERROR_TEXT.unexpected, 'INTERNAL_SERVER_ERROR'));
    }
  };
}
