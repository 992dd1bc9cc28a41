/**
 * Renders every template with its sample data to `<dir>/<template>.html` and `.txt`, to open in a
 * browser or a mail client (docs/mail.md, "Templates"):
 * `pnpm --filter @portal/upstream mail:preview [dir]` (default: .data/mail-preview at the root).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MailTemplate } from '../../kernel/mail.ts';
import { renderMail } from './templates/index.tsx';
import { SAMPLE_CONTEXT, SAMPLES } from './templates/samples.ts';

const dir = resolve(
  process.argv[2] ?? fileURLToPath(new URL('../../../../.data/mail-preview', import.meta.url)),
);
mkdirSync(dir, { recursive: true });
for (const template of Object.keys(SAMPLES) as MailTemplate[]) {
  const mail = await renderMail(template, SAMPLES[template] as never, SAMPLE_CONTEXT);
  writeFileSync(join(dir, `${template}.html`), mail.html);
  writeFileSync(join(dir, `${template}.txt`), `Assunto: ${mail.subject}\n\n${mail.text}\n`);
  console.log(`${template}: ${join(dir, `${template}.html`)}`);
}
