/**
 * How verification codes reach people (docs/upstream-contract/accreditation.md, "Accreditation"). One interface:
 * locally the code is written to the log, which is how the demo and the e2e tests read it; in
 * production an e-mail or SMS provider implements the same `send`.
 */
import { appendFile } from 'node:fs/promises';
import type { Logger } from '../../logger.ts';

export interface CodeSender {
  send(email: string, code: string): Promise<void>;
}

export const logCodeSender = (logger: Logger): CodeSender => ({
  async send(email, code) {
    logger.info(`[accreditation] code for ${email}: ${code}`, { email });
  },
});

/**
 * The sender a running upstream uses: the log, plus, when ACCREDITATION_CODE_FILE names a file, the
 * same line appended there (the e2e suite reads codes from it, since the stack's stdout is not kept).
 */
export function configuredCodeSender(logger: Logger, env: NodeJS.ProcessEnv = process.env): CodeSender {
  const log = logCodeSender(logger);
  const file = env.ACCREDITATION_CODE_FILE?.trim();
  if (!file) return log;
  return {
    async send(email, code) {
      await log.send(email, code);
      await appendFile(file, `[accreditation] code for ${email}: ${code}\n`);
    },
  };
}
