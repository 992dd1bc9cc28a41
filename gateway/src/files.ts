/**
 * Files the web downloads rather than queries (each domain's `files.ts` mounts its routes: an
 * invoice's PDF, a report's CSV, the ED list...). A file is not GraphQL data, so it is streamed
 * from upstream as upstream serves it (type, `Content-Disposition: attachment`, `nosniff`, `no-store`), never
 * buffered whole. The call goes through the domain area's upstream client, so it has the same
 * deadline, retries, circuit breaker and error mapping as every GraphQL field (errors.ts,
 * httpErrorOf). The bearer token is passed on unchanged: upstream checks it and the row scope,
 * exactly as for the list.
 */
import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import { ERROR_TEXT, httpErrorOf } from './errors.ts';
import { createUpstreamClient, type UpstreamClientDeps } from './kernel/context.ts';
import { requestIdOf } from './middleware.ts';
import type { Route, UpstreamStream } from './upstream/http.ts';

/** Headers of a file answer that reach the browser; everything else stays between the services. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'] as const;

const BEARER = /^Bearer (\S+)$/;

export interface StreamedFile {
  /** The upstream area whose deadline, retries and breaker the download shares. */
  area: string;
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
