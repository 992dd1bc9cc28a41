/**
 * 'Gerenciador de Unidades': the holding lists the organisations, reads a unit with its goals per
 * cycle, producers and donation receivers, and saves an edit in one transaction (an interrupted
 * one leaves nothing); other roles are refused.
 */

import { formatCnpj } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { seedCnpj } from '../../../db/seed/ids.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import {
  findUnit,
  parseUnitEdit,
  saveUnit,
  UNIT_MESSAGES,
  type UnitDetailsJson,
  type UnitSummaryJson,
} from '../units.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, branch, admin } = DEMO_USERS;
const aldeota = organisationId('unitAldeota');

describe('units manager (Gerenciador de Unidades)', () => {
  it('lists every organisation with its ED count, the holding marked', async () => {
    const res = await call<{ items: UnitSummaryJson[] }>(holding.username, '/v1/units/all?pageSize=100');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((unit) => [unit.id, unit]));
    expect(byId.get(organisationId('holding'))).toMatchObject({ holding: true });
    expect(byId.get(organisationId('agency'))).toMatchObject({ agenciador: true, holding: false });
    expect(byId.get(aldeota)?.ed_count).toBeGreaterThan(10);
  });

  it('saves name, CNPJ (alphanumeric), goals, producers and receivers together', async () => {
    const before = (await call<UnitDetailsJson>(holding.username, `/v1/units/${aldeota}`)).body;
    expect(before.goals.length).toBeGreaterThan(0);
    const [cycle] = before.goals;
    const [producer] = before.all_producers;
    const res = await call<UnitDetailsJson>(holding.username, `/v1/units/${aldeota}`, {
      method: 'PUT',
      json: {
        name: 'Unidade Fortaleza Aldeota',
        cnpj: formatCnpj(seedCnpj('AL7D3Q5T0001')).toLowerCase(),
        goals: [{ cycle_id: cycle?.cycle_id, value_cents: 1_234_500 }],
        producer_ids: [producer?.id],
        donation_receivers: [{ name: 'Instituto Sertão Vivo', cnpj: formatCnpj(seedCnpj('12ABC34501DE')) }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cnpj).toBe(seedCnpj('AL7D3Q5T0001'));
    expect(res.body.goals.find((goal) => goal.cycle_id === cycle?.cycle_id)?.value_cents).toBe(1_234_500);
    expect(res.body.producers.map((p) => p.id)).toEqual([producer?.id]);
    expect(res.body.donation_receivers).toMatchObject([
      { name: 'Instituto Sertão Vivo', cnpj: seedCnpj('12ABC34501DE') },
    ]);
  });

  it('leaves everything as it was when the edit is interrupted or names an unknown cycle', async () => {
    const before = await findUnit(up().db, aldeota);
    const edit = parseUnitEdit({
      name: 'Outro nome',
      producer_ids: [],
      donation_receivers: [],
      goals: before?.goals.map((goal) => ({ cycle_id: goal.cycle_id, value_cents: 1 })) ?? [],
    });
    await expect(
      saveUnit(up().db, aldeota, edit, {
        beforeCommit: async () => {
          throw new Error('interrompido');
        },
      }),
    ).rejects.toThrow('interrompido');
    expect(await findUnit(up().db, aldeota)).toEqual(before);
    const unknown = await call<{ detail: string }>(holding.username, `/v1/units/${aldeota}`, {
      method: 'PUT',
      json: {
        name: 'Outro nome',
        goals: [{ cycle_id: '00000000-0000-4000-8000-000000000009', value_cents: 1 }],
      },
    });
    expect(unknown).toEqual({ status: 400, body: { detail: UNIT_MESSAGES.unknownCycle } });
    expect(await findUnit(up().db, aldeota)).toEqual(before);
  });

  it('refuses bad input, unknown units and other roles', async () => {
    const put = (json: unknown, username: string = holding.username, id = aldeota) =>
      call<{ detail: string }>(username, `/v1/units/${id}`, { method: 'PUT', json });
    expect((await put({ name: 'x' })).body.detail).toBe(UNIT_MESSAGES.name);
    expect((await put({ name: 'Unidade', cnpj: '11.111.111/1111-11' })).body.detail).toBe(UNIT_MESSAGES.cnpj);
    expect((await put({ name: 'Unidade', producer_ids: ['x'] })).body.detail).toBe(UNIT_MESSAGES.producers);
    expect(
      (await put({ name: 'Unidade', goals: [{ cycle_id: aldeota, value_cents: -1 }] })).body.detail,
    ).toBe(UNIT_MESSAGES.goals);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await put({ name: 'Unidade' }, holding.username, unknown)).status).toBe(404);
    expect((await call(holding.username, `/v1/units/${unknown}`)).status).toBe(404);
    for (const username of [branch.username, admin.username]) {
      expect((await call(username, '/v1/units/all')).status).toBe(403);
      expect((await call(username, `/v1/units/${aldeota}`)).status).toBe(403);
      expect((await put({ name: 'Unidade' }, username)).status).toBe(403);
    }
  });
});
