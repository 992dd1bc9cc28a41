/**
 * Webhooks through the gateway (docs/integrators.md §7) against the real upstream with a loopback
 * receiver allowed: subscribe (the signing secret once), list, the paged delivery log filled by a
 * real domain event (a voucher used), replay, delete; another owner sees none of it, and bad input
 * is refused with field errors before any upstream call.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATOR_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAMES } from '../../security/access-outcomes.ts';
import { callRecorder, startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../../test/upstream-process.ts';

let upstream: UpstreamProcess;
let gateway: TestGateway;
let receiver: Server;
let receiverUrl: string;
const recorder = callRecorder();
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push(body);
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  upstream = await startUpstream({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
  gateway = await startTestGateway(
    { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl },
    { onUpstreamCall: recorder.hook },
  );
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const CREATE_CLIENT = `mutation ($input: CreateApiClientInput!) {
  createApiClient(input: $input) { client { id } secret }
}`;
const SUBSCRIBE = `mutation ($input: CreateWebhookSubscriptionInput!) {
  createWebhookSubscription(input: $input) { subscription { id clientId url events createdAt } signingSecret }
}`;
const LIST = '{ webhookSubscriptions { id url events } }';
const LOG = `query ($id: ID!, $page: Int!, $pageSize: Int!) {
  webhookDeliveries(subscriptionId: $id, page: $page, pageSize: $pageSize) {
    items { id eventId event state attempts responseStatus lastError updatedAt } totalRows page pageSize
  }
}`;
const REPLAY = 'mutation ($id: ID!) { replayWebhookDelivery(id: $id) }';
const DELETE = 'mutation ($id: ID!) { deleteWebhookSubscription(id: $id) { id } }';
const USE = 'mutation ($secret: String!) { useVoucher(secret: $secret) { id status } }';

const VOUCHERS = '{ managedVouchers(status: AVAILABLE, pageSize: 1) { items { code } } }';

/** The demo secret of a seeded voucher, derived from its code as upstream's seed/points.ts does. */
function seededSecret(code: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = createHash('sha256').update(`portal-seed:secret:${code}`).digest();
  const text = [...bytes.subarray(0, 16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return (text.match(/.{4}/g) ?? []).join('-');
}

interface Delivery {
  id: string;
  event: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
}
interface LogData {
  webhookDeliveries: { items: Delivery[]; totalRows: number; page: number; pageSize: number };
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function subscribed(token: string, events: string[]) {
  const client = await gateway.gql<{ createApiClient: { client: { id: string } } }>(CREATE_CLIENT, {
    token,
    variables: { input: { name: 'Loja', scopes: ['profile:read'] } },
  });
  const clientId = client.body.data?.createApiClient.client.id;
  const { body } = await gateway.gql<{
    createWebhookSubscription: {
      subscription: { id: string; url: string; events: string[] };
      signingSecret: string;
    };
  }>(SUBSCRIBE, { token, variables: { input: { clientId, url: receiverUrl, events } } });
  const created = body.data?.createWebhookSubscription;
  if (!created) throw new Error(`createWebhookSubscription failed: ${JSON.stringify(body.errors)}`);
  return { clientId: clientId ?? '', ...created };
}

describe('webhooks through the gateway', () => {
  it('subscribes, logs a real event page by page, replays it and deletes the subscription', async () => {
    const token = await gateway.login(DEMO_USERNAMES.produtor);
    const created = await subscribed(token, ['voucher.used', 'voucher.used']);
    expect(created.signingSecret).toMatch(/^whsec_/);
    expect(created.subscription).toMatchObject({ url: receiverUrl, events: ['voucher.used'] });

    const listed = await gateway.gql<{ webhookSubscriptions: Array<{ id: string }> }>(LIST, { token });
    expect(listed.body.data?.webhookSubscriptions.map((row) => row.id)).toContain(created.subscription.id);
    const other = await gateway.login(DEMO_USERNAMES.holding);
    const theirs = await gateway.gql<{ webhookSubscriptions: Array<{ id: string }> }>(LIST, { token: other });
    expect(theirs.body.data?.webhookSubscriptions.map((row) => row.id)).not.toContain(
      created.subscription.id,
    );
    const foreignLog = await gateway.gql(LOG, {
      token: other,
      variables: { id: created.subscription.id, page: 0, pageSize: 10 },
    });
    expect(foreignLog.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A wrong secret is refused; the event comes only from a use that happened.
    const wrong = await gateway.gql(USE, { token, variables: { secret: 'AAAA-BBBB-CCCC-DDDD' } });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const variables = { id: created.subscription.id, page: 0, pageSize: 1 };
    const empty = await gateway.gql<LogData>(LOG, { token, variables });
    expect(empty.body.data?.webhookDeliveries).toMatchObject({
      items: [],
      totalRows: 0,
      page: 0,
      pageSize: 1,
    });

    // The voucher domain's write records voucher.used, in the transaction of the use.
    const vouchers = await gateway.gql<{ managedVouchers: { items: Array<{ code: string }> } }>(VOUCHERS, {
      token,
    });
    const code = vouchers.body.data?.managedVouchers.items[0]?.code;
    if (!code) throw new Error(`no usable voucher: ${JSON.stringify(vouchers.body.errors)}`);
    const secret = seededSecret(code);
    const used = await gateway.gql(USE, { token, variables: { secret } });
    expect(used.body.errors).toBeUndefined();
    const delivered = await until(async () => {
      const { body } = await gateway.gql<LogData>(LOG, { token, variables });
      const row = body.data?.webhookDeliveries.items[0];
      return row?.state === 'delivered' ? row : undefined;
    });
    expect(delivered).toMatchObject({ event: 'voucher.used', attempts: 1, responseStatus: 204 });

    const replay = await gateway.gql<{ replayWebhookDelivery: boolean }>(REPLAY, {
      token,
      variables: { id: delivered.id },
    });
    expect(replay.body.data?.replayWebhookDelivery).toBe(true);
    await until(async () => (received.length >= 2 ? true : undefined));
    expect(JSON.parse(received[1] ?? '{}').id).toBe(JSON.parse(received[0] ?? '{}').id);

    const deleted = await gateway.gql<{ deleteWebhookSubscription: { id: string } }>(DELETE, {
      token,
      variables: { id: created.subscription.id },
    });
    expect(deleted.body.data?.deleteWebhookSubscription.id).toBe(created.subscription.id);
    const gone = await gateway.gql(LOG, { token, variables });
    expect(gone.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with field errors before upstream, and a private address from upstream', async () => {
    const token = await gateway.login(DEMO_USERNAMES.produtor);
    recorder.reset();
    const bad = await gateway.gql(SUBSCRIBE, {
      token,
      variables: { input: { clientId: 'x', url: 'not a url', events: ['sale.deleted'] } },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([{ field: 'url', message: INTEGRATOR_MESSAGES.webhookUrlInvalid }]),
    });
    expect(recorder.to('/v1/integrators')).toEqual([]);
    const { clientId } = await subscribed(token, ['bill.status_changed']);
    const privateTarget = await gateway.gql(SUBSCRIBE, {
      token,
      variables: { input: { clientId, url: 'https://192.168.0.10/hooks', events: ['sale.created'] } },
    });
    expect(privateTarget.body.errors?.[0]).toMatchObject({
      message: INTEGRATOR_MESSAGES.webhookUrlInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
