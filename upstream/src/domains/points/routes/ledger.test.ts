/**
 * The points ledger and the write side of vouchers (docs/upstream-contract/points.md, "Points ledger"):
 * list defaults and filters, the summary, expiry by time, converting commissions, issuing a
 * voucher (atomic, with a concurrent race), reading one by id and using one with its secret.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { producerId } from '../../../db/seed/finance/catalogue.ts';
import { seedVoucherSecret } from '../../../db/seed/points.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { clockNow } from '../../../kernel/clock.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { ConvertibleJson, PointEntryJson, PointSummaryJson } from '../ledger.ts';
import { NOT_CONVERTIBLE, NOT_ENOUGH_POINTS } from '../ledger.ts';
import { normaliseSecret, secretHash, VOUCHER_NOT_VALID, VOUCHER_UNAVAILABLE } from '../voucher-use.ts';
import type { VoucherJson } from '../vouchers.ts';
import { ENTRIES_FIELD, POINTS_FIELD, SELLER_PARAM } from './points.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, producer, holding, branch, admin, multi } = DEMO_USERS;
const POINTS = `${FIN}/points`;

const points = (username: string, query = '') => call<Page<PointEntryJson>>(username, `${POINTS}${query}`);
const summary = (username: string) => call<PointSummaryJson>(username, `${POINTS}/summary`);
type Issued = { voucher: VoucherJson; secret: string; summary: PointSummaryJson };
const issue = (username: string, json: unknown) => call<Issued>(username, `${POINTS}/vouchers`, { json });
const use = (username: string, secret: string) =>
  call<VoucherJson & { detail?: string }>(username, `${POINTS}/vouchers/use`, { json: { secret } });

/** What the database holds for an owner, summed independently of the route. */
async function ledgerOf(owner: string) {
  const row = await up()
    .db.selectFrom('point_entries')
    .where('owner_id', '=', owner)
    .select([
      sql<string>`coalesce(sum(points - used_points) filter (where expires_at > ${clockNow()}), 0)`.as(
        'available',
      ),
      sql<string>`coalesce(sum(used_points), 0)`.as('used'),
      sql<string>`count(*)`.as('n'),
    ])
    .executeTakeFirstOrThrow();
  return { available: Number(row.available), used: Number(row.used), n: Number(row.n) };
}

describe('GET points', () => {
  it('lists with the defaults: 10 per page, newest expiry first, statuses derived', async () => {
    const res = await points(affiliated.username);
    expect(res.status).toBe(200);
    const { n } = await ledgerOf(userId(affiliated.username));
    expect(n).toBeGreaterThan(5);
    expect(res.body).toMatchObject({ totalRows: n, page: 0, pageSize: 10 });
    expect(res.body.items).toHaveLength(Math.min(10, n));
    const second = await points(affiliated.username, '?pageSize=3&page=1');
    expect(second.body.items.map((item) => item.id)).toEqual(
      res.body.items.slice(3, 6).map((item) => item.id),
    );
    const expiries = res.body.items.map((item) => item.expires_at);
    expect([...expiries].sort().reverse()).toEqual(expiries);
    for (const item of res.body.items) {
      const expected =
        item.used_points === item.points
          ? 'USED'
          : Date.parse(item.expires_at) <= clockNow().getTime()
            ? 'EXPIRED'
            : 'AVAILABLE';
      expect(item.status).toBe(expected);
    }
    const asc = await points(affiliated.username, '?order=ASC&pageSize=3');
    expect(asc.body.items.map((item) => item.expires_at)).toEqual(
      [...asc.body.items.map((item) => item.expires_at)].sort(),
    );
  });

  it('filters by status, seller and customer', async () => {
    const all = await points(affiliated.username, '?pageSize=100');
    for (const status of ['AVAILABLE', 'EXPIRED', 'USED'] as const) {
      const page = await points(affiliated.username, `?status=${status}&pageSize=100`);
      const expected = all.body.items.filter((item) => item.status === status).length;
      expect(expected).toBeGreaterThan(0);
      expect(page.body.totalRows).toBe(expected);
    }
    const first = all.body.items[0];
    if (!first) throw new Error('the seed gives the affiliate points');
    const bySeller = await points(affiliated.username, `?seller=${first.seller_id}&pageSize=100`);
    expect(bySeller.body.items.every((item) => item.seller_id === first.seller_id)).toBe(true);
    const part = first.customer_name.slice(0, 4).toLowerCase();
    const byCustomer = await points(
      affiliated.username,
      `?customer=${encodeURIComponent(part)}&pageSize=100`,
    );
    expect(byCustomer.body.totalRows).toBeGreaterThan(0);
    for (const item of byCustomer.body.items) expect(item.customer_name.toLowerCase()).toContain(part);
    expect((await points(affiliated.username, '?seller=x')).body).toEqual({ detail: SELLER_PARAM });
    expect((await points(affiliated.username, '?status=NOPE')).status).toBe(400);
  });

  it('is empty for a user with no points, and the summary is all zeros', async () => {
    expect((await points(holding.username)).body).toMatchObject({ items: [], totalRows: 0 });
    expect((await summary(holding.username)).body).toEqual({ AVAILABLE: 0, EXPIRED: 0, USED: 0, TOTAL: 0 });
  });
});

