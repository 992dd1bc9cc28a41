/**
 * The HTTP client every upstream area module uses. Created per request (context.ts) with that
 * request's bearer token and id, so nothing user-specific ever lives at module level (the
 * connection pool below holds sockets, never a token or an answer).
 *
 * - Deadline per attempt (a timer cleared when the attempt ends) covering headers and body.
 * - Keep-alive: every call goes through one process-wide undici Agent (UPSTREAM_AGENT), so warm
 *   traffic reuses a few pooled connections per upstream origin instead of opening one per call
 *   (`pnpm --filter @portal/gateway bench:keepalive` counts them). undici's `request` rather than
 *   `fetch`: the same client without the WHATWG layers, about half the CPU per call
 *   (docs/performance.md, "Gateway"). Bodies are always read to the end, even on errors, so
 *   sockets go back to the pool instead of leaking.
 * - Retries only for idempotent GETs and only on transient failures (connection refused/reset,
 *   502/503/504). A timeout is not retried: the deadline is already spent and a slow upstream
 *   should not receive more load.
 * - A circuit breaker per area (breaker.ts), shared across requests, fails calls fast while the
 *   area's upstream keeps failing, and stops the retries of a call as soon as it opens.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { UpstreamError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { upstreamSpan } from '../observability/tracing.ts';
import type { CircuitBreaker } from './breaker.ts';
import { assertHeaderToken, assertPathParam, assertSendable, badInput, MAX_URL_LENGTH } from './sendable.ts';

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
  /** Milliseconds from sending the request to reading the whole body (or giving up). */
  ms: number;
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
  /** The area's breaker (process-wide); without one every call goes out. */
  breaker?: CircuitBreaker;
  /** Connection pool; UPSTREAM_AGENT unless a test or bench brings its own. */
  dispatcher?: Dispatcher;
}

/**
 * Most sockets the gateway keeps open to one upstream origin: beyond it calls wait for a free
 * one, so a burst cannot open hundreds of connections to upstream. Idle sockets are closed after
 * upstream's own keep-alive hint (Node servers say 5 s) less a margin, or 4 s without a hint.
 */
export const UPSTREAM_CONNECTIONS_PER_ORIGIN = 64;

/** The process-wide keep-alive pool of every upstream call. */
export const UPSTREAM_AGENT: Dispatcher = new Agent({ connections: UPSTREAM_CONNECTIONS_PER_ORIGIN });

/** What one attempt sends (undici `request` options, without the pool and the deadline). */
interface OutgoingRequest {
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | undefined;
  /** The attempt's deadline in milliseconds. */
  timeoutMs: number;
}

/**
 * An attempt's deadline, cleared as soon as the attempt is over. AbortSignal.timeout would do the
 * same, but its timer outlives the call: it cost about 10 µs of CPU per call against 4 here, and
 * every such timer still pending when it fires builds a DOMException (a stack trace) for nothing.
 * The abort reason is the one AbortSignal.timeout gives, a DOMException named TimeoutError.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, ms);
  // Like AbortSignal.timeout's, it does not keep the process alive on its own.
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** An attempt's destination: the origin picks the pool, `length` is the whole URL's. */
interface Target {
  origin: string;
  /** Path and query, as sent (and as the call hook reports it). */
  path: string;
  length: number;
}

/** A 2xx answer whose body is still to be read (a file). */
export interface UpstreamStream {
  headers: IncomingHttpHeaders;
  body: Readable;
}

/** How an attempt reads the answer: parsed JSON, or left as a stream. */
type Read = 'json' | 'stream';

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
  /** docs/product.md §1.2: agents read balance, sales and commissions "as" affiliate or branch. */
  agentAsRole?: string;
  /**
   * Replaces the area's deadline for this call: a streamed file whose body takes long to write
   * (a report's CSV of 100 000 rows) would otherwise be cut at the default deadline.
   */
  timeoutMs?: number;
}

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
/** Longest upstream `detail` relayed to a client; anything longer is not a message for people. */
const MAX_DETAIL_LENGTH = 500;

