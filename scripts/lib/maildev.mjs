#!/usr/bin/env node
// The local inbox of `npm start` and the e2e stack (docs/mail.md "The local inbox"): MailDev with
// its own command-line options, plus one rule MailDev lacks. A recipient under the reserved `.invalid`
// top-level domain (RFC 2606: it can never receive mail) is refused at RCPT TO with a permanent 550,
// as a real server refuses an address that does not exist. That gives a developer and the e2e suite
// a deterministic refused delivery to look at in E-mails enviados, with nothing but MailDev running.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(resolve(dirname(fileURLToPath(import.meta.url)), '../../package.json'));
const MailDev = require('maildev');
// The SMTP server MailDev creates is exposed on its mail server module (for its own tests).
const mailserver = require('maildev/lib/mailserver');

/** The addresses the rule refuses: any domain ending in `.invalid`, case-insensitive. */
const REFUSED_DOMAIN = /\.invalid$/i;

// Without a config MailDev reads process.argv, as its own bin does; create() runs in the constructor.
const maildev = new MailDev();
const smtp = mailserver.smtp;
const accept = smtp.onRcptTo.bind(smtp);
smtp.onRcptTo = (address, session, callback) => {
  const domain = address.address.slice(address.address.lastIndexOf('@') + 1);
  if (!REFUSED_DOMAIN.test(domain)) return accept(address, session, callback);
  // SMTP replies are ASCII (RFC 5321): the product says it in Portuguese (delivery.ts, reasonOf).
  const refusal = new Error(
    `5.1.2 <${address.address}>: Recipient address rejected: domain does not accept mail`,
  );
  refusal.responseCode = 550;
  return callback(refusal);
};
maildev.listen();
