/**
 * The test stack with an inbox (docs/mail.md): an SMTP server in the test process (upstream's
 * `smtp-server` receiver) that the stack's upstream sends the portal's e-mail to, so a test reads a
 * verification code or a reset link from the message a person would get, never from a log.
 */

import { afterAll, beforeAll } from 'vitest';
import {
  type SmtpReceiver,
  startSmtpReceiver,
  waitForMail,
} from '../../../upstream/src/testing/smtp-receiver.ts';
import type { GatewayOptions } from '../server.ts';
import { setupTestStack, type TestStack } from './stack.ts';

export interface Inbox {
  /** The receiver itself: accepted messages, queued refusals. */
  receiver(): SmtpReceiver;
  /** Waits for a message to `to` (newer than `after` messages) whose text matches; its match. */
  waitFor(to: string, pattern: RegExp, after?: number): Promise<RegExpMatchArray>;
}

/** `setupTestStack` whose upstream sends to an inbox started before it (hooks run in order). */
export function setupInboxStack(
  env: Record<string, string> = {},
  options: GatewayOptions = {},
): { stack: () => TestStack; inbox: Inbox } {
  let running: (SmtpReceiver & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    running = await startSmtpReceiver();
  });
  afterAll(async () => {
    await running?.close();
  });
  const receiver = (): SmtpReceiver => {
    if (!running) throw new Error('the inbox starts in beforeAll');
    return running;
  };
  const stack = setupTestStack(env, options, () => ({ SMTP_URL: receiver().url }));
  const waitFor = async (to: string, pattern: RegExp, after = 0): Promise<RegExpMatchArray> =>
    (await waitForMail(receiver(), to, pattern, (_mail, index) => index < after)).match;
  return { stack, inbox: { receiver, waitFor } };
}