describe('GET points/summary', () => {
  it('gives AVAILABLE, EXPIRED, USED and TOTAL, adding up', async () => {
    const res = await summary(affiliated.username);
    expect(res.status).toBe(200);
    const { AVAILABLE, EXPIRED, USED, TOTAL } = res.body;
    expect(AVAILABLE + EXPIRED + USED).toBe(TOTAL);
    expect(AVAILABLE).toBeGreaterThan(0);
    expect(EXPIRED).toBeGreaterThan(0);
    expect(USED).toBeGreaterThan(0);
  });

  it('expires points by time: an entry past expires_at is EXPIRED in every read, without a job', async () => {
    const owner = userId(affiliated.username);
    const entry = await up()
      .db.selectFrom('point_entries')
      .select(['id', 'points', 'used_points', 'expires_at'])
      .where('owner_id', '=', owner)
      .where('used_points', '=', 0)
      .where('expires_at', '>', clockNow())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await summary(affiliated.username)).body;
    // Only the date moves (as the clock would): nothing rewrites a status.
    await up()
      .db.updateTable('point_entries')
      .set({ expires_at: sql<Date>`${clockNow()}::timestamptz - interval '1 second'` })
      .where('id', '=', entry.id)
      .execute();
    const after = (await summary(affiliated.username)).body;
    expect(after.AVAILABLE).toBe(before.AVAILABLE - entry.points);
    expect(after.EXPIRED).toBe(before.EXPIRED + entry.points);
    expect(after.TOTAL).toBe(before.TOTAL);
    const expired = await points(affiliated.username, '?status=EXPIRED&pageSize=100');
    expect(expired.body.items.find((item) => item.id === entry.id)?.status).toBe('EXPIRED');
    await up()
      .db.updateTable('point_entries')
      .set({ expires_at: entry.expires_at })
      .where('id', '=', entry.id)
      .execute();
  });
});

