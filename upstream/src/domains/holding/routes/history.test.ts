/**
 * Histórico's reading of the audit trail (docs/upstream-contract/holding.md "Audit trail"): each row's
 * subject (what a sentence names), the people for the filter, whether the thing still exists, and the
 * filters by action, person and period.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { recordAudits } from '../../../kernel/audit.ts';
import { billOf, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { HistoryJson } from '../history.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, affiliated } = DEMO_USERS;

const history = (query: string) => call<HistoryJson>(holding.username, `/v1/holding/history?${query}`);

describe('holding history', () => {
  it("names a closed bill by its payee and cycle, and lists who acted for the 'Pessoa' filter", async () => {
    const bill = await billOf(up, { username: affiliated.username }, 'Open');
    const closed = await call(holding.username, `/v1/holding/bills/${bill}/status`, {
      method: 'PUT',
      json: { value: 'Closed' },
    });
    expect(closed.status).toBe(200);
    const cycle = await up()
      .db.selectFrom('bills')
      .innerJoin('commercial_cycles', 'commercial_cycles.id', 'bills.cycle_id')
      .select('commercial_cycles.number')
      .where('bills.id', '=', bill)
      .executeTakeFirstOrThrow();
    const page = (await history(`entity=bill&entity_id=${bill}`)).body;
    expect(page.items[0]).toMatchObject({
      action: 'bill.closed',
      subject: { name: affiliated.name, cycle: Number(cycle.number) },
      removed: false,
    });
    expect(page.actors).toContainEqual({ id: userId(holding.username), name: holding.name });
  });

  it('names a removed thing from its recorded state and says it is gone', async () => {
    const id = crypto.randomUUID();
    const banner = { name: `Banner ${id.slice(0, 8)}`, title: 'Natal' };
    await recordAudits(up().db, [
      {
        actorId: userId(admin.username),
        action: 'banner.created',
        entity: 'banner',
        entityId: id,
        after: banner,
      },
      {
        actorId: userId(admin.username),
        action: 'banner.deleted',
        entity: 'banner',
        entityId: id,
        before: banner,
      },
    ]);
    const items = (await history(`entity=banner&entity_id=${id}`)).body.items;
    expect(items.map((row) => [row.action, row.subject.name, row.removed])).toEqual([
      ['banner.deleted', banner.name, true],
      ['banner.created', banner.name, true],
    ]);
  });

  it('filters by action, person and period, and refuses what it cannot filter by', async () => {
    const id = crypto.randomUUID();
    await recordAudits(up().db, [
      { actorId: userId(admin.username), action: 'traffic_tag.created', entity: 'traffic_tag', entityId: id },
      {
        actorId: userId(holding.username),
        action: 'traffic_tag.updated',
        entity: 'traffic_tag',
        entityId: id,
      },
    ]);
    const mine = `entity=traffic_tag&entity_id=${id}`;
    const byAction = (await history(`${mine}&action=traffic_tag.updated`)).body.items;
    expect(byAction.map((row) => row.actor?.name)).toEqual([holding.name]);
    const byPerson = (await history(`${mine}&actor_id=${userId(admin.username)}`)).body.items;
    expect(byPerson.map((row) => row.action)).toEqual(['traffic_tag.created']);
    // Whole Fortaleza days (UTC-3): today's rows are in a period that ends today.
    const day = (offset: number) =>
      new Date(Date.now() - 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await history(`${mine}&from=${day(0)}&to=${day(0)}`)).body.totalRows).toBe(2);
    expect((await history(`${mine}&to=${day(-1)}`)).body.totalRows).toBe(0);
    expect((await history(`${mine}&from=${day(1)}`)).body.totalRows).toBe(0);
    expect((await history('action=nada.feito')).status).toBe(400);
    expect((await history('actor_id=maria')).status).toBe(400);
    expect((await history(`from=${day(0)}&to=${day(-1)}`)).status).toBe(400);
    expect((await history('from=ontem')).status).toBe(400);
  });

  it('searches who acted, what was acted on and its recorded name, case and accents folded', async () => {
    const id = crypto.randomUUID();
    const marker = id.slice(0, 8);
    await recordAudits(up().db, [
      {
        actorId: userId(admin.username),
        action: 'banner.created',
        entity: 'banner',
        entityId: id,
        after: { name: `Promoção São João ${marker}` },
      },
    ]);
    const found = async (search: string) =>
      (await history(`entity=banner&entity_id=${id}&search=${encodeURIComponent(search)}`)).body.totalRows;
    expect(await found(`SAO JOAO ${marker}`)).toBe(1);
    expect(await found(`promoção são joão ${marker.toUpperCase()}`)).toBe(1);
    expect(await found(admin.name.split(' ')[0] ?? '')).toBe(1);
    expect(await found(`Natal ${marker}`)).toBe(0);
    // LIKE's wildcards are searched as themselves.
    expect(await found('%')).toBe(0);

    // A bill is found by its payee's name, which only the bills table knows.
    const bill = await billOf(up, { username: affiliated.username }, 'Open');
    const closed = await call(holding.username, `/v1/holding/bills/${bill}/status`, {
      method: 'PUT',
      json: { value: 'Closed' },
    });
    expect(closed.status).toBe(200);
    const payee = (await history(`entity=bill&search=${encodeURIComponent(affiliated.name.toUpperCase())}`))
      .body;
    expect(payee.items.map((row) => row.entity_id)).toContain(bill);
    expect((await history(`search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
