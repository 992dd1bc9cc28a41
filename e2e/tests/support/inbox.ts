import { expect } from '@playwright/test';
import { stack } from './stack.ts';

/** One message as MailDev's REST API lists it (`GET /email`). */
export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  to: { address: string }[];
  date: string;
}

/**
 * The newest e-mail to `address` whose subject matches, from the stack's MailDev (docs/mail.md),
 * waited for: the upstream sends on its job queue, a moment after the request that caused it.
 */
export async function mailTo(address: string, subject: RegExp): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.inboxUrl}/email`);
      const all = (await res.json()) as InboxMail[];
      found = all
        .filter((mail) => subject.test(mail.subject))
        .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .at(-1);
      return found?.id;
    })
    .toBeDefined();
  return found as InboxMail;
}
