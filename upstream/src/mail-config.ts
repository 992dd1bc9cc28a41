/**
 * E-mail configuration (docs/mail.md), read with the rest of the upstream's (config.ts).
 * SMTP_URL unset: messages are still written to the outbox, and wait there (pending) until an
 * upstream with SMTP_URL runs; `npm start` sets it to its local MailDev.
 */
export interface MailConfig {
  /** smtp://user:pass@host:port (or smtps://); absent: nothing is sent. */
  smtpUrl?: string;
  /** The From header's display name: the portal's name, also shown in every message's layout. */
  fromName: string;
  fromAddress: string;
  /** Where answers go, when not to the sender (a no-reply address usually). */
  replyTo?: string;
}

export const DEFAULT_MAIL_FROM_NAME = 'Portal de Afiliados';
export const DEFAULT_MAIL_FROM_ADDRESS = 'nao-responda@portal.localhost';

const isAddress = (value: string): boolean => /^[^\s@<>]+@[^\s@<>]+$/.test(value);

export function loadMailConfig(
  read: (name: string) => string | undefined,
  fail: (message: string) => never,
): MailConfig {
  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !(/^smtps?:\/\//.test(smtpUrl) && URL.canParse(smtpUrl))) {
    fail('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const fromAddress = read('MAIL_FROM_ADDRESS') ?? DEFAULT_MAIL_FROM_ADDRESS;
  if (!isAddress(fromAddress)) fail(`MAIL_FROM_ADDRESS must be an e-mail address, got "${fromAddress}"`);
  const replyTo = read('MAIL_REPLY_TO');
  if (replyTo !== undefined && !isAddress(replyTo)) {
    fail(`MAIL_REPLY_TO must be an e-mail address, got "${replyTo}"`);
  }
  return { smtpUrl, fromName: read('MAIL_FROM_NAME') ?? DEFAULT_MAIL_FROM_NAME, fromAddress, replyTo };
}
