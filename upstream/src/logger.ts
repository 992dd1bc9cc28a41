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

/** Errors do not survive JSON.stringify; keep what an operator needs (logs are server-side only). */
const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

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
 * One JSON object per line (stdout below warn, stderr from warn up), so container log collectors
 * parse it without a logging library.
 */
export function createLogger(level: LogLevel): Logger {
  return loggerFrom(level, (lineLevel, message, fields) => {
    const entries = Object.entries(fields).map(([key, value]) => [key, serialise(value)]);
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: lineLevel,
      message,
      ...Object.fromEntries(entries),
    });
    (RANK[lineLevel] >= RANK.warn ? process.stderr : process.stdout).write(`${line}\n`);
  });
}
