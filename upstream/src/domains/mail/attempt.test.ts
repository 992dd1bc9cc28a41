/**
 * The outbox's guarantees one step at a time (docs/mail.md), on an upstream whose worker does not
 * run (no SMTP_URL), so each attempt is the test's: the row exists only if its event's transaction
 * commits; a crash between SMTP's "accepted" and the row's "sent" sends the same Message-ID again;
 * SMTP down leaves the message pending with the reason, failed only on the last attempt.
 */
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { inTransaction } from '../../db/connection.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/users.ts';
import { queueMail } from '../../kernel/mail.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { freePort } from '../../testing/ports.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.ts';
import { attemptMail, dispatchMail, type MailSender } from './delivery.ts';
import { smtpOptionsOf } from './worker.ts';

const up = useTestUpstream();
let smtp: SmtpReceiver & { close(): Promise<void> };
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp?.close());

const mailConfig = loadConfig({}).mail;
const senderTo = (smtpUrl: string): MailSender => ({
  transport: createTransport(smtpOptionsOf(smtpUrl)),
  config: mailConfig,
  context: { portalName: 'Portal de Afiliados', webUrl: 'https://portal.exemplo.com.br' },
});

const queueCode = (to: string) =>
  inTransaction(up().db, (trx) =>
    queueMail(trx, { template: 'points-code', to, data: { name: 'Ana', code: '123456' } }),
  );

const rowOf = (id: string) =>
  up().db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the mail outbox', () => {
  it('holds a message only when the transaction of its event commits', async () => {
    const to = `interrompido.${Date.now()}@exemplo.com.br`;
    await expect(
      inTransaction(up().db, async (trx) => {
        await queueMail(trx, { template: 'points-code', to, data: { name: 'Ana', code: '654321' } });
        throw new Error('the event failed after its message was written');
      }),
    ).rejects.toThrow('the event failed');
    const rows = await up().db.selectFrom('mail_messages').select('id').where('recipient', '=', to).execute();
    expect(rows).toEqual([]);
  });

  it('writes the reset e-mail with the recovery token, and nothing for an unknown address', async () => {
    const count = (recipient: string) =>
      up()
        .db.selectFrom('mail_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('recipient', '=', recipient)
        .where('template', '=', 'password-reset')
        .executeTakeFirstOrThrow();
    for (const mail of [DEMO_USERS.holding.username, 'ninguem@exemplo.com.br']) {
      const res = await up().portal('/unknown-password', { method: 'PUT', json: { mail } });
      expect(res.status).toBe(204);
    }
    expect(Number((await count(DEMO_USERS.holding.username)).n)).toBe(1);
    expect(Number((await count('ninguem@exemplo.com.br')).n)).toBe(0);
  });

  it('writes a security notice with each password change and each new API key', async () => {
    const templatesTo = async (recipient: string) =>
      (
        await up()
          .db.selectFrom('mail_messages')
          .select('template')
          .where('recipient', '=', recipient)
          .orderBy('created_at')
          .execute()
      ).map((row) => row.template);
    const { username } = DEMO_USERS.multi;
    const token = await up().login(username);
    const change = (currentPassword: string, newPassword: string) =>
      up().portal('/v1/affiliates/me/password', {
        method: 'POST',
        token,
        json: { currentPassword, newPassword },
      });
    expect((await change('errada123', 'NovaSenha1')).status).toBe(400);
    expect((await change(DEMO_PASSWORD, 'NovaSenha1')).status).toBe(204);
    expect((await change('NovaSenha1', DEMO_PASSWORD)).status).toBe(204);
    expect(await templatesTo(username)).toEqual(['password-changed', 'password-changed']);

    const producer = DEMO_USERS.producer.username;
    const created = await up().portal('/v1/integrators/clients', {
      token: await up().login(producer),
      json: { name: 'Loja virtual', scopes: ['points:read'] },
    });
    expect(created.status).toBe(201);
    const notice = await up()
      .db.selectFrom('mail_messages')
      .select('data')
      .where('recipient', '=', producer)
      .where('template', '=', 'api-key-created')
      .executeTakeFirstOrThrow();
    expect(notice.data).toMatchObject({ keyName: 'Loja virtual', scopes: ['points:read'] });
  });

  it('queues each message once, however often the dispatcher runs', async () => {
    const id = await queueCode(`fila.${Date.now()}@exemplo.com.br`);
    // Other rows (the reset above) may go in the same run; this one must go in exactly one.
    await dispatchMail(up().db, up().jobs);
    const queuedAt = (await rowOf(id)).queued_at;
    expect(queuedAt).not.toBeNull();
    await dispatchMail(up().db, up().jobs);
    expect((await rowOf(id)).queued_at).toEqual(queuedAt);
  });

  it('sends the same Message-ID again after a crash between sending and marking sent', async () => {
    const to = `duplicado.${Date.now()}@exemplo.com.br`;
    const id = await queueCode(to);
    const sender = senderTo(smtp.url);
    const crash = () => {
      throw new Error('killed after SMTP accepted');
    };
    await expect(attemptMail(up().db, sender, id, false, { afterSend: crash })).rejects.toThrow('killed');
    expect((await rowOf(id)).state).toBe('pending');
    await attemptMail(up().db, sender, id, false);
    expect((await rowOf(id)).state).toBe('sent');
    const copies = smtp.received.filter(
      (mail) =>
        mail.subject === 'Código de adesão ao programa de pontos' &&
        mail.text?.includes('123456') &&
        (mail.to && 'text' in mail.to ? mail.to.text : '') === to,
    );
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((mail) => mail.messageId))).toEqual(new Set([`<mail-${id}@portal.localhost>`]));
    // Sent is final: a late duplicate job does nothing.
    await attemptMail(up().db, sender, id, false);
    expect(smtp.received.filter((mail) => mail.messageId === `<mail-${id}@portal.localhost>`)).toHaveLength(
      2,
    );
  });

  it('keeps a message pending while SMTP is down, and fails it only on the last attempt', async () => {
    const id = await queueCode(`fora.${Date.now()}@exemplo.com.br`);
    const sender = senderTo(`smtp://127.0.0.1:${await freePort()}`);
    await expect(attemptMail(up().db, sender, id, false)).rejects.toThrow('not sent yet');
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await rowOf(id)).last_error).toMatch(/^Sem conexão com o servidor de e-mail: .*ECONNREFUSED/);
    await attemptMail(up().db, sender, id, true);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 2 });
  });
});
