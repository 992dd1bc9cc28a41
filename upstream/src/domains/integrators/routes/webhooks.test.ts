import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/connection.ts';
import { producerId } from '../../../db/seed/finance/catalogue.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { seedVoucherSecret } from '../../../db/seed/points.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { recordBillEvents, recordEvent } from '../../../kernel/outbox.ts';
import { FIN } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { useWebhookReceiver } from '../../../testing/webhook-receiver.ts';
import { addressKind, checkTarget } from '../webhook-targets.ts';
import { dispatchEvents } from '../webhooks.ts';
import { CLIENTS_PATH, DELIVERIES_PATH, WEBHOOKS_PATH } from './integrators.ts';

const up = useTestUpstream({ webhookAllowLoopback: true });
const producer = DEMO_USERS.producer.username;
const holding = DEMO_USERS.holding.username;

const hooks = useWebhookReceiver();

/** docs/integrators.md's verification, as an integrator writes it. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers['webhook-signature']);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return (
    fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

async function until<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function subscribe(events = ['invoice.processed'], owner: string = producer) {
  // One receiver per test: earlier tests' subscriptions stop listening.
  await up().db.updateTable('webhook_subscriptions').set({ active: false }).execute();
  const token = await up().login(owner);
  const created = await up().portal(CLIENTS_PATH, { token, json: { name: 'ERP', scopes: ['profile:read'] } });
  const { client } = (await created.json()) as { client: { id: string } };
  const res = await up().portal(WEBHOOKS_PATH, {
    token,
    json: { clientId: client.id, url: hooks().url, events },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { subscription: { id: string }; signingSecret: string };
  return { token, subscriptionId: body.subscription.id, secret: body.signingSecret };
}

const emit = (payload: Record<string, unknown>) =>
  inTransaction(up().db, (trx) => recordEvent(trx, 'invoice.processed', userId(producer), payload));

interface Delivery {
  id: string;
  eventId: string;
  state: string;
  attempts: number;
  responseStatus: number | null;
}

const deliveries = async (token: string, subscriptionId: string) =>
  (
    (await (await up().portal(`${WEBHOOKS_PATH}/${subscriptionId}/deliveries`, { token })).json()) as {
      items: Delivery[];
      totalRows: number;
    }
  ).items;

describe('signed webhooks', () => {
  it('POSTs an event recorded in a transaction, signed, and logs the delivery', async () => {
    hooks().received = [];
    const { token, subscriptionId, secret } = await subscribe();
    const eventId = await emit({ billId: 'b-1' });
    const request = await until(() =>
      hooks().received.find((entry) => entry.headers['webhook-id'] === eventId),
    );
    expect(verify(secret, request.headers, request.body)).toBe(true);
    expect(verify(`${secret}x`, request.headers, request.body)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      id: eventId,
      type: 'invoice.processed',
      data: { billId: 'b-1' },
    });
    const [logged] = await until(async () => {
      const list = await deliveries(token, subscriptionId);
      return list[0]?.state === 'delivered' ? list : undefined;
    });
    expect(logged).toMatchObject({ eventId, attempts: 1, responseStatus: 204 });
  });

  it('retries a refused delivery with backoff until the receiver accepts it; replay sends it again', async () => {
    hooks().received = [];
    hooks().statuses = [500];
    const { token, subscriptionId } = await subscribe();
    const eventId = await emit({ billId: 'b-2' });
    const [logged] = await until(async () => {
      const list = await deliveries(token, subscriptionId);
      return list[0]?.state === 'delivered' ? list : undefined;
    }, 30_000);
    expect(logged).toMatchObject({ eventId, attempts: 2, responseStatus: 204 });
    expect(hooks().received.filter((entry) => entry.headers['webhook-id'] === eventId)).toHaveLength(2);

    const replay = await up().portal(`${DELIVERIES_PATH}/${logged?.id}/replay`, { method: 'POST', token });
    expect(replay.status).toBe(202);
    await until(() =>
      hooks().received.filter((entry) => entry.headers['webhook-id'] === eventId).length === 3
        ? true
        : undefined,
    );
  }, 40_000);

  it('never invents an event whose change rolled back, never doubles one dispatched twice', async () => {
    hooks().received = [];
    const { token, subscriptionId } = await subscribe(['voucher.used']);
    await expect(
      inTransaction(up().db, async (trx) => {
        await recordEvent(trx, 'voucher.used', userId(producer), { voucher: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Committed, then "the process dies" before any dispatcher ran: the row is still there, and two
    // dispatchers racing for it make one delivery.
    const eventId = await inTransaction(up().db, (trx) =>
      recordEvent(trx, 'voucher.used', userId(producer), { voucher: 'kept' }),
    );
    await Promise.all([dispatchEvents(up().db, up().jobs), dispatchEvents(up().db, up().jobs)]);
    await until(() => hooks().received.find((entry) => entry.headers['webhook-id'] === eventId));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const list = await deliveries(token, subscriptionId);
    expect(list.map((entry) => entry.eventId)).toEqual([eventId]);
    expect(hooks().received.map((entry) => JSON.parse(entry.body).data.voucher)).toEqual(['kept']);
  });

  it("lists, pages the log of, and deletes only the owner's subscriptions", async () => {
    const { token, subscriptionId } = await subscribe();
    hooks().statuses = [];
    const first = await emit({ billId: 'p-1' });
    const second = await emit({ billId: 'p-2' });
    // Both delivered before paging: a delivery still in flight is updated between the two page reads,
    // and the log is ordered by its last update, so it could show on both pages.
    await until(async () => {
      const list = await deliveries(token, subscriptionId);
      return list.length === 2 && list.every((delivery) => delivery.state === 'delivered') ? true : undefined;
    });
    const page = async (n: number) =>
      (await (
        await up().portal(`${WEBHOOKS_PATH}/${subscriptionId}/deliveries?page=${n}&pageSize=1`, { token })
      ).json()) as { items: Delivery[]; totalRows: number };
    const [one, two] = [await page(0), await page(1)];
    expect([one.totalRows, one.items.length, two.items.length]).toEqual([2, 1, 1]);
    expect([one.items[0]?.eventId, two.items[0]?.eventId].sort()).toEqual([first, second].sort());

    const listed = (await (await up().portal(WEBHOOKS_PATH, { token })).json()) as { id: string }[];
    expect(listed.map((entry) => entry.id)).toContain(subscriptionId);
    // Another integrating profile neither sees nor deletes it.
    const other = await up().login(holding);
    const theirs = (await (await up().portal(WEBHOOKS_PATH, { token: other })).json()) as { id: string }[];
    expect(theirs.map((entry) => entry.id)).not.toContain(subscriptionId);
    const refused = await up().portal(`${WEBHOOKS_PATH}/${subscriptionId}`, {
      token: other,
      method: 'DELETE',
    });
    expect(refused.status).toBe(404);

    const deleted = await up().portal(`${WEBHOOKS_PATH}/${subscriptionId}`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const after = await up().portal(`${WEBHOOKS_PATH}/${subscriptionId}/deliveries`, { token });
    expect(after.status).toBe(404);
  });

  it('sends voucher.used from the voucher domain, recorded in the transaction of the use', async () => {
    hooks().received = [];
    const { token, secret } = await subscribe(['voucher.used']);
    const voucher = await up()
      .db.selectFrom('vouchers')
      .select(['id', 'code'])
      .where('producer_id', '=', producerId('mandacaru'))
      .where('status', '=', 'AVAILABLE')
      .where('expires_at', '>', new Date())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const used = await up().portal(`${FIN}/points/vouchers/use`, {
      token,
      json: { secret: seedVoucherSecret(voucher.code) },
    });
    expect(used.status).toBe(200);
    const request = await until(() =>
      hooks().received.find((entry) => JSON.parse(entry.body).data?.voucherId === voucher.id),
    );
    expect(verify(secret, request.headers, request.body)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'voucher.used',
      data: { voucherId: voucher.id, code: voucher.code },
    });
    // A refused use (already used) changes nothing and records nothing.
    const events = async () =>
      (await up().db.selectFrom('webhook_events').select('id').where('event', '=', 'voucher.used').execute())
        .length;
    const before = await events();
    const again = await up().portal(`${FIN}/points/vouchers/use`, {
      token,
      json: { secret: seedVoucherSecret(voucher.code) },
    });
    expect(again.status).toBe(409);
    expect(await events()).toBe(before);
  });

  it("tells a unit's branch users of its bills (a unit's bill has no person): sent, closed, processed", async () => {
    hooks().received = [];
    const branch = DEMO_USERS.branch.username;
    const { secret } = await subscribe(['bill.status_changed', 'invoice.processed'], branch);
    const unit = organisationId('unitCentro');
    const unitBills = await up()
      .db.selectFrom('bills')
      .select(['id', 'user_id', 'unit_id'])
      .where('side', '=', 'branch')
      .where('unit_id', '=', unit)
      .where('status', '=', 'Open')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(unitBills).toHaveLength(3);
    const [sent, closed, processed] = unitBills as [
      (typeof unitBills)[0],
      (typeof unitBills)[0],
      (typeof unitBills)[0],
    ];
    // The branch sends the unit's invoice: the bill goes to Processing.
    const token = await up().login(branch);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const upload = await up().portal(`${FIN}/bills/${sent.id}/invoice/upload`, { token, json: { pdf } });
    expect(upload.status).toBe(200);
    // The holding closes another of the unit's bills.
    const holdingToken = await up().login(holding);
    const close = await up().portal(`/v1/holding/bills/${closed.id}/status`, {
      token: holdingToken,
      method: 'PUT',
      json: { value: 'Closed' },
    });
    expect(close.status).toBe(200);
    // An invoice issued by a batch (the worker's write, same kernel call).
    await inTransaction(up().db, (trx) =>
      recordBillEvents(trx, ['invoice.processed', 'bill.status_changed'], [processed], 'Ready'),
    );
    const owners = await up()
      .db.selectFrom('webhook_events')
      .select(['event', 'owner_id', 'payload'])
      .where(sql<boolean>`payload->>'billId' in (${sql.join(unitBills.map((bill) => bill.id))})`)
      .execute();
    // Only the unit's branch users hear of it: afiliado@ belongs to the same organisation, not as branch.
    expect(new Set(owners.map((row) => row.owner_id))).toEqual(new Set([userId(branch)]));
    const seen = owners.map((row) => {
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        billId: string;
        status: string;
        unitId: string;
      };
      expect(payload.unitId).toBe(unit);
      return `${row.event} ${payload.billId} ${payload.status}`;
    });
    expect(seen.sort()).toEqual(
      [
        `bill.status_changed ${sent.id} Processing`,
        `bill.status_changed ${closed.id} Closed`,
        `bill.status_changed ${processed.id} Ready`,
        `invoice.processed ${processed.id} Ready`,
      ].sort(),
    );
    // And they reach the branch's subscription, signed.
    const request = await until(() =>
      hooks().received.find((entry) => {
        const body = JSON.parse(entry.body);
        return body.type === 'bill.status_changed' && body.data?.billId === closed.id;
      }),
    );
    expect(verify(secret, request.headers, request.body)).toBe(true);
    expect(JSON.parse(request.body).data).toEqual({ billId: closed.id, status: 'Closed', unitId: unit });
  });

  it('sends commission.status_changed from the conversion into points, one per commission', async () => {
    const affiliated = DEMO_USERS.affiliated.username;
    const token = await up().login(affiliated);
    const convertible = (await (
      await up().portal(`${FIN}/account/entries/convertible-to-points?pageSize=2`, { token })
    ).json()) as { items: { id: string }[] };
    const ids = convertible.items.map((item) => item.id);
    expect(ids).toHaveLength(2);
    const converted = await up().portal(`${FIN}/points`, { token, json: { entries: ids } });
    expect(converted.status).toBe(201);
    const events = await up()
      .db.selectFrom('webhook_events')
      .select(['owner_id', 'payload'])
      .where('event', '=', 'commission.status_changed')
      .where(sql<boolean>`payload->>'commissionId' in (${sql.join(ids)})`)
      .execute();
    expect(events).toHaveLength(2);
    for (const row of events) {
      expect(row.owner_id).toBe(userId(affiliated));
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      expect(payload).toMatchObject({ status: 'ConvertedToPoints' });
    }
  });

  it('refuses private-range and non-https targets', async () => {
    for (const address of ['10.0.0.1', '172.16.5.4', '192.168.1.10', '169.254.169.254', 'fd00::1', 'fe80::1'])
      expect(addressKind(address), address).toBe('blocked');
    expect(addressKind('8.8.8.8')).toBe('public');
    for (const url of [
      'https://10.0.0.1/x',
      'https://192.168.0.1/x',
      'https://[fd00::1]/x',
      'http://8.8.8.8/x',
    ]) {
      expect(await checkTarget(url, true), url).toBe(false);
    }
    expect(await checkTarget('https://8.8.8.8/hooks', false)).toBe(true);
    expect(await checkTarget('http://127.0.0.1:9/hooks', false)).toBe(false);
    expect(await checkTarget('http://127.0.0.1:9/hooks', true)).toBe(true);

    const token = await up().login(producer);
    const created = await up().portal(CLIENTS_PATH, { token, json: { name: 'X', scopes: ['profile:read'] } });
    const { client } = (await created.json()) as { client: { id: string } };
    const res = await up().portal(WEBHOOKS_PATH, {
      token,
      json: { clientId: client.id, url: 'https://192.168.0.10/hooks', events: ['sale.created'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'O endereço deve ser uma URL https pública.' });
  });
});
