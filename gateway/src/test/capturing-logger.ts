/** A real (pino) logger whose output tests read back instead of stdout/stderr. */
import { Writable } from 'node:stream';
import type { LogLevel } from '../config.ts';
import { createLogger } from '../logger.ts';

/** A logger at `level` whose lines are kept, parsed, instead of written to stdout/stderr. */
export function capturingLogger(level: LogLevel = 'debug') {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(level, destination);
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, lines };
}
