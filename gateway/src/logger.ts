/**
 * Structured JSON logs through pino, behind a small interface so call sites stay
 * `logger.info(message, fields)` and tests can hand in a capturing destination.
 */
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './config.ts';

/** Structured fields attached to a log line (request id, upstream area, error). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Keys whose values are never written: the login mutation's variables, its token, bearer headers. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'access_token',
  'recoveryToken',
  'authorization',
  'bearer',
];
/** Objects a caller may log whole (GraphQL variables, HTTP headers and bodies...). */
const CONTAINERS = ['variables', 'input', 'headers', 'body', 'request', 'response', 'result'];

/**
 * pino redact paths: the secret keys at the top level and inside each container. Spelled out
 * rather than `*.password`: every wildcard path costs about 3 µs per line (measured), several of
 * them would cost more than the rest of a line. Tested in logger.test.ts and by logging a real login.
 */
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_KEYS,
  ...CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}.${key}`)),
  'request.headers.authorization',
];

/**
 * Errors do not survive JSON.stringify; keep what an operator needs (server-side only): stack,
 * system code (ECONNREFUSED...) and the chain of causes, where fetch hides the real reason.
 */
export const serialiseError = (value: unknown, depth = 0): unknown => {
  if (!(value instanceof Error)) return value;
  const { code } = value as { code?: unknown };
  return {
    name: value.name,
    message: value.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: value.stack,
    ...(value.cause !== undefined && depth < 3 ? { cause: serialiseError(value.cause, depth + 1) } : {}),
  };
};

/** The pino options shared by production and tests: same keys, redaction and serialisers. */
export function pinoOptions(level: LogLevel): pino.LoggerOptions {
  return {
    level,
    // The keys the hand-written logger used, so dashboards and log queries keep working.
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // No pid/hostname on every line: the container runtime adds where a line came from.
    base: null,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: { error: serialiseError, err: serialiseError, cause: serialiseError },
  };
}

/** Adapts a pino instance to the Logger interface (pino takes the fields first). */
export function fromPino(instance: pino.Logger): Logger {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, fields?: LogFields): void => {
      if (fields) instance[level](fields, message);
      else instance[level](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * One JSON object per line: stdout below warn, stderr from warn up (as before pino). Synchronous
 * writes, so a line logged right before process.exit is not lost. `destination` replaces both (tests).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const streams =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    );
  return fromPino(pino(pinoOptions(level), streams));
}
