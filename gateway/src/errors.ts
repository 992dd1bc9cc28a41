/**
 * The one place where failures become what a client sees. Resolvers let upstream failures
 * (UpstreamError) propagate; Apollo's formatError hands every error to `toClientError`, which maps
 * them with exhaustive switches and masks everything it does not know. No stack trace, internal URL
 * or upstream body beyond the `detail` text leaves the gateway.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import { MESSAGES } from '@portal/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** The caller's cost budget is spent (security/cost-budget.ts); `extensions.retryAfter` in seconds. */
  | 'THROTTLED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** User-facing texts (pt-BR) of the codes above; shared ones come from @portal/schema. */
export const ERROR_TEXT = {
  unauthenticated: 'Você precisa entrar para acessar este recurso.',
  sessionInvalid: 'Sua sessão expirou ou é inválida. Entre novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Recurso não encontrado.',
  badInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  conflict: 'A operação conflita com o estado atual do recurso.',
  unavailable: 'Serviço indisponível no momento, tente novamente mais tarde.',
  tooManyRequests: MESSAGES.tooManyAttempts,
  throttled: MESSAGES.throttled,
  unexpected: MESSAGES.unexpected,
} as const;

/**
 * A validation failure the web form can place next to its input: the second channel beside the
 * error codes (docs/decisions/security.md, "Every root field", step 2).
 */
export interface FieldError {
  field: string;
  message: string;
}

export function gatewayError(code: ErrorCode, message: string, fieldErrors?: readonly FieldError[]) {
  return new GraphQLError(message, { extensions: fieldErrors ? { code, fieldErrors } : { code } });
}

/** BAD_USER_INPUT whose message is the first field's text unless a form-level one is given. */
export function fieldValidationError(fieldErrors: readonly FieldError[], message?: string) {
  return gatewayError(
    'BAD_USER_INPUT',
    message ?? fieldErrors[0]?.message ?? ERROR_TEXT.badInput,
    fieldErrors,
  );
}

/** How one upstream call failed. `detail` is the only upstream text ever shown to a client. */
export type UpstreamFailure =
  | {
      kind: 'status';
      status: number;
      detail: string | null;
      /**
       * A 422's or 403's parsed JSON body (row errors of a file upload, the token service's
       * second-factor challenge); read by resolvers that expect it.
       */
      body?: unknown;
    }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'malformed'; reason: string }
  /** Not attempted: the area's circuit breaker is open (upstream/breaker.ts). */
  | { kind: 'circuit-open' };

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    /** Which client failed ('portal', 'token', ...), for logs only. */
    readonly area: string,
    readonly failure: UpstreamFailure,
    options?: { cause?: unknown },
  ) {
    super(`upstream ${area}: ${describeFailure(failure)}`, options);
  }
}

const describeFailure = (failure: UpstreamFailure): string => {
  switch (failure.kind) {
    case 'status':
      return `HTTP ${failure.status}`;
    case 'timeout':
      return 'timed out';
    case 'unreachable':
      return 'unreachable';
    case 'malformed':
      return `malformed response (${failure.reason})`;
    case 'circuit-open':
      return 'circuit open, not called';
    default:
      return assertNever(failure);
  }
};

type StatusClass =
  | 'unauthenticated'
  | 'forbidden'
  | 'badInput'
  | 'notFound'
  | 'conflict'
  | 'tooManyRequests'
  | 'unavailable'
  | 'unexpected';

const classifyStatus = (status: number): StatusClass => {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 400 || status === 422) return 'badInput';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'unavailable';
  // Any other status (3xx, 405, 413, ...) means the gateway and upstream disagree: our bug.
  return 'unexpected';
};

