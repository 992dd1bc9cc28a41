/**
 * E-mails enviados through the gateway against the real upstream, which sends to an SMTP server in
 * this process (docs/mail.md): an address the server refuses is listed as FAILED with the reason,
 * a page of 2 or 100 rows costs the same two upstream calls (the session and the page), Reenviar
 * puts the same message (same Message-ID) back in the queue and the server then gets it, a second
 * resend is CONFLICT, and bad filters or ids are refused with fieldErrors before upstream.
 */
import { MAIL_DELIVERY_MESSAGES, MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { setupInboxStack } from '../../test/inbox.ts';
import { demoTokens } from '../../test/stack.ts';

const DELIVERIES = `query ($search: String, $state: MailDeliveryState, $template: String, $from: String, $to: String, $pageSize: Int) {
  mailDeliveries(search: $search, state: $state, template: $template, from: $from, to: $to, pageSize: $pageSize) {
    totalRows
    items { id recipient template subject state attempts failureReason createdAt sentAt }
  }
}`;
const RESEND = `mutation ($id: ID!) { resendMailDelivery(id: $id) { id state failureReason } }`;
const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;

interface Delivery {
  id: string;
  recipient: string;
  template: string;
  subject: string | null;
  state: string;
  attempts: number;
  failureReason: string | null;
  sentAt: string | null;
}
interface DeliveriesData {
  mailDeliveries: { totalRows: number; items: Delivery[] };
}

const { stack, inbox } = setupInboxStack();
const smtp = inbox.receiver;
const tokenOf = demoTokens(stack);

const deliveries = async (variables: Record<string, unknown>) => {
  const token = await tokenOf('holding');
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<DeliveriesData>(DELIVERIES, { token, variables });
  return { body, upstreamCalls: stack().recorder.calls.map((call) => call.route) };
};
const stateOf = async (recipient: string) =>
  (await deliveries({ search: recipient })).body.data?.mailDeliveries.items[0]?.state;

describe('E-mails enviados through the gateway', () => {
  it('lists a refused message as FAILED, in two upstream calls at any page size, and resends the same message', async () => {
    const to = 'agente@demo.com.br';
    smtp().refusals.push(550);
    const asked = await stack().gateway.gql(RESET, { variables: { email: to } });
    expect(asked.body.errors).toBeUndefined();
    await expect.poll(() => stateOf(to), { timeout: 20_000 }).toBe('FAILED');

    for (const pageSize of [2, 100]) {
      const { body, upstreamCalls } = await deliveries({
        pageSize,
        state: 'FAILED',
        template: 'password-reset',
      });
      expect(upstreamCalls).toEqual(['GET /me', 'GET /v1/mail/deliveries']);
      expect(body.data?.mailDeliveries.items.length).toBeLessThanOrEqual(pageSize);
    }
    const { body } = await deliveries({ search: 'AGENTE@demo', state: 'FAILED' });
    const [failed] = body.data?.mailDeliveries.items ?? [];
    expect(failed).toMatchObject({
      recipient: to,
      template: 'password-reset',
      subject: 'Crie uma nova senha',
      state: 'FAILED',
      attempts: 1,
      sentAt: null,
    });
    expect(failed?.failureReason).toContain(`No such user: ${to}`);
    const id = String(failed?.id);

    const token = await tokenOf('admin');
    const resent = await stack().gateway.gql<{ resendMailDelivery: Delivery }>(RESEND, {
      token,
      variables: { id },
    });
    expect(resent.body.data?.resendMailDelivery).toEqual({ id, state: 'QUEUED', failureReason: null });
    await expect.poll(() => stateOf(to), { timeout: 20_000 }).toBe('SENT');
    expect(smtp().received.filter((mail) => mail.messageId === `<mail-${id}@portal.localhost>`)).toHaveLength(
      1,
    );

    const again = await stack().gateway.gql(RESEND, { token, variables: { id } });
    expect(again.body.errors?.[0]).toMatchObject({
      message: MAIL_DELIVERY_MESSAGES.notFailed,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses bad filters and ids before upstream, with fieldErrors', async () => {
    const { body, upstreamCalls } = await deliveries({
      from: '2026-03-10',
      to: '2026-03-01',
      search: 'x'.repeat(101),
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([
        { field: 'to', message: MESSAGES.cycleEndBeforeStart },
        { field: 'search', message: MAIL_DELIVERY_MESSAGES.searchTooLong },
      ]),
    });
    expect(upstreamCalls).not.toContain('GET /v1/mail/deliveries');
    const token = await tokenOf('holding');
    const blank = await stack().gateway.gql(RESEND, { token, variables: { id: ' ' } });
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'id', message: MESSAGES.invalidId }],
    });
    const unknown = await stack().gateway.gql(RESEND, {
      token,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
