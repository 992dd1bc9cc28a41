import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './config.ts';

/** Structured fields attached to a log line (request id, user id, error). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export type LogLineLevel = Exclude<LogLevel, 'silent'>;

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Builds a logger from one sink; the level filter is applied here so every sink shares it. */
export function loggerFrom(
  level: LogLevel,
  sink: (level: LogLineLevel, message: string, fields: LogFields) => void,
): Logger {
  const write =
    (lineLevel: LogLineLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[lineLevel] >= RANK[level]) sink(lineLevel, message, fields);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * What no upstream log line may carry (pino redact paths): at the top level, or in a logged body or
 * header set. No `*.password` wildcards: each costs microseconds on every line.
 */
const SECRETS = ['password', 'token', 'access_token', 'authorization'].flatMap((key) => [
  key,
  `body.${key}`,
  `headers.${key}`,
]);

const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

/**
 * pino, one JSON object per line (stdout below warn, stderr from warn up), so container log
 * collectors parse it; synchronous writes, so the line before a process.exit is not lost.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      base: null,
      redact: { paths: SECRETS, censor: '[redacted]' },
      serializers: { error: serialise, err: serialise },
    },
    destination ??
      pino.multistream(
        [
          { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
          { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
        ],
        { dedupe: true },
      ),
  );
  return loggerFrom(level, (lineLevel, message, fields) => log[lineLevel](fields, message));
}