const fromStatus = (status: number, detail: string | null): GraphQLError => {
  const kind = classifyStatus(status);
  switch (kind) {
    case 'unauthenticated':
      return gatewayError('UNAUTHENTICATED', ERROR_TEXT.sessionInvalid);
    case 'forbidden':
      return gatewayError('FORBIDDEN', ERROR_TEXT.forbidden);
    case 'badInput':
      return gatewayError('BAD_USER_INPUT', detail ?? ERROR_TEXT.badInput);
    case 'notFound':
      return gatewayError('NOT_FOUND', ERROR_TEXT.notFound);
    case 'conflict':
      return gatewayError('CONFLICT', detail ?? ERROR_TEXT.conflict);
    case 'tooManyRequests':
      return gatewayError('TOO_MANY_REQUESTS', ERROR_TEXT.tooManyRequests);
    case 'unavailable':
      return gatewayError('UPSTREAM_UNAVAILABLE', ERROR_TEXT.unavailable);
    case 'unexpected':
      return gatewayError('INTERNAL_SERVER_ERROR', ERROR_TEXT.unexpected);
    default:
      return assertNever(kind);
  }
};

/** Whether `error` is an upstream answer with HTTP `status` (e.g. 404 on goals means "none"). */
export const isUpstreamStatus = (error: unknown, status: number): error is UpstreamError =>
  error instanceof UpstreamError && error.failure.kind === 'status' && error.failure.status === status;

export function upstreamToGraphQLError(error: UpstreamError): GraphQLError {
  const { failure } = error;
  switch (failure.kind) {
    case 'status':
      return fromStatus(failure.status, failure.detail);
    case 'timeout':
    case 'unreachable':
    case 'malformed':
    case 'circuit-open':
      return gatewayError('UPSTREAM_UNAVAILABLE', ERROR_TEXT.unavailable);
    default:
      return assertNever(failure);
  }
}

/**
 * Codes whose message is written for clients: ours, and Apollo's request errors (parse, validation,
 * variable coercion). Everything else is masked.
 */
const CLIENT_SAFE_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'THROTTLED',
  'UPSTREAM_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'INTROSPECTION_DISABLED',
  'MAX_RECURSIVE_SELECTIONS_EXCEEDED',
]);

const codeOf = (formatted: GraphQLFormattedError): string | undefined => {
  const code = formatted.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Apollo `formatError`: the shape of every error in every response. */
export function toClientError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const position = { locations: formatted.locations, path: formatted.path };
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) {
    const mapped = upstreamToGraphQLError(original);
    return { message: mapped.message, ...position, extensions: { code: mapped.extensions.code } };
  }
  const code = codeOf(formatted);
  if (code && CLIENT_SAFE_CODES.has(code)) {
    const { fieldErrors, retryAfter } = formatted.extensions ?? {};
    // Only whitelisted extensions: Apollo or a library could add debugging data to the others.
    return {
      message: formatted.message,
      ...position,
      extensions: {
        code,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      },
    };
  }
  return { message: ERROR_TEXT.unexpected, ...position, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** HTTP status of each code, for the routes that answer outside GraphQL (file downloads). */
const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  THROTTLED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(HTTP_STATUS, code);

/**
 * What a route outside GraphQL answers for an error: the code and pt-BR text a GraphQL client
 * would get for it (toClientError), with the matching HTTP status.
 */
export function httpErrorOf(error: unknown): { status: number; body: { code: ErrorCode; error: string } } {
  const formatted = toClientError(error instanceof GraphQLError ? error.toJSON() : { message: '' }, error);
  const code = codeOf(formatted) ?? 'INTERNAL_SERVER_ERROR';
  if (!isErrorCode(code)) {
    return { status: 500, body: { code: 'INTERNAL_SERVER_ERROR', error: ERROR_TEXT.unexpected } };
  }
  return { status: HTTP_STATUS[code], body: { code, error: formatted.message } };
}

/** What the server log should say about an error a request met (null: expected, not worth a line). */
export function logEntryFor(
  error: GraphQLError,
): { level: 'warn' | 'error'; message: string; fields: Record<string, unknown> } | null {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) {
    const code = upstreamToGraphQLError(original).extensions.code;
    if (code === 'UPSTREAM_UNAVAILABLE' || code === 'INTERNAL_SERVER_ERROR') {
      return {
        level: code === 'UPSTREAM_UNAVAILABLE' ? 'warn' : 'error',
        message: original.message,
        fields: { area: original.area, failure: original.failure, cause: original.cause },
      };
    }
    return null;
  }
  const code = error.extensions?.code;
  if (typeof code === 'string' && CLIENT_SAFE_CODES.has(code)) return null;
  return { level: 'error', message: 'unexpected error', fields: { error: original, path: error.path } };
}

export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
