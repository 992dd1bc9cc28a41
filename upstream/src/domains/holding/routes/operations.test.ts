/**
 * The holding's goals, history and system configs (docs/product.md §11.2, §11.3, §11.5), and the
 * audit trail they read: append-only (the trigger refuses UPDATE, DELETE and TRUNCATE) and written
 * by every holding action in its own transaction.
 */
import { MESSAGES } from '@portal/schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import type { AuditJson } from '../../../kernel/audit.ts';
import type { Page } from '../../../kernel/paging.ts';
import { billOf, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { HoldingCycleJson } from '../cycles.ts';
import { type CycleGoalsJson, updateUnitGoals } from '../goals.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch, affiliated } = DEMO_USERS;

type Detail = { detail: string };

const cycleWithGoals = async () => {
  const row = await up()
    .db.selectFrom('unit_goals')
    .innerJoin('commercial_cycles', 'commercial_cycles.id', 'unit_goals.cycle_id')
    .select(['commercial_cycles.id', 'commercial_cycles.number'])
    .orderBy('commercial_cycles.number', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
};
const goalsOf = (cycleId: string, username: string = holding.username) =>
  call<CycleGoalsJson & Detail>(username, `/v1/holding/goals/${cycleId}`);
const save = (cycleId: string, goals: unknown, username: string = holding.username) =>
  call<CycleGoalsJson & Detail>(username, `/v1/holding/goals/${cycleId}`, { method: 'PUT', json: { goals } });
const history = (query = '', username: string = holding.username) =>
  call<Page<AuditJson>>(username, `/v1/holding/history?${query}`);
const auditCount = async () =>
  Number(
    (
      await up()
        .db.selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('goals', () => {
  it("reads a cycle's goals and every unit's, by name", async () => {
    const cycleId = await cycleWithGoals();
    const res = await goalsOf(cycleId);
    expect(res.status).toBe(200);
    expect(res.body.cycle.id).toBe(cycleId);
    expect(res.body.goals).toMatchObject({ minimum: expect.any(Number), basic: expect.any(Number) });
    const names = res.body.units.map((unit) => unit.unit_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const withGoals = res.body.units.filter((unit) => unit.basic !== null);
    expect(withGoals.length).toBeGreaterThan(0);
    for (const unit of withGoals) expect(unit.minimum ?? 0).toBeLessThanOrEqual(unit.basic ?? 0);
    expect((await goalsOf('current')).body.cycle.current).toBe(true);
  });

  it('saves units’ goals, audits each changed unit with before and after, skips unchanged ones', async () => {
    const cycleId = await cycleWithGoals();
    const [first, second] = (await goalsOf(cycleId)).body.units.filter((unit) => unit.basic !== null);
    if (!first || !second) throw new Error('two units expected');
    const before = await auditCount();
    const res = await save(cycleId, [
      { unit_id: first.unit_id, minimum: 1000, basic: 2000, master: 3000 },
      { unit_id: second.unit_id, minimum: second.minimum, basic: second.basic, master: second.master },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.units.find((unit) => unit.unit_id === first.unit_id)).toMatchObject({
      minimum: 1000,
      basic: 2000,
      master: 3000,
    });
    expect(await auditCount()).toBe(before + 1);
    const [row] = (await history('entity=unit_goals')).body.items;
    expect(row).toMatchObject({
      action: 'unit_goals.updated',
      entity_id: `${cycleId}:${first.unit_id}`,
      actor: { name: holding.name },
      before: { minimum: first.minimum, basic: first.basic, master: first.master },
      after: { minimum: 1000, basic: 2000, master: 3000 },
    });
  });

  it('refuses a goal below zero or a minimum above the basic, writing nothing', async () => {
    const cycleId = await cycleWithGoals();
    const [unit] = (await goalsOf(cycleId)).body.units;
    if (!unit) throw new Error('a unit expected');
    const before = await auditCount();
    expect(
      await save(cycleId, [{ unit_id: unit.unit_id, minimum: -1, basic: 10, master: 20 }]),
    ).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.goalNegative },
    });
    expect(
      await save(cycleId, [{ unit_id: unit.unit_id, minimum: 11, basic: 10, master: 20 }]),
    ).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.goalMinimumAboveBasic },
    });
    expect(
      await save(cycleId, [{ unit_id: unit.unit_id, minimum: 1.5, basic: 10, master: 20 }]),
    ).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.goalNotInteger },
    });
    expect((await goalsOf(cycleId)).body.units[0]).toEqual(unit);
    expect(await auditCount()).toBe(before);
    // The table refuses them too, whatever writes them.
    await expect(
      sql`update unit_goals set minimum_cents = value_cents + 1 where cycle_id = ${cycleId}`.execute(up().db),
    ).rejects.toThrow();
  });

  it('writes nothing when interrupted between the goals and their audit', async () => {
    const cycleId = await cycleWithGoals();
    const units = (await goalsOf(cycleId)).body.units.slice(0, 2);
    const before = await auditCount();
    await expect(
      updateUnitGoals(
        up().db,
        cycleId,
        units.map((unit) => ({ unitId: unit.unit_id, minimum: 7, basic: 8, master: 9 })),
        userId(holding.username),
        async () => {
          throw new Error('interrupted');
        },
      ),
    ).rejects.toThrow('interrupted');
    expect((await goalsOf(cycleId)).body.units.slice(0, 2)).toEqual(units);
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an unknown cycle or unit and 403 to anyone but the holding', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await goalsOf(unknown)).status).toBe(404);
    const cycleId = await cycleWithGoals();
    expect((await save(cycleId, [{ unit_id: unknown, minimum: 1, basic: 2, master: 3 }])).status).toBe(404);
    expect((await save(cycleId, 'nope')).status).toBe(400);
    for (const username of [admin.username, branch.username]) {
      expect((await goalsOf(cycleId, username)).status).toBe(403);
      expect((await save(cycleId, [], username)).status).toBe(403);
    }
  });
});

