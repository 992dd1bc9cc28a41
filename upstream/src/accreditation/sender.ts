/**
 * How verification codes reach people (docs/upstream-contract.md, "Accreditation"). One interface:
 * locally the code is written to the log, which is how the demo and the e2e tests read it; in
 * production an e-mail or SMS provider implements the same `send`.
 */
import type { Logger } from '../logger.ts';

export interface CodeSender {
  send(email: string, code: string): Promise<void>;
}

export const logCodeSender = (logger: Logger): CodeSender => ({
  async send(email, code) {
    logger.info(`[accreditation] code for ${email}: ${code}`, { email });
  },
});
