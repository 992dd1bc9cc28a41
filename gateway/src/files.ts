/**
 * Files the web downloads rather than queries: the PDF of an invoice of the Notas Fiscais list
 * ('Baixar', `Invoice.pdfPath`). A file is not GraphQL data, so it is streamed from upstream as
 * upstream serves it (type, `Content-Disposition: attachment`, `nosniff`, `no-store`), never
 * buffered whole. The call goes through the payments area's upstream client, so it has the same
 * deadline, retries, circuit breaker and error mapping as every GraphQL field (errors.ts,
 * httpErrorOf). The bearer token is passed on unchanged: upstream checks it and the row scope,
 * exactly as for the list.
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import { createUpstreamClient, type UpstreamClientDeps } from './context.ts';
import { ERROR_TEXT, httpErrorOf } from './errors.ts';
import { requestIdOf } from './middleware.ts';
import { PAYMENT_ROUTES } from './upstream/finances.ts';
import type { UpstreamStream } from './upstream/http.ts';

/** Headers of a file answer that reach the browser; everything else stays between the services. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;

const BEARER = /^Bearer (\S+)$/;

export function fileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get('/files/invoices/:id', async (req, res) => {
    res.set({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer) {
      res.status(401).json({ code: 'UNAUTHENTICATED', error: ERROR_TEXT.unauthenticated });
      return;
    }
    const requestId = requestIdOf(res);
    const client = createUpstreamClient(deps, {
      area: 'payments',
      baseUrl: deps.config.paymentsUrl,
      bearer,
      requestId,
    });
    let file: UpstreamStream;
    try {
      file = await client.stream(PAYMENT_ROUTES.invoicePdf, { params: { invoiceId: req.params.id } });
    } catch (error) {
      const { status, body } = httpErrorOf(error);
      if (status >= 500) deps.logger.warn('file download failed', { requestId, error });
      res.status(status).json(body);
      return;
    }
    for (const name of PASSED_HEADERS) {
      const value = file.headers[name];
      if (typeof value === 'string') res.set(name, value);
    }
    pipeline(file.body, res, (error) => {
      // Headers are gone by now: a broken stream can only cut the download short.
      if (error) deps.logger.warn('file download interrupted', { requestId, error: error.message });
    });
  });
  return router;
}
