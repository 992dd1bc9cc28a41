/**
 * Every template renders in pt-BR with the layout (docs/mail.md): the text part is pinned by a
 * snapshot (what a text-only client shows), the HTML part is a page a screen reader can read
 * (language, title, real text, no image) whose links start at the web's public address.
 */
import { describe, expect, it } from 'vitest';
import { MAILED_BILL_STATUSES, type MailTemplate } from '../../../kernel/mail.ts';
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

// The payee's bill e-mail per event: in analysis, refused (with the reason, or a pointer to the
// portal when none was given), ready for payment, paid, payment failed (with the reason).
const REASONS: Partial<Record<(typeof MAILED_BILL_STATUSES)[number], string>> = {
  Error: 'Valor da nota diferente da fatura.',
  PaymentError: 'Conta bancária encerrada.',
};

describe.each(MAILED_BILL_STATUSES)('the bill-status e-mail for %s', (status) => {
  it('renders its subject and text part', async () => {
    const data = { ...SAMPLES['bill-status'], status, reason: REASONS[status] ?? null };
    const mail = await renderMail('bill-status', data, context);
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
    if (status === 'Error')
      expect(mail.text).toContain('Motivo da recusa: Valor da nota diferente da fatura.');
  });
});

// The payment step passes the bill's cycle and value, so the payee knows which bill was paid.
describe.each(['Paid', 'PaymentError'] as const)('the bill-status e-mail of a payment (%s)', (status) => {
  it('names the cycle and the value, and the reason of a failure', async () => {
    const data = {
      ...SAMPLES['bill-status'],
      status,
      reason: REASONS[status] ?? null,
      cycle: 14,
      value: 123_456,
    };
    const mail = await renderMail('bill-status', data, context);
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
    expect(mail.text).toContain('Fatura do ciclo 14, no valor de R$');
    expect(mail.text).toContain('1.234,56.');
    if (status === 'PaymentError') expect(mail.text).toContain('Motivo: Conta bancária encerrada.');
  });
});

it('a refusal without a reason says where to see the details', async () => {
  const mail = await renderMail('bill-status', { ...SAMPLES['bill-status'], reason: null }, context);
  expect(mail.text).toContain('Motivo da recusa: não informado. Veja os detalhes da fatura no portal.');
});
