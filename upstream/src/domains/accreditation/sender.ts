/**
 * Where verification codes are logged (docs/upstream-contract/accreditation.md, "Accreditation");
 * people receive them by e-mail (docs/mail.md).
 */
import type { Logger } from '../../logger.ts';

export interface CodeSender {
  send(email: string, code: string): Promise<void>;
}

/**
 * The log line of every code sent, for a developer reading the log and the gateway's integration
 * tests; the e-mail itself is written to the mail outbox in the code's own transaction (flow.ts).
 */
export const logCodeSender = (logger: Logger): CodeSender => ({
  async send(email, code) {
    logger.info(`[accreditation] code for ${email}: ${code}`, { email });
  },
});
