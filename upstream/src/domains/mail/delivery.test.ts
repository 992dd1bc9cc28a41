/**
 * The mail outbox delivered end to end (docs/mail.md): an event's route writes the message, the
 * worker renders and sends it to a real SMTP server in this process, and what SMTP answers decides
 * the row's state: accepted (sent), refused for good (failed, with the reason), refused for now
 * (retried, then sent).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/connection.ts';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { queueMail } from '../../kernel/mail.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { startTestUpstream, type TestUpstream } from '../../testing/harness.ts';
import { mailConfigTo, type SmtpReceiver, startSmtpReceiver } from '../../testing/smtp-receiver.ts';
import { MAIL_QUEUE, MAIL_URGENT_PRIORITY } from './delivery.ts';
import { SAMPLES } from './templates/samples.ts';

const WEB_URL = 'https://portal.exemplo.com.br';
let smtp: SmtpReceiver & { close(): Promise<void> };
let up: TestUpstream;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const mail = mailConfigTo(smtp.url, { MAIL_REPLY_TO: 'atendimento@exemplo.com.br' });
  up = await startTestUpstream({ webUrl: WEB_URL, mail });
});

afterAll(async () => {
  await up?.close();
  await smtp?.close();
});

const requestReset = async (mail: string) => {
  const res = await up.portal('/unknown-password', { method: 'PUT', json: { mail } });
  expect(res.status).toBe(204);
};

const rowFor = (recipient: string) =>
  up.db
    .selectFrom('mail_messages')
    .select(['id', 'state', 'attempts', 'last_error', 'subject', 'data'])
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

const settled = async (recipient: string) => {
  // A retry waits for the queue's next poll (half a second here): a few of them at most.
  await expect.poll(async () => (await rowFor(recipient)).state, { timeout: 15_000 }).not.toBe('pending');
  return rowFor(recipient);
};

describe('mail delivery over SMTP', () => {
  it('sends the password reset to the account, with a link to the web that changes the password', async () => {
    const to = DEMO_USERS.affiliated.username;
    await requestReset(to);
    const row = await settled(to);
    expect(row).toMatchObject({
      state: 'sent',
      attempts: 1,
      last_error: null,
      subject: 'Crie uma nova senha',
    });
    // The token is not kept once the message is out.
    expect(row.data).toEqual({});
    const message = smtp.received.find((mail) => mail.messageId === `<mail-${row.id}@portal.localhost>`);
    expect(message?.from?.text).toBe('"Portal de Afiliados" <nao-responda@portal.localhost>');
    expect(message?.replyTo?.text).toBe('atendimento@exemplo.com.br');
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe(to);
    const link = message?.text?.match(
      /https:\/\/portal\.exemplo\.com\.br\/alterar-senha\?token=[\w-]{43}/,
    )?.[0];
    expect(link, message?.text).toBeDefined();
    expect(message?.html).toContain(String(link));
    const token = new URL(String(link)).searchParams.get('token') ?? '';
    const changed = await up.portal('/change-password', { token, json: { password: 'Nova@Senha2026' } });
    expect(changed.status).toBe(204);
    // The change itself is announced to the account (a security notice).
    await expect
      .poll(() => smtp.received.filter((mail) => mail.subject === 'Sua senha foi alterada').length, {
        timeout: 15_000,
      })
      .toBe(1);
  });

  it('fails a refused address for good, with the server reason, after one attempt', async () => {
    const to = DEMO_USERS.agent.username;
    const before = smtp.received.length;
    smtp.refusals.push(550);
    await requestReset(to);
    const row = await settled(to);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    // In the words of the person reading E-mails enviados, then the server's own reply.
    expect(row.last_error).toBe(`O servidor de e-mail recusou o destinatário: 550 No such user: ${to}`);
    expect(smtp.received.length).toBe(before);
  });

  it('retries a message SMTP refused for now, and delivers it', async () => {
    const to = DEMO_USERS.producer.username;
    smtp.refusals.push(451);
    await requestReset(to);
    const row = await settled(to);
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    // The reason of the refused attempt is cleared by the successful one.
    expect(row.last_error).toBeNull();
    expect(
      smtp.received.filter((mail) => mail.messageId === `<mail-${row.id}@portal.localhost>`),
    ).toHaveLength(1);
  });

  it('tells the payee of a bill step with a one-click unsubscribe that works without signing in, and honours it', async () => {
    const payee = DEMO_USERS.multi.username;
    const bill = await up.db
      .selectFrom('bills')
      .select(['id', 'user_id', 'unit_id'])
      .where('user_id', '=', userId(payee))
      .executeTakeFirstOrThrow();
    const billMails = () =>
      up.db
        .selectFrom('mail_messages')
        .select(['id', 'state'])
        .where('recipient', '=', payee)
        .where('template', '=', 'bill-status')
        .execute();
    await inTransaction(up.db, (trx) => recordBillEvents(trx, ['bill.status_changed'], [bill], 'Ready'));
    const [row] = await billMails();
    await expect.poll(async () => (await billMails())[0]?.state, { timeout: 15_000 }).toBe('sent');
    const message = smtp.received.find((mail) => mail.messageId === `<mail-${row?.id}@portal.localhost>`);
    expect(message?.subject).toBe('Sua fatura está pronta para pagamento');
    // The headers as the receiver got them (RFC 8058: both, the address between angle brackets).
    const headerOf = (key: string) =>
      message?.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/^[^:]+:\s*/, '')
        .trim();
    expect(headerOf('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = headerOf('list-unsubscribe')?.match(/^<(.+)>$/)?.[1] ?? '';
    expect(header).toMatch(/^https:\/\/portal\.exemplo\.com\.br\/v1\/mail\/unsubscribe\/[\w-]{43}\/faturas$/);
    expect(message?.text).toContain(header);
    const path = new URL(header).pathname;
    // The page only asks; a link checker opening it turns nothing off.
    const page = await up.portal(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Não quero mais receber');
    expect(
      await up.portal(path.replace(/[\w-]{43}(?=\/faturas$)/, 'x'.repeat(43)), { method: 'POST' }),
    ).toMatchObject({
      status: 404,
    });
    const unsubscribed = await up.portal(path, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.status).toBe(200);
    await inTransaction(up.db, (trx) => recordBillEvents(trx, ['bill.status_changed'], [bill], 'Paid'));
    expect(await billMails()).toHaveLength(1);
  });
});

describe('the order of the mail queue', () => {
  it('queues codes and security notices ahead of bulk categories, so a send to the network never delays them', async () => {
    const bulk = await queueMail(up.db, {
      template: 'ed-notification',
      to: 'lote@exemplo.com.br',
      data: SAMPLES['ed-notification'],
    });
    const urgent = await queueMail(up.db, {
      template: 'password-changed',
      to: 'urgente@exemplo.com.br',
      data: SAMPLES['password-changed'],
    });
    const priorities = async () => {
      const { rows } = await sql<{ mail: string; priority: number }>`
        select data->>'mailId' as mail, priority from pgboss.job
        where name = ${MAIL_QUEUE} and data->>'mailId' in (${bulk}, ${urgent})`.execute(up.db);
      return Object.fromEntries(rows.map((row) => [row.mail, row.priority]));
    };
    await expect.poll(async () => Object.keys(await priorities()).length, { timeout: 15_000 }).toBe(2);
    expect(await priorities()).toEqual({ [bulk]: 0, [urgent]: MAIL_URGENT_PRIORITY });
  });
});
