/**
 * Ciclos Comerciais and Ciclos Financeiros against the real upstream (docs/product.md §11.2): the
 * holding lists the cycles and creates the next one; an overlapping one is refused with its pt-BR
 * reason; bad days never reach upstream; an admin or a branch gets FORBIDDEN.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const CYCLE = 'id number startsAt endsAt current';
const LIST = `query ($kind: CycleKind!) { holdingCycles(kind: $kind) { ${CYCLE} } }`;
const CREATE = `mutation ($input: CreateCycleInput!) { createCycle(input: $input) { ${CYCLE} } }`;

interface Cycle {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  current: boolean;
}

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const list = async (kind: string, user = 'holding') =>
  stack().gateway.gql<{ holdingCycles: Cycle[] }>(LIST, { token: await tokenOf(user), variables: { kind } });
const create = async (input: Record<string, string>) =>
  stack().gateway.gql<{ createCycle: Cycle }>(CREATE, {
    token: await tokenOf('holding'),
    variables: { input },
  });
/** The Fortaleza day `days` after an instant, YYYY-MM-DD. */
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('cycles through the gateway', () => {
  it('lists the cycles newest first and creates the next one after the latest', async () => {
    const cycles = (await list('COMMERCIAL')).body.data?.holdingCycles ?? [];
    expect(cycles.filter((cycle) => cycle.current)).toHaveLength(1);
    const latest = cycles[0];
    if (!latest) throw new Error('no cycles');
    const created = await create({
      kind: 'COMMERCIAL',
      startsOn: dayAfter(latest.endsAt, 1),
      endsOn: dayAfter(latest.endsAt, 28),
    });
    expect(created.body.data?.createCycle).toMatchObject({ number: latest.number + 1, current: false });
    const overlap = await create({
      kind: 'COMMERCIAL',
      startsOn: dayAfter(latest.endsAt, 10),
      endsOn: dayAfter(latest.endsAt, 40),
    });
    expect(overlap.body.errors?.[0]?.message).toMatch(
      /^O novo ciclo se sobrepõe ao ciclo \d+: ele deve começar depois de/,
    );
  });

  it('checks the days before any upstream call, and keeps the screens to the holding', async () => {
    const bad = await create({ kind: 'FINANCIAL', startsOn: '2031-02-10', endsOn: '2031-02-01' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: MESSAGES.cycleEndBeforeStart,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const user of ['admin', 'unidade']) {
      expect((await list('FINANCIAL', user)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('Ciclos through the gateway: the list toolbar', () => {
  const SEARCH = `query ($kind: CycleKind!, $search: String) { holdingCycles(kind: $kind, search: $search) { number } }`;
  const searched = async (search: string) =>
    stack().gateway.gql<{ holdingCycles: { number: number }[] }>(SEARCH, {
      token: await tokenOf('holding'),
      variables: { kind: 'FINANCIAL', search },
    });

  it('keeps the cycles whose number holds the search, and refuses a long one with fieldErrors', async () => {
    const { body } = await searched(' 1 ');
    expect(body.errors).toBeUndefined();
    const numbers = body.data?.holdingCycles.map((cycle) => cycle.number) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((number) => String(number).includes('1'))).toBe(true);
    const refused = await searched('1'.repeat(101));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'search', message: MESSAGES.saleSearchTooLong }],
    });
  });

  it('streams the same cycles through /files/cycles.csv', async () => {
    const { body } = await searched('1');
    const res = await fetch(`${stack().gateway.url}/files/cycles.csv?kind=financial&search=1`, {
      headers: { authorization: `Bearer ${await tokenOf('holding')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="ciclos-financeiros-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Ciclo;Início;Fim;Situação');
    expect(lines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual(
      body.data?.holdingCycles.map((cycle) => cycle.number),
    );
    expect((await fetch(`${stack().gateway.url}/files/cycles.csv?kind=financial`)).status).toBe(401);
  });
});
