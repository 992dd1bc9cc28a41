/**
 * Files the web downloads rather than queries: the PDF of an invoice of the Notas Fiscais list
 * ('Baixar', `Invoice.pdfPath`) and the CSV of a report of Relatórios (`SalesReport.csvPath`). A file is not GraphQL data, so it is streamed from upstream as
 * upstream serves it (type, `Content-Disposition: attachment`, `nosniff`, `no-store`), never
 * buffered whole. The call goes through the payments area's upstream client, so it has the same
 * deadline, retries, circuit breaker and error mapping as every GraphQL field (errors.ts,
 * httpErrorOf). The bearer token is passed on unchanged: upstream checks it and the row scope,
 * exactly as for the list.
 */
import { pipeline } from 'node:stream';
import { type Request, type Response, Router } from 'express';
import { createUpstreamClient, type UpstreamClientDeps } from './context.ts';
import { ERROR_TEXT, httpErrorOf } from './errors.ts';
import { requestIdOf } from './middleware.ts';
import { PAYMENT_ROUTES } from './upstream/finances.ts';
import { HOLDING_REPORT_ROUTES } from './upstream/holding-reports.ts';
import type { Route, UpstreamStream } from './upstream/http.ts';

/** Headers of a file answer that reach the browser; everything else stays between the services. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;

const BEARER = /^Bearer (\S+)$/;

/** A whole report's download (100 000 rows take seconds, not minutes); the default deadline is 10 s. */
const REPORT_DOWNLOAD_MS = 5 * 60_000;

/** Query parameters a report's CSV accepts (the report filter); anything else is not passed on. */
const REPORT_QUERY = ['cycle', 'from', 'to', 'unit'] as const;

export interface StreamedFile {
  /** The upstream area whose deadline, retries and breaker the download shares. */
  area: 'payments' | 'holding' | 'eds';
  baseUrl: string;
  route: Route;
  params: Record<string, string>;
  query?: Record<string, string>;
  /** Extra upstream headers the browser gets (e.g. a report's X-Report-Rows). */
  extraHeaders?: readonly string[];
  /** Deadline of the whole download when the area's default is too short. */
  timeoutMs?: number;
}

/** Streams one upstream file to the browser with the caller's bearer token (see the top comment). */
export async function streamFile(deps: UpstreamClientDeps, req: Request, res: Response, file: StreamedFile) {
  res.set({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!bearer) {
    res.status(401).json({ code: 'UNAUTHENTICATED', error: ERROR_TEXT.unauthenticated });
    return;
  }
  const requestId = requestIdOf(res);
  const client = createUpstreamClient(deps, { area: file.area, baseUrl: file.baseUrl, bearer, requestId });
  let answer: UpstreamStream;
  try {
    answer = await client.stream(file.route, {
      params: file.params,
      query: file.query,
      timeoutMs: file.timeoutMs,
    });
  } catch (error) {
    const { status, body } = httpErrorOf(error);
    if (status >= 500) deps.logger.warn('file download failed', { requestId, error });
    res.status(status).json(body);
    return;
  }
  for (const name of [...PASSED_HEADERS, ...(file.extraHeaders ?? [])]) {
    const value = answer.headers[name];
    if (typeof value === 'string') res.set(name, value);
  }
  pipeline(answer.body, res, (error) => {
    // Headers are gone by now: a broken stream can only cut the download short.
    if (error) deps.logger.warn('file download interrupted', { requestId, error: error.message });
  });
}

export function fileRoutes(deps: UpstreamClientDeps): Router {
  const router = Router();
  router.get('/files/invoices/:id', (req, res) =>
    streamFile(deps, req, res, {
      area: 'payments',
      baseUrl: deps.config.paymentsUrl,
      route: PAYMENT_ROUTES.invoicePdf,
      params: { invoiceId: req.params.id },
    }),
  );
  // Relatórios' CSV (`SalesReport.csvPath`): streamed as upstream writes it, never buffered, so a
  // 100 000-row report crosses the gateway in constant memory. Upstream checks the role and holds
  // a branch to its unit, exactly as for the GraphQL fields.
  router.get('/files/reports/:kind', (req, res) => {
    const query: Record<string, string> = {};
    for (const name of REPORT_QUERY) {
      const value = req.query[name];
      if (typeof value === 'string' && value !== '') query[name] = value;
    }
    return streamFile(deps, req, res, {
      area: 'holding',
      baseUrl: deps.config.portalUrl,
      route: HOLDING_REPORT_ROUTES.reportCsv,
      params: { kind: req.params.kind },
      query,
      extraHeaders: ['x-report-rows'],
      timeoutMs: REPORT_DOWNLOAD_MS,
    });
  });
  return router;
}
