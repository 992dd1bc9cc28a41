/** ED details routes: read by id, the toggles and enable/disable, all inside the viewer's scope. */
import { describe, expect, it } from 'vitest';
import { organisationId } from '../../db/seed/organisations.ts';
import { DEMO_USERS, SEED_USERS, userId } from '../../db/seed/users.ts';
import { financeClient } from '../../testing/finance.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import type { EdJson } from './eds.ts';
import { ED_LIST_MESSAGES } from './routes/network.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, multi, holding, admin, producer } = DEMO_USERS;

const centroEd = SEED_USERS.find(
  (user) => user.organisation === 'unitCentro' && user.roles.split(' ').includes('isAffiliated'),
);
const aldeotaEd = SEED_USERS.find(
  (user) => user.organisation === 'unitAldeota' && user.roles.split(' ').includes('isAffiliated'),
);
if (!centroEd || !aldeotaEd) throw new Error('the seed has EDs in Centro and Aldeota');
const centroId = userId(centroEd.username);
const aldeotaId = userId(aldeotaEd.username);

const get = (username: string, id: string) => call<EdJson>(username, `/v1/affiliates/${id}`);
const flag = (username: string, id: string, name: string, value: unknown) =>
  call<EdJson>(username, `/v1/affiliates/${id}/flags/${name}`, { method: 'PUT', json: { value } });
const action = (username: string, id: string, verb: 'enable' | 'disable') =>
  call<EdJson>(username, `/v1/affiliates/${id}/${verb}`, { method: 'POST' });

describe('GET /v1/affiliates/{id}', () => {
  it.each([holding, admin])(
    'gives $username any ED with its unit, CNPJ and toggles',
    async ({ username }) => {
      const res = await get(username, aldeotaId);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: aldeotaId,
        name: aldeotaEd.name,
        unit_id: organisationId('unitAldeota'),
        is_franchisee: false,
        is_trainer: false,
        is_lecturer: false,
        tracking: false,
      });
      expect(res.body).toHaveProperty('cnpj');
    },
  );

  it('gives a branch its own unit’s ED, and another unit’s as missing (404)', async () => {
    expect((await get(branch.username, centroId)).status).toBe(200);
    const other = await get(branch.username, aldeotaId);
    expect(other).toEqual({ status: 404, body: { detail: ED_LIST_MESSAGES.notFound } });
    // multi@ is Aldeota's branch: the mirror image.
    expect((await get(multi.username, aldeotaId)).status).toBe(200);
    expect((await get(multi.username, centroId)).status).toBe(404);
  });

  it('answers 404 for an unknown id and for a user who is not an ED', async () => {
    expect((await get(holding.username, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(holding.username, userId(producer.username))).status).toBe(404);
    expect((await get(holding.username, 'not-a-uuid')).status).toBe(404);
  });

  it.each([affiliated, agent, producer])('refuses $username (403)', async ({ username }) => {
    expect((await get(username, centroId)).status).toBe(403);
  });
});

describe('PUT /v1/affiliates/{id}/flags/{flag}', () => {
  it('turns each toggle on and off and answers the changed ED', async () => {
    for (const name of ['is_franchisee', 'is_trainer', 'is_lecturer', 'tracking'] as const) {
      const on = await flag(holding.username, centroId, name, true);
      expect(on.status).toBe(200);
      expect(on.body[name]).toBe(true);
      expect((await get(holding.username, centroId)).body[name]).toBe(true);
      const off = await flag(holding.username, centroId, name, false);
      expect(off.body[name]).toBe(false);
    }
    // Each change is in the audit trail, newest first: who, the column before and after.
    const trail = await call<{
      items: { action: string; actor: { id: string } | null; before: unknown; after: unknown }[];
    }>(holding.username, `/v1/holding/history?entity=ed&entity_id=${centroId}&pageSize=10`);
    expect(trail.body.items).toHaveLength(8);
    expect(trail.body.items[0]).toMatchObject({
      action: 'ed.updated',
      actor: { id: userId(holding.username) },
      before: { tracking: true },
      after: { tracking: false },
    });
  });

  it('refuses an unknown flag and a value that is not a boolean (400)', async () => {
    expect(await flag(holding.username, centroId, 'is_admin', true)).toEqual({
      status: 400,
      body: { detail: ED_LIST_MESSAGES.flag },
    });
    expect(await flag(holding.username, centroId, 'is_trainer', 'sim')).toEqual({
      status: 400,
      body: { detail: ED_LIST_MESSAGES.value },
    });
  });

  it('lets a branch change only its own unit’s EDs: another unit’s is missing and stays as it was', async () => {
    expect((await flag(branch.username, aldeotaId, 'is_trainer', true)).status).toBe(404);
    expect((await get(holding.username, aldeotaId)).body.is_trainer).toBe(false);
    const own = await flag(branch.username, centroId, 'is_trainer', true);
    expect(own.body.is_trainer).toBe(true);
    await flag(branch.username, centroId, 'is_trainer', false);
  });

  it.each([affiliated, agent, producer])('refuses $username (403)', async ({ username }) => {
    expect((await flag(username, centroId, 'is_trainer', true)).status).toBe(403);
  });
});

describe('POST /v1/affiliates/{id}/enable and /disable', () => {
  it('disables an ED, whose token stops working, and enables it again', async () => {
    const { token, portal } = { token: await up().login(centroEd.username), portal: up().portal };
    expect((await portal('/me', { token })).status).toBe(200);
    const off = await action(admin.username, centroId, 'disable');
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await portal('/me', { token })).status).toBe(401);
    // Idempotent: disabling twice is the same state.
    expect((await action(admin.username, centroId, 'disable')).body.active).toBe(false);
    const on = await action(admin.username, centroId, 'enable');
    expect(on.body.active).toBe(true);
  });

  it('refuses another unit’s ED for a branch like a missing one', async () => {
    expect((await action(branch.username, aldeotaId, 'disable')).status).toBe(404);
    expect((await get(holding.username, aldeotaId)).body.active).toBe(true);
  });
});

describe('GET /v1/affiliates/{id}/sales', () => {
  const sales = (username: string, id: string, query = '') =>
    call<{ items: { id: string; payment_date: string; value_cents: number }[]; totalRows: number }>(
      username,
      `/v1/affiliates/${id}/sales${query}`,
    );

  it('pages the ED’s own sales, newest payment first', async () => {
    const id = userId(affiliated.username);
    const { db } = up();
    const stored = await db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('seller_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await sales(holding.username, id, '?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(Number(stored.n));
    expect(res.body.items.length).toBe(Math.min(5, Number(stored.n)));
    const dates = res.body.items.map((sale) => sale.payment_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers another unit’s ED as missing for a branch (404)', async () => {
    expect((await sales(branch.username, aldeotaId)).status).toBe(404);
    expect((await sales(branch.username, centroId)).status).toBe(200);
  });
});
