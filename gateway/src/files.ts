/**
 * Files the web downloads rather than queries: the PDF of an invoice of the Notas Fiscais list
 * ('Baixar', `Invoice.pdfPath`). A file is not GraphQL data, so it is streamed from upstream as
 * upstream serves it (type, `Content-Disposition: attachment`, `nosniff`, `no-store`). The bearer
 * token is passed on unchanged: upstream checks it and the row scope, exactly as for the list.
 */
import { Readable } from 'node:stream';
import { Router } from 'express';
import { request as undiciRequest } from 'undici';
import type { GatewayConfig } from './config.ts';
import { requestIdOf } from './middleware.ts';
import { UPSTREAM_AGENT } from './upstream/http.ts';

/** The upstream route behind `/files/invoices/:id` (docs/upstream-contract.md, "Notas Fiscais"). */
const invoicePdfPath = (id: string) => `/v1/finances/portal/invoices/${encodeURIComponent(id)}/pdf`;

/** Headers of a file answer that reach the browser; everything else stays between the services. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;

const BEARER = /^Bearer [A-Za-z0-9._~+/-]+=*$/;

export function fileRoutes(config: Pick<GatewayConfig, 'paymentsUrl' | 'upstreamTimeoutMs'>): Router {
  const router = Router();
  router.get('/files/invoices/:id', async (req, res) => {
    const authorization = req.get('authorization');
    res.set({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    if (!authorization || !BEARER.test(authorization)) {
      res.status(401).json({ error: 'Not authenticated' });
      return;
    }
    let upstream: Awaited<ReturnType<typeof undiciRequest>>;
    try {
      upstream = await undiciRequest(`${config.paymentsUrl}${invoicePdfPath(req.params.id)}`, {
        headers: { authorization, 'x-request-id': requestIdOf(res) },
        dispatcher: UPSTREAM_AGENT,
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    } catch {
      res.status(502).json({ error: 'Upstream unavailable' });
      return;
    }
    if (upstream.statusCode !== 200) {
      await upstream.body.dump();
      // 401, 403 and 404 mean what they say; anything else is upstream's failure, not the client's.
      const status = [401, 403, 404].includes(upstream.statusCode) ? upstream.statusCode : 502;
      res.status(status).json({ error: status === 502 ? 'Upstream error' : 'Not available' });
      return;
    }
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.set(name, value);
    }
    Readable.from(upstream.body).pipe(res);
  });
  return router;
}