describe('converting commissions into points', () => {
  it('lists convertible commissions with the points they become, converts them in one go', async () => {
    const convertible = await call<Page<ConvertibleJson>>(
      affiliated.username,
      `${FIN}/account/entries/convertible-to-points?pageSize=2`,
    );
    expect(convertible.status).toBe(200);
    expect(convertible.body.items).toHaveLength(2);
    for (const item of convertible.body.items) expect(item.points).toBe(Math.floor(item.value / 10));
    const ids = convertible.body.items.map((item) => item.id);
    const gained = convertible.body.items.reduce((sum, item) => sum + item.points, 0);
    const before = (await summary(affiliated.username)).body;
    const res = await call<{ converted: number; points: number; summary: PointSummaryJson }>(
      affiliated.username,
      POINTS,
      { json: { entries: ids } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      converted: 2,
      points: gained,
      summary: { ...before, AVAILABLE: before.AVAILABLE + gained, TOTAL: before.TOTAL + gained },
    });
    const statuses = await up()
      .db.selectFrom('commissions')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['ConvertedToPoints', 'ConvertedToPoints']);
    // Converting again, or someone else's commission, is refused and changes nothing.
    const again = await call(affiliated.username, POINTS, { json: { entries: ids } });
    expect(again).toEqual({ status: 409, body: { detail: NOT_CONVERTIBLE } });
    const other = await call(multi.username, POINTS, { json: { entries: ids } });
    expect(other).toEqual({ status: 409, body: { detail: NOT_CONVERTIBLE } });
    expect((await summary(affiliated.username)).body).toEqual(res.body.summary);
  });

  it('converts a commission once under concurrent requests (a double click)', async () => {
    const convertible = await call<Page<ConvertibleJson>>(
      affiliated.username,
      `${FIN}/account/entries/convertible-to-points?pageSize=1`,
    );
    const [item] = convertible.body.items;
    if (!item) throw new Error('no convertible commission left');
    const before = (await summary(affiliated.username)).body;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(affiliated.username, POINTS, { json: { entries: [item.id] } })),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 201)) {
      expect(res).toEqual({ status: 409, body: { detail: NOT_CONVERTIBLE } });
    }
    const entries = await up()
      .db.selectFrom('point_entries')
      .select('points')
      .where('commission_id', '=', item.id)
      .execute();
    expect(entries).toEqual([{ points: item.points }]);
    expect((await summary(affiliated.username)).body).toMatchObject({
      AVAILABLE: before.AVAILABLE + item.points,
      TOTAL: before.TOTAL + item.points,
    });
  });

  it('refuses a malformed body', async () => {
    for (const json of [{}, { entries: [] }, { entries: ['x'] }, { entries: 'a' }]) {
      expect(await call(affiliated.username, POINTS, { json })).toEqual({
        status: 400,
        body: { detail: ENTRIES_FIELD },
      });
    }
  });
});

describe('POST points/vouchers', () => {
  it('spends points and issues the voucher atomically; the secret is shown once, only its hash kept', async () => {
    const before = (await summary(affiliated.username)).body;
    const res = await issue(affiliated.username, { points: 150, beneficiary: userId(multi.username) });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(res.body.voucher).toMatchObject({
      status: 'AVAILABLE',
      points: 150,
      value: 1500,
      owner_id: userId(affiliated.username),
      customer_id: userId(multi.username),
      used_at: null,
    });
    expect(res.body.summary).toEqual({
      ...before,
      AVAILABLE: before.AVAILABLE - 150,
      USED: before.USED + 150,
    });
    const stored = await up()
      .db.selectFrom('vouchers')
      .select('secret_hash')
      .where('id', '=', res.body.voucher.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(res.body.voucher)).not.toContain(res.body.secret);
    const read = await call<VoucherJson>(affiliated.username, `${POINTS}/vouchers/${res.body.voucher.id}`);
    expect(read.body).toEqual(res.body.voucher);
  });

  it('refuses more points than available, leaving the ledger as it was', async () => {
    const before = (await summary(affiliated.username)).body;
    const res = await issue(affiliated.username, { points: before.AVAILABLE + 1 });
    expect(res).toEqual({ status: 409, body: { detail: NOT_ENOUGH_POINTS } });
    expect((await summary(affiliated.username)).body).toEqual(before);
  });

  it('refuses bad points, a non-affiliate beneficiary and an unknown company', async () => {
    for (const value of [0, -5, 1.5, '10', null]) {
      expect((await issue(affiliated.username, { points: value })).body).toEqual({ detail: POINTS_FIELD });
    }
    expect(
      (await issue(affiliated.username, { points: 10, beneficiary: userId(holding.username) })).status,
    ).toBe(400);
    expect(
      (await issue(affiliated.username, { points: 10, producer_id: userId(holding.username) })).status,
    ).toBe(400);
  });

  it('never spends the same points twice under concurrent conversions', async () => {
    const owner = userId(affiliated.username);
    const before = (await summary(affiliated.username)).body;
    // Each asks for just over half: only one can be covered, whatever the interleaving.
    const ask = Math.floor(before.AVAILABLE / 2) + 1;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => issue(affiliated.username, { points: ask })),
    );
    const ok = results.filter((res) => res.status === 201);
    expect(ok).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 201)) {
      expect(res).toEqual({ status: 409, body: { detail: NOT_ENOUGH_POINTS } });
    }
    const after = (await summary(affiliated.username)).body;
    expect(after).toEqual({ ...before, AVAILABLE: before.AVAILABLE - ask, USED: before.USED + ask });
    expect(await ledgerOf(owner)).toMatchObject({ available: after.AVAILABLE, used: after.USED });
  });
});

