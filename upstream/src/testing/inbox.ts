/**
 * A test upstream whose e-mail goes to an SMTP server in the test process (docs/mail.md): a route
 * test reads a verification code or a reset link from the message a person would get, not from the
 * log, as the gateway's tests do (gateway/src/test/inbox.ts).
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import type { UpstreamConfig } from '../config.ts';
import { startTestUpstream, type TestUpstream } from './harness.ts';
import { mailConfigTo, type SmtpReceiver, startSmtpReceiver, waitForMail } from './smtp-receiver.ts';

export interface UpstreamInbox {
  /** The receiver itself: every accepted message. */
  receiver(): SmtpReceiver;
  /**
   * The match in the next message to `to` whose text matches `pattern`, waited for: each message
   * is answered once, so a second call after a resend reads the new message, not the first again.
   */
  next(to: string, pattern: RegExp): Promise<RegExpMatchArray>;
}

/** `useTestUpstream` with an inbox started before it (beforeAll), both stopped afterwards. */
export function useInboxUpstream(overrides: Partial<UpstreamConfig> = {}): {
  up: () => TestUpstream;
  inbox: UpstreamInbox;
} {
  let smtp: (SmtpReceiver & { close(): Promise<void> }) | undefined;
  let upstream: TestUpstream | undefined;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    upstream = await startTestUpstream({ ...overrides, mail: mailConfigTo(smtp.url) });
  });
  afterAll(async () => {
    await upstream?.close();
    await smtp?.close();
  });
  const receiver = (): SmtpReceiver => {
    if (!smtp) throw new Error('the inbox starts in beforeAll');
    return smtp;
  };
  const read = new Set<ParsedMail>();
  const next = async (to: string, pattern: RegExp) => {
    const { mail, match } = await waitForMail(receiver(), to, pattern, (mail) => read.has(mail));
    read.add(mail);
    return match;
  };
  const up = () => {
    if (!upstream) throw new Error('the test upstream is not running (used outside a test?)');
    return upstream;
  };
  return { up, inbox: { receiver, next } };
}
