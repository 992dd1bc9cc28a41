/**
 * The HTTP client every upstream area module uses. Created per request (context.ts) with that
 * request's bearer token and id, so nothing user-specific ever lives at module level.
 *
 * - Deadline per attempt (AbortSignal.timeout) covering headers and body.
 * - Keep-alive comes from Node's fetch (undici's pooled agent); bodies are always read to the end,
 *   even on errors, so sockets go back to the pool instead of leaking.
 * - Retries only for idempotent GETs and only on transient failures (connection refused/reset,
 *   502/503/504). A timeout is not retried: the deadline is already spent and a slow upstream
 *   should not receive more load.
 */
import { UpstreamError } from '../errors.ts';
import type { Logger } from '../logger.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One upstream route: method and OpenAPI-style path template ('/things/{thing_id}'). */
export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
}

/** One HTTP attempt against upstream, as the call hook sees it. */
export interface UpstreamCallEvent {
  area: string;
  /** Method and path template, e.g. 'GET /v1/finances/portal/payments/{paymentId}'. */
  route: string;
  /** Path and query actually requested (no host). */
  target: string;
  /** HTTP status, or null when no answer arrived (timeout, refused). */
  status: number | null;
}

export type UpstreamCallHook = (event: UpstreamCallEvent) => void;

export interface UpstreamClientOptions {
  /** Name used in logs and errors ('portal', 'token', 'payments'). */
  area: string;
  baseUrl: string;
  timeoutMs: number;
  /** Total attempts for a GET that fails transiently. */
  retries: number;
  retryDelayMs: number;
  /** The verified bearer token of the request, forwarded as is; null for anonymous requests. */
  bearer: string | null;
  requestId: string;
  logger: Logger;
  /** Observes every attempt: the call-count benchmark and tests instrument the client with it. */
  onCall?: UpstreamCallHook;
}

type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  /** Values for the `{name}` placeholders of the route path (URL-encoded here). */
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  json?: unknown;
  /** application/x-www-form-urlencoded body (the token service's OAuth2 grant). */
  form?: Readonly<Record<string, string>>;
  /** Replaces the request's bearer: login's new token, the password recovery token. */
  bearer?: string;
  /** SPEC §6: agents read balance, sales and commissions "as" affiliate or branch. */
  agentAsRole?: string;
}

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
/** Longest upstream `detail` relayed to a client; anything longer is not a message for people. */
const MAX_DETAIL_LENGTH = 500;

export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The text of `{detail}` (portal) or `{error_description}` (token service), if any. */
export function extractDetail(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { detail, error_description: description } = body as Record<string, unknown>;
  let found: string | null = null;
  if (typeof detail === 'string') found = detail;
  else if (Array.isArray(detail)) {
    // FastAPI-style 422: [{loc, msg, type}, ...]; only the human messages travel on.
    const messages = detail.map((item) => (item as { msg?: unknown } | null)?.msg);
    found = messages.filter((msg): msg is string => typeof msg === 'string').join('; ') || null;
  } else if (typeof description === 'string') found = description;
  return found && found.length <= MAX_DETAIL_LENGTH ? found : null;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class UpstreamClient {
  constructor(private readonly options: UpstreamClientOptions) {}

  get area(): string {
    return this.options.area;
  }

  /** Calls a route and returns the parsed JSON body (undefined for an empty one, e.g. 204). */
  async call(route: Route, call: CallOptions = {}): Promise<unknown> {
    const attempts = route.method === 'GET' ? Math.max(1, this.options.retries) : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(route, call);
      } catch (error) {
        if (attempt >= attempts || !this.isTransient(error)) throw error;
        this.options.logger.warn('upstream call failed, retrying', {
          area: this.options.area,
          route: `${route.method} ${route.path}`,
          attempt,
          requestId: this.options.requestId,
        });
        await sleep(this.options.retryDelayMs);
      }
    }
  }

  private isTransient(error: unknown): boolean {
    if (!(error instanceof UpstreamError)) return false;
    const { failure } = error;
    return (
      failure.kind === 'unreachable' || (failure.kind === 'status' && TRANSIENT_STATUSES.has(failure.status))
    );
  }

  private url(route: Route, call: CallOptions): string {
    const url = new URL(`${this.options.baseUrl}${fillPath(route.path, call.params)}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    if (call.agentAsRole) url.searchParams.set('agent_as_role', call.agentAsRole);
    return url.toString();
  }

  private request(route: Route, call: CallOptions): RequestInit {
    const headers = new Headers({ accept: 'application/json', 'x-request-id': this.options.requestId });
    const bearer = call.bearer ?? this.options.bearer;
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    let body: string | undefined;
    if (call.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(call.form).toString();
    }
    return {
      method: route.method,
      headers,
      body,
      // Redirects are not part of the contract; following one could carry the bearer elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs),
    };
  }

  private async attempt(route: Route, call: CallOptions): Promise<unknown> {
    const { area, logger, requestId } = this.options;
    const started = performance.now();
    const url = this.url(route, call);
    const observe = (status: number | null) => {
      const { pathname, search } = new URL(url);
      this.options.onCall?.({
        area,
        route: `${route.method} ${route.path}`,
        target: `${pathname}${search}`,
        status,
      });
    };
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, this.request(route, call));
      status = response.status;
      text = await response.text();
    } catch (error) {
      observe(null);
      const failure = isTimeout(error) ? ({ kind: 'timeout' } as const) : ({ kind: 'unreachable' } as const);
      throw new UpstreamError(area, failure, { cause: error });
    }
    observe(status);
    logger.debug('upstream call', {
      area,
      route: `${route.method} ${route.path}`,
      status,
      ms: Math.round(performance.now() - started),
      requestId,
    });
    if (status < 200 || status >= 300) {
      throw new UpstreamError(area, { kind: 'status', status, detail: extractDetail(text) });
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UpstreamError(area, { kind: 'malformed', reason: 'invalid JSON' }, { cause: error });
    }
  }
}
