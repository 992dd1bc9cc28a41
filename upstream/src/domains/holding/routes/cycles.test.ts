/**
 * Ciclos Comerciais and Ciclos Financeiros (docs/product.md §11.2): the holding lists the cycles
 * and creates the next one, which never overlaps the latest; no one else may.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { HOLDING_CYCLE_MESSAGES, type HoldingCycleJson } from '../cycles.ts';
import { UNKNOWN_CYCLE_KIND } from './cycles.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch } = DEMO_USERS;
const PATH = '/v1/holding/cycles';

const list = async (kind: string) =>
  (await call<{ items: HoldingCycleJson[] }>(holding.username, `${PATH}/${kind}`)).body.items;
const create = (kind: string, json: unknown, username: string = holding.username) =>
  call<HoldingCycleJson & { detail?: string }>(username, `${PATH}/${kind}`, { method: 'POST', json });

/** 'YYYY-MM-DD' of the Fortaleza day `days` after the instant. */
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(['commercial', 'financial'])('%s cycles', (kind) => {
  it('lists every cycle newest first, exactly one current', async () => {
    const cycles = await list(kind);
    expect(cycles.length).toBeGreaterThan(2);
    const numbers = cycles.map((cycle) => cycle.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(cycles.filter((cycle) => cycle.current)).toHaveLength(1);
  });

  it('creates the next cycle over whole Fortaleza days, right after the latest one', async () => {
    const [latest] = await list(kind);
    if (!latest) throw new Error('no cycles');
    const startsOn = dayAfter(latest.ends_at, 1);
    const endsOn = dayAfter(latest.ends_at, 30);
    const res = await create(kind, { starts_on: startsOn, ends_on: endsOn });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number: latest.number + 1,
      starts_at: new Date(`${startsOn}T03:00:00.000Z`).toISOString(),
      ends_at: new Date(Date.parse(`${endsOn}T00:00:00.000Z`) + 27 * 3600_000 - 1).toISOString(),
      current: false,
    });
    expect((await list(kind))[0]?.id).toBe(res.body.id);
  });

  it('refuses a cycle that overlaps the latest one, naming it, and creates nothing', async () => {
    const [latest] = await list(kind);
    if (!latest) throw new Error('no cycles');
    const res = await create(kind, {
      starts_on: dayAfter(latest.ends_at, 0),
      ends_on: dayAfter(latest.ends_at, 20),
    });
    const [day, month, year] = [...dayAfter(latest.ends_at, 0).split('-')].reverse();
    expect(res).toMatchObject({
      status: 409,
      body: { detail: HOLDING_CYCLE_MESSAGES.overlap(latest.number, `${day}/${month}/${year}`) },
    });
    expect((await list(kind))[0]?.number).toBe(latest.number);
  });
});

describe('creating a cycle', () => {
  it('refuses an end before the start, and dates that are not calendar days', async () => {
    expect(await create('commercial', { starts_on: '2031-02-10', ends_on: '2031-02-09' })).toMatchObject({
      status: 409,
      body: { detail: HOLDING_CYCLE_MESSAGES.endBeforeStart },
    });
    for (const json of [
      { starts_on: '2031-02-30', ends_on: '2031-03-10' },
      { starts_on: '10/02/2031' },
      {},
    ]) {
      expect(await create('commercial', json)).toMatchObject({
        status: 400,
        body: { detail: HOLDING_CYCLE_MESSAGES.badDate },
      });
    }
  });

  it('gives two creations at once one number each, or refuses the second', async () => {
    const [latest] = await list('financial');
    if (!latest) throw new Error('no cycles');
    const json = { starts_on: dayAfter(latest.ends_at, 1), ends_on: dayAfter(latest.ends_at, 5) };
    const answers = await Promise.all([create('financial', json), create('financial', json)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const numbers = (await list('financial')).map((cycle) => cycle.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('answers 404 for an unknown kind and 403 to anyone but the holding', async () => {
    expect(await create('weekly', {})).toMatchObject({ status: 404, body: { detail: UNKNOWN_CYCLE_KIND } });
    for (const username of [admin.username, branch.username]) {
      expect((await create('commercial', {}, username)).status).toBe(403);
      expect((await call(username, `${PATH}/commercial`)).status).toBe(403);
    }
  });
});
