/**
 * Every template renders in pt-BR with the layout (docs/mail.md): the text part is pinned by a
 * snapshot (what a text-only client shows), the HTML part is a page a screen reader can read
 * (language, title, real text, no image) whose links start at the web's public address.
 */
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../../kernel/mail.ts';
import { renderMail } from './index.tsx';
import { SAMPLE_CONTEXT as context, SAMPLES } from './samples.ts';

describe.each(Object.keys(SAMPLES) as MailTemplate[])('the %s e-mail', (template) => {
  it('renders its subject and text part', async () => {
    const mail = await renderMail(template, SAMPLES[template] as never, context);
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
  });

  it('renders an accessible HTML part whose links go to the web only', async () => {
    const { html, subject } = await renderMail(template, SAMPLES[template] as never, context);
    expect(html).toMatch(/<html[^>]* lang="pt-BR"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('Portal de Afiliados');
    expect(html).not.toContain('<img');
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/portal\.exemplo\.com\.br(\/|$)/);
    expect(subject.length).toBeGreaterThan(0);
  });
});
