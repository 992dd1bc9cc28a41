/**
 * E-mails enviados (docs/mail.md "The holding sees what was sent"): a message SMTP refused is listed
 * as failed with the server's reason, found by its address, state, kind and period, exported as CSV,
 * and resent: the same row (same Message-ID) goes back to the queue, with its audit row, and is
 * delivered. Only the holding and admins read or resend.
 */
import { MAIL_DELIVERY_MESSAGES, MAIL_TEMPLATE_LABELS } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { AuditJson } from '../../../kernel/audit.ts';
import { fortalezaDay } from '../../../kernel/clock.ts';
import type { MailTemplate } from '../../../kernel/mail.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { startTestUpstream, type TestUpstream } from '../../../testing/harness.ts';
import { mailConfigTo, type SmtpReceiver, startSmtpReceiver } from '../../../testing/smtp-receiver.ts';
import type { DeliveryJson } from '../deliveries.ts';
import { SAMPLES } from '../templates/samples.ts';

let smtp: SmtpReceiver & { close(): Promise<void> };
let up: TestUpstream;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const mail = mailConfigTo(smtp.url);
  up = await startTestUpstream({ mail });
});

afterAll(async () => {
  await up?.close();
  await smtp?.close();
});

const { call } = financeClient(() => up);
const { holding, admin, affiliated, agent } = DEMO_USERS;
const PATH = '/v1/mail/deliveries';

const listOf = (username: string, query: string) => call<Page<DeliveryJson>>(username, `${PATH}?${query}`);

const stateOf = async (address: string) =>
  (await listOf(holding.username, `search=${encodeURIComponent(address)}`)).body.items[0]?.state;

describe('E-mails enviados (upstream)', () => {
  it('every template has its words', () => {
    const names = Object.keys(SAMPLES) as MailTemplate[];
    expect(names.filter((name) => !MAIL_TEMPLATE_LABELS[name])).toEqual([]);
  });

  it('lists a refused message as failed with its reason, resends it with the same Message-ID, audited', async () => {
    const to = agent.username;
    smtp.refusals.push(550);
    expect((await up.portal('/unknown-password', { method: 'PUT', json: { mail: to } })).status).toBe(204);
    await expect.poll(() => stateOf(to), { timeout: 15_000 }).toBe('failed');

    // The outbox's instants are the database's, not the product's pinned clock.
    const day = fortalezaDay(new Date());
    const failed = await listOf(
      holding.username,
      `state=failed&template=password-reset&from=${day}&to=${day}&search=${encodeURIComponent(to.toUpperCase())}`,
    );
    expect(failed.status).toBe(200);
    expect(failed.body.totalRows).toBe(1);
    const [row] = failed.body.items;
    expect(row).toMatchObject({
      recipient: to,
      template: 'password-reset',
      subject: 'Crie uma nova senha',
      state: 'failed',
      attempts: 1,
      sent_at: null,
    });
    expect(row?.last_error).toContain(`No such user: ${to}`);
    const id = String(row?.id);

    // The CSV: the same filters, the kind and state in words, the reason.
    const csv = await up.portal(`${PATH}/csv?state=failed&search=${encodeURIComponent(to)}`, {
      token: await up.login(admin.username),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-report-rows')).toBe('1');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Para;E-mail;Assunto;Criado em;Enviado em;Situação;Tentativas;Motivo');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${to};Redefinição de senha;Crie uma nova senha;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};;Falhou;1;.*No such user`,
      ),
    );

    const resent = await call<DeliveryJson>(holding.username, `${PATH}/${id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id, state: 'queued', last_error: null });
    await expect.poll(() => stateOf(to), { timeout: 15_000 }).toBe('sent');
    // The receiver gets the message it never had, under the row's one Message-ID.
    expect(smtp.received.filter((mail) => mail.messageId === `<mail-${id}@portal.localhost>`)).toHaveLength(
      1,
    );

    const trail = await call<Page<AuditJson>>(
      holding.username,
      `/v1/holding/history?entity=mail&entity_id=${id}`,
    );
    expect(trail.body.items).toHaveLength(1);
    expect(trail.body.items[0]).toMatchObject({
      action: 'mail.resent',
      actor: { name: holding.name },
      before: { recipient: to, state: 'failed' },
      after: { recipient: to, state: 'pending' },
    });

    // Sent now: a second resend is refused and changes nothing.
    const again = await call<{ detail: string }>(admin.username, `${PATH}/${id}/resend`, { method: 'POST' });
    expect(again).toEqual({ status: 409, body: { detail: MAIL_DELIVERY_MESSAGES.notFailed } });
  });

  it('never shows a verification code: the subject that carries one is masked in the list and the CSV', async () => {
    const to = 'codigo.mascarado@exemplo.com.br';
    await up.db
      .insertInto('mail_messages')
      .values({
        template: 'accreditation-code',
        recipient: to,
        user_id: null,
        data: '{}',
        category: null,
        subject: 'Seu código de verificação: 693272',
        state: 'sent',
        last_error: null,
        dedupe_key: null,
      })
      .execute();
    const listed = await listOf(holding.username, `search=${encodeURIComponent(to)}`);
    expect(listed.body.items.map((row) => row.subject)).toEqual(['Seu código de verificação: ••••••']);
    const csv = await up.portal(`${PATH}/csv?search=${encodeURIComponent(to)}`, {
      token: await up.login(holding.username),
    });
    const text = await csv.text();
    expect(text).toContain('Seu código de verificação: ••••••');
    expect(text).not.toContain('693272');
  });

  it('only the holding and admins read or resend; unknown ids and bad filters are refused', async () => {
    expect((await listOf(affiliated.username, '')).status).toBe(403);
    expect(
      (
        await call(affiliated.username, `${PATH}/00000000-0000-4000-8000-000000000000/resend`, {
          method: 'POST',
        })
      ).status,
    ).toBe(403);
    expect((await listOf(admin.username, 'pageSize=2')).body.items.length).toBeLessThanOrEqual(2);
    const unknown = await call<{ detail: string }>(
      holding.username,
      `${PATH}/00000000-0000-4000-8000-000000000000/resend`,
      {
        method: 'POST',
      },
    );
    expect(unknown).toEqual({ status: 404, body: { detail: MAIL_DELIVERY_MESSAGES.notFound } });
    expect((await call(holding.username, `${PATH}/x/resend`, { method: 'POST' })).status).toBe(404);
    expect((await listOf(holding.username, 'state=lost')).body).toEqual({
      detail: MAIL_DELIVERY_MESSAGES.stateInvalid,
    });
    expect((await listOf(holding.username, 'from=2026-02-30')).status).toBe(400);
    expect((await listOf(holding.username, 'from=2026-03-02&to=2026-03-01')).status).toBe(400);
  });
});