export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${template}`);
    assertPathParam(value);
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

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
    return this.retrying(route, () => this.attempt(route, call, 'json'));
  }

  /**
   * Calls a route whose answer is a file: resolves once a 2xx status and its headers are in, with
   * the body unread for the caller to stream on (files.ts). Same breaker, deadline, retries and
   * failures as `call`; the deadline keeps running while the body is read.
   */
  async stream(route: Route, call: CallOptions = {}): Promise<UpstreamStream> {
    return this.retrying(route, () => this.attempt(route, call, 'stream'));
  }

  private async retrying<T>(route: Route, attemptOnce: () => Promise<T>): Promise<T> {
    const attempts = route.method === 'GET' ? Math.max(1, this.options.retries) : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await attemptOnce();
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

  /** Where an attempt goes: the pool's origin and the path with its query, parsed once. */
  private target(route: Route, call: CallOptions): Target {
    const url = new URL(`${this.options.baseUrl}${fillPath(route.path, call.params)}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    if (call.agentAsRole) url.searchParams.set('agent_as_role', call.agentAsRole);
    return { origin: url.origin, path: `${url.pathname}${url.search}`, length: url.href.length };
  }

  private request(route: Route, call: CallOptions, accept: string): OutgoingRequest {
    const headers: Record<string, string> = {
      accept,
      'x-request-id': this.options.requestId,
    };
    const bearer = call.bearer ?? this.options.bearer;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    }
    // undici's request never follows redirects (they are not part of the contract, and following
    // one could carry the bearer elsewhere): a 3xx is a status like any other.
    return {
      method: route.method,
      headers,
      body,
      timeoutMs: call.timeoutMs ?? this.options.timeoutMs,
    };
  }

  private attempt(route: Route, call: CallOptions, read: 'json'): Promise<unknown>;
  private attempt(route: Route, call: CallOptions, read: 'stream'): Promise<UpstreamStream>;
  private async attempt(route: Route, call: CallOptions, read: Read): Promise<unknown> {
    const { area, breaker } = this.options;
    // Taken last, right before the request goes out: a half-open breaker's trial slot must
    // always be given back by success() or failure().
    assertSendable([call.query, call.json, call.form]);
    if (call.bearer !== undefined) assertHeaderToken(call.bearer);
    const target = this.target(route, call);
    if (target.length > MAX_URL_LENGTH) throw badInput();
    const init = this.request(route, call, read === 'json' ? 'application/json' : '*/*');
    if (breaker && !breaker.tryAcquire()) throw new UpstreamError(area, { kind: 'circuit-open' });
    try {
      const body = await this.send(route, target, init, read);
      breaker?.success();
      return body;
    } catch (error) {
      if (breaker) {
        // 4xx means upstream is up and answering: only missing or broken answers trip the breaker.
        const failure = error instanceof UpstreamError ? error.failure : null;
        if (failure?.kind === 'status' && failure.status < 500) breaker.success();
        else breaker.failure();
      }
      throw error;
    }
  }

  private async send(route: Route, target: Target, init: OutgoingRequest, read: Read): Promise<unknown> {
    const { area, logger, requestId } = this.options;
    const started = performance.now();
    const endSpan = upstreamSpan(route.method, route.path, area, init.headers);
    const observe = (status: number | null) => {
      endSpan(status);
      this.options.onCall?.({
        area,
        route: `${route.method} ${route.path}`,
        target: target.path,
        status,
        ms: performance.now() - started,
      });
      if (status !== null) {
        logger.debug('upstream call', {
          area,
          route: `${route.method} ${route.path}`,
          status,
          ms: Math.round(performance.now() - started),
          requestId,
        });
      }
    };
    let status: number;
    let text: string;
    const { signal, clear } = deadline(init.timeoutMs);
    try {
      // The pool's own `request` with the origin and path already split: undici's top-level
      // `request(url)` parses the URL again on every call, which measured about 0.05 ms of CPU
      // per call more (docs/performance.md, "Gateway"). Same client, same semantics otherwise.
      const response = await (this.options.dispatcher ?? UPSTREAM_AGENT).request({
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal,
        origin: target.origin,
        path: target.path,
      });
      status = response.statusCode;
      if (read === 'stream' && status >= 200 && status < 300) {
        observe(status);
        // The deadline keeps running while the caller reads the body, until it ends or fails.
        response.body.once('close', clear);
        return { headers: response.headers, body: response.body } satisfies UpstreamStream;
      }
      text = await response.body.text();
      clear();
    } catch (error) {
      clear();
      observe(null);
      const failure = isTimeout(error) ? ({ kind: 'timeout' } as const) : ({ kind: 'unreachable' } as const);
      throw new UpstreamError(area, failure, { cause: error });
    }
    observe(status);
    if (status < 200 || status >= 300) {
      const detail = extractDetail(text);
      throw new UpstreamError(
        area,
        status === 422 || status === 403
          ? { kind: 'status', status, detail, body: jsonOrNull(text) }
          : { kind: 'status', status, detail },
      );
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UpstreamError(area, { kind: 'malformed', reason: 'invalid JSON' }, { cause: error });
    }
  }
}