describe('using a voucher with its secret', () => {
  /**
   * The first of `rows` the seed made (its secret derived from its code): the conversions of the
   * tests above add vouchers with random ids and secrets, which may sort first.
   */
  function seeded<Row extends { code: string; secret_hash: string | null }>(rows: Row[]): Row {
    const row = rows.find(
      (candidate) => candidate.secret_hash === secretHash(normaliseSecret(seedVoucherSecret(candidate.code))),
    );
    if (!row) throw new Error('no seeded voucher left');
    return row;
  }

  /** A seeded voucher of the producer's company, usable now, and its demo secret. */
  async function usableOfProducer() {
    const rows = await up()
      .db.selectFrom('vouchers')
      .select(['id', 'code', 'secret_hash'])
      .where('producer_id', '=', producerId('mandacaru'))
      .where('status', '=', 'AVAILABLE')
      .where('expires_at', '>', clockNow())
      .orderBy('id')
      .execute();
    const row = seeded(rows);
    return { id: row.id, code: row.code, secret: seedVoucherSecret(row.code) };
  }

  it('lets the producer use one of its company once; the second use is refused', async () => {
    const voucher = await usableOfProducer();
    const res = await use(producer.username, voucher.secret.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: voucher.id, status: 'USED', used_at: expect.any(String) });
    expect(await use(producer.username, voucher.secret)).toEqual({
      status: 409,
      body: { detail: VOUCHER_UNAVAILABLE },
    });
  });

  it('answers a wrong secret and a voucher out of scope alike, never saying whether it exists', async () => {
    const wrong = await use(producer.username, 'AAAA-BBBB-CCCC-DDDD');
    const malformed = await use(producer.username, 'x');
    const other = seeded(
      await up()
        .db.selectFrom('vouchers')
        .select(['code', 'secret_hash'])
        .where('producer_id', '<>', producerId('mandacaru'))
        .where('status', '=', 'AVAILABLE')
        .where('expires_at', '>', clockNow())
        .orderBy('id')
        .execute(),
    );
    const outOfScope = await use(producer.username, seedVoucherSecret(other.code));
    const affiliateTries = await use(affiliated.username, seedVoucherSecret(other.code));
    const adminTries = await use(admin.username, seedVoucherSecret(other.code));
    for (const res of [wrong, malformed, outOfScope, affiliateTries, adminTries]) {
      expect(res).toEqual({ status: 400, body: { detail: VOUCHER_NOT_VALID } });
    }
    // The holding manages every voucher: the same secret works for it.
    expect((await use(holding.username, seedVoucherSecret(other.code))).status).toBe(200);
  });

  it('refuses a voucher past its expiry date even though its row still says AVAILABLE', async () => {
    const voucher = await usableOfProducer();
    await up()
      .db.updateTable('vouchers')
      .set({ expires_at: sql<Date>`${clockNow()}::timestamptz - interval '1 second'` })
      .where('id', '=', voucher.id)
      .execute();
    expect(await use(producer.username, voucher.secret)).toEqual({
      status: 409,
      body: { detail: VOUCHER_UNAVAILABLE },
    });
    const read = await call<VoucherJson>(producer.username, `${POINTS}/vouchers/${voucher.id}`);
    expect(read.body.status).toBe('EXPIRED');
  });

  it('reads a voucher by id only within scope (404 otherwise)', async () => {
    const voucher = await usableOfProducer();
    expect((await call(producer.username, `${POINTS}/vouchers/${voucher.id}`)).status).toBe(200);
    expect((await call(holding.username, `${POINTS}/vouchers/${voucher.id}`)).status).toBe(200);
    expect((await call(admin.username, `${POINTS}/vouchers/${voucher.id}`)).status).toBe(404);
    expect((await call(branch.username, `${POINTS}/vouchers/not-a-uuid`)).status).toBe(404);
  });
});
