import type { LogLevel } from './config.ts';

/** Structured fields attached to a log line (request id, upstream area, error). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Errors do not survive JSON.stringify; keep what an operator needs (server-side only): stack,
 * system code (ECONNREFUSED...) and the chain of causes, where fetch hides the real reason.
 */
const serialise = (value: unknown, depth = 0): unknown => {
  if (!(value instanceof Error)) return value;
  const { code } = value as { code?: unknown };
  return {
    name: value.name,
    message: value.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: value.stack,
    ...(value.cause !== undefined && depth < 3 ? { cause: serialise(value.cause, depth + 1) } : {}),
  };
};

/**
 * One JSON object per line on stdout/stderr, so container log collectors can parse it without
 * a logging library.
 */
export function createLogger(level: LogLevel): Logger {
  const write = (lineLevel: Exclude<LogLevel, 'silent'>, message: string, fields: LogFields = {}) => {
    if (RANK[lineLevel] < RANK[level]) return;
    const entries = Object.entries(fields).map(([key, value]) => [key, serialise(value)]);
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: lineLevel,
      message,
      ...Object.fromEntries(entries),
    });
    (RANK[lineLevel] >= RANK.warn ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