describe('audit trail', () => {
  it('records closing a bill, creating a cycle and starting a batch, who and before/after', async () => {
    const openBill = await billOf(up, { username: affiliated.username }, 'Open');
    expect(
      (
        await call(holding.username, `/v1/holding/bills/${openBill}/status`, {
          method: 'PUT',
          json: { value: 'Closed' },
        })
      ).status,
    ).toBe(200);
    const closed = (await history(`entity=bill&entity_id=${openBill}`)).body.items;
    expect(closed).toMatchObject([
      {
        action: 'bill.closed',
        actor: { id: userId(holding.username) },
        before: { status: 'Open' },
        after: { status: 'Closed' },
      },
    ]);

    const cycles = (
      await call<{ items: HoldingCycleJson[] }>(holding.username, '/v1/holding/cycles/commercial')
    ).body.items;
    const latest = cycles[0];
    if (!latest) throw new Error('no cycles');
    const day = (offset: number) =>
      new Date(Date.parse(latest.ends_at) - 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await call<HoldingCycleJson>(holding.username, '/v1/holding/cycles/commercial', {
      method: 'POST',
      json: { starts_on: day(1), ends_on: day(10) },
    });
    expect(created.status).toBe(201);
    expect((await history(`entity=commercial_cycle&entity_id=${created.body.id}`)).body.items).toMatchObject([
      { action: 'cycle.created', before: null, after: { number: latest.number + 1 } },
    ]);

    const errorBill = await billOf(up, { username: affiliated.username }, 'Error');
    const batch = await call<{ id: string }>(
      admin.username,
      '/v1/finances/portal/bills/invoices/batch-generate',
      {
        method: 'POST',
        json: { billIds: [errorBill] },
      },
    );
    expect(batch.status).toBe(202);
    expect((await history(`entity=invoice_batch&entity_id=${batch.body.id}`)).body.items).toMatchObject([
      {
        action: 'invoice_batch.started',
        actor: { id: userId(admin.username) },
        before: { bills: [{ id: errorBill, status: 'Error' }] },
        after: { status: 'Enqueued', billIds: [errorBill] },
      },
    ]);
  });

  it('is paged newest first, 10 a page by default, for the holding and admins only', async () => {
    const first = await history();
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(10);
    const ids = first.body.items.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await history('', admin.username)).status).toBe(200);
    expect((await history('', branch.username)).status).toBe(403);
    expect((await history(`entity=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = up();
    expect(await auditCount()).toBeGreaterThan(0);
    const before = await auditCount();
    await expect(sql`update audit_log set action = 'forged'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await auditCount()).toBe(before);
    expect((await history()).body.items.some((row) => row.action === 'forged')).toBe(false);
  });
});

describe('system configs', () => {
  it('are read by any signed-in user', async () => {
    const res = await call<{ items: Array<{ key: string; value: unknown }> }>(
      affiliated.username,
      '/v1/system-configs',
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'history.pageSize', value: 10 })]),
    );
    expect((await up().portal('/v1/system-configs')).status).toBe(401);
  });
});
