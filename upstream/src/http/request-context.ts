/**
 * Request ids (echoed in `x-request-id`, generated when absent; the gateway sends its own), one
 * access log line per request, and the request metrics.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import type { UpstreamMetrics } from './metrics.ts';

const requestIds = new WeakMap<Request, string>();

// A caller's id is logged verbatim, so only plain tokens are kept (no log injection, bounded size).
const ACCEPTABLE_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

export const requestIdOf = (req: Request): string | undefined => requestIds.get(req);

export function requestContext(logger: Logger, app: string, metrics?: UpstreamMetrics): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(req, requestId);
    res.setHeader('x-request-id', requestId);
    const started = performance.now();
    res.on('finish', () => {
      const ms = performance.now() - started;
      metrics?.request(app, req, res.statusCode, ms / 1000);
      logger.info('request', {
        app,
        requestId,
        method: req.method,
        // Without the query string: it is not needed to follow a request and may carry data.
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms),
      });
    });
    next();
  };
}
