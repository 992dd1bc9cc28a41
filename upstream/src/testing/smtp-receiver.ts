/**
 * A real SMTP server in the test process (smtp-server), for the mail tests: it keeps every message
 * it accepted, parsed (mailparser), and answers RCPT TO with the replies a test queued, so a test
 * can refuse an address for good (5xx) or for now (4xx). Nothing leaves the machine.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadMailConfig, type MailConfig } from '../mail-config.ts';

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port>, for the upstream's SMTP_URL. */
  url: string;
  port: number;
  /** Accepted messages, oldest first. */
  received: ParsedMail[];
  /** SMTP reply codes to answer the next RCPT TO commands with (e.g. 550, 451), in order. */
  refusals: number[];
}

class SmtpReply extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

export async function startSmtpReceiver(
  options: {
    /** Each message is accepted this long after its data came: a slow server. */ delayMs?: number;
  } = {},
): Promise<SmtpReceiver & { close(): Promise<void> }> {
  const receiver: SmtpReceiver = { url: '', port: 0, received: [], refusals: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = receiver.refusals.shift();
      if (code === undefined) return callback();
      const text = code >= 500 ? `No such user: ${address.address}` : 'Try again later';
      return callback(new SmtpReply(text, code));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          receiver.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed mid-session (process-kill tests) resets its connection: no error of the server's.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.server.address() as AddressInfo).port;
  receiver.url = `smtp://127.0.0.1:${receiver.port}`;
  return { ...receiver, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Starts a receiver for the calling test file (beforeAll), closes it afterwards; an accessor. */
export function useSmtpReceiver(): () => SmtpReceiver {
  let running: (SmtpReceiver & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    running = await startSmtpReceiver();
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the SMTP receiver starts in beforeAll');
    return running;
  };
}

/** The addresses a message was sent to, lower-case. */
export const addressesOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address?.toLowerCase() ?? ''),
  );

/**
 * Waits for a message to `to` whose text matches `pattern`, the first one `skip` does not pass
 * over (by the message and its place in `received`); that message and its match. Delivery is the
 * upstream's queue: a poll or two after the event.
 */
export async function waitForMail(
  receiver: SmtpReceiver,
  to: string,
  pattern: RegExp,
  skip: (mail: ParsedMail, index: number) => boolean = () => false,
): Promise<{ mail: ParsedMail; match: RegExpMatchArray }> {
  const find = () => {
    for (const [index, mail] of receiver.received.entries()) {
      if (skip(mail, index) || !addressesOf(mail).includes(to.toLowerCase())) continue;
      const match = mail.text?.match(pattern);
      if (match) return { mail, match };
    }
    return undefined;
  };
  await expect.poll(find, { timeout: 30_000, interval: 100 }).toBeDefined();
  return find() as { mail: ParsedMail; match: RegExpMatchArray };
}

/** The mail configuration of an upstream that sends to `smtpUrl` (more variables in `env`). */
export const mailConfigTo = (smtpUrl: string, env: Record<string, string> = {}): MailConfig =>
  loadMailConfig(
    (name) => ({ SMTP_URL: smtpUrl, ...env })[name],
    (message) => {
      throw new Error(message);
    },
  );
