/**
 * The dispatch poll of an outbox (the webhooks' events, the mail messages): `dispatch` turns new
 * rows into queue jobs every interval, one run at a time, a failed run logged and tried again at
 * the next tick. Returns a stop.
 */
import type { Logger } from '../logger.ts';

export function pollOutbox(
  dispatch: () => Promise<unknown>,
  intervalSeconds: number,
  logger: Logger,
  failure: string,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatch()
      .catch((error: unknown) => logger.warn(failure, { error }))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
