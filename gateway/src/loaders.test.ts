import { describe, expect, it } from 'vitest';
import { createLoaders } from './context.ts';
import type { AuthApi } from './domains/auth/upstream.ts';
import type { UpstreamCommission } from './domains/finance/shapes.ts';
import { BILL_BATCH_MAX, type FinanceApi } from './domains/finance/upstream.ts';
import { type NetworkApi, UNIT_BATCH_MAX, type UpstreamUnit } from './domains/network/upstream.ts';
import { AFFILIATE_BATCH_MAX, type AffiliateName, type PointsApi } from './domains/points/upstream.ts';
import type { UpstreamApis } from './kernel/context.ts';
import type { Side } from './kernel/side.ts';

const commission = (id: string) => ({ id }) as unknown as UpstreamCommission;

/** A finances API whose only working read is the batch, recording each call. */
function fakeFinance(answer: (side: Side, ids: readonly string[]) => Map<string, UpstreamCommission[]>) {
  const calls: Array<{ side: Side; ids: readonly string[] }> = [];
  const api = {
    commissionsOfBills: async (side: Side, ids: readonly string[]) => {
      calls.push({ side, ids });
      return answer(side, ids);
    },
  } as unknown as FinanceApi;
  return { api, calls };
}

const loadersFor = (finance: FinanceApi, points = {} as PointsApi, network = {} as NetworkApi) =>
  createLoaders({ auth: {} as AuthApi, finance, points, network } as unknown as UpstreamApis);

describe('billCommissions loader', () => {
  it('asks upstream once per side for the bills of one tick, and gives each bill its own', async () => {
    const { api, calls } = fakeFinance(
      (side, ids) => new Map(ids.map((id) => [id, [commission(`${side}-${id}`)]])),
    );
    const { billCommissions } = loadersFor(api);
    const answers = await Promise.all([
      billCommissions.load({ side: 'affiliate', billId: 'a' }),
      billCommissions.load({ side: 'affiliate', billId: 'b' }),
      billCommissions.load({ side: 'branch', billId: 'a' }),
      billCommissions.load({ side: 'affiliate', billId: 'a' }),
    ]);
    expect(calls).toEqual([
      { side: 'affiliate', ids: ['a', 'b'] },
      { side: 'branch', ids: ['a'] },
    ]);
    expect(answers.map((list) => list.map((row) => row.id))).toEqual([
      ['affiliate-a'],
      ['affiliate-b'],
      ['branch-a'],
      ['affiliate-a'],
    ]);
  });

  it('splits more bills than upstream takes at once into several calls', async () => {
    const { api, calls } = fakeFinance((_side, ids) => new Map(ids.map((id) => [id, []])));
    const { billCommissions } = loadersFor(api);
    const ids = Array.from({ length: BILL_BATCH_MAX + 1 }, (_, index) => `bill-${index}`);
    await Promise.all(ids.map((billId) => billCommissions.load({ side: null, billId })));
    expect(calls.map((call) => call.ids.length)).toEqual([BILL_BATCH_MAX, 1]);
  });

  it('gives no commissions to a bill upstream left out, and the error to every bill of a failed batch', async () => {
    const missing = fakeFinance(() => new Map([['a', [commission('x')]]]));
    const loaders = loadersFor(missing.api);
    expect(await loaders.billCommissions.load({ side: null, billId: 'b' })).toEqual([]);

    const failing = {
      commissionsOfBills: async () => {
        throw new Error('upstream down');
      },
    } as unknown as FinanceApi;
    const { billCommissions } = loadersFor(failing);
    const results = await Promise.allSettled([
      billCommissions.load({ side: null, billId: 'a' }),
      billCommissions.load({ side: null, billId: 'b' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('affiliateNames loader', () => {
  /** A points API whose only working read is the names batch: every id but "gone" is an affiliate. */
  function fakePoints() {
    const calls: Array<readonly string[]> = [];
    const api = {
      affiliateNames: async (ids: readonly string[]) => {
        calls.push(ids);
        const found = ids
          .filter((id) => id !== 'gone')
          .map((id): AffiliateName => ({ id, name: `Nome ${id}` }));
        return new Map(found.map((item) => [item.id, item]));
      },
    } as unknown as PointsApi;
    return { api, calls };
  }

  it('asks once for the distinct customers of a page, null for the ones upstream left out', async () => {
    const { api, calls } = fakePoints();
    const { affiliateNames } = loadersFor({} as FinanceApi, api);
    const answers = await Promise.all(['a', 'b', 'a', 'gone'].map((id) => affiliateNames.load(id)));
    expect(calls).toEqual([['a', 'b', 'gone']]);
    expect(answers).toEqual([
      { id: 'a', name: 'Nome a' },
      { id: 'b', name: 'Nome b' },
      { id: 'a', name: 'Nome a' },
      null,
    ]);
  });

  it('never sends upstream more ids than it takes at once', async () => {
    const { api, calls } = fakePoints();
    const { affiliateNames } = loadersFor({} as FinanceApi, api);
    const ids = Array.from({ length: AFFILIATE_BATCH_MAX + 1 }, (_, index) => `user-${index}`);
    await Promise.all(ids.map((id) => affiliateNames.load(id)));
    expect(calls.map((call) => call.length)).toEqual([AFFILIATE_BATCH_MAX, 1]);
  });
});

describe('units loader', () => {
  const unit = (id: string): UpstreamUnit => ({ id, name: `Unidade ${id}`, agenciador: false });

  /** An EDs API whose batch knows units 'a' to 'z' (and records each call's ids). */
  function fakeNetwork() {
    const calls: string[][] = [];
    const api = {
      units: async (ids: readonly string[]) => {
        calls.push([...ids]);
        return new Map(ids.filter((id) => /^[a-z]$/.test(id)).map((id) => [id, unit(id)]));
      },
    } as unknown as NetworkApi;
    return { api, calls };
  }

  it('names the distinct units of a page in one call, null for one upstream does not know', async () => {
    const { api, calls } = fakeNetwork();
    const { units } = loadersFor({} as FinanceApi, {} as PointsApi, api);
    const answers = await Promise.all(['a', 'b', 'a', 'unknown'].map((id) => units.load(id)));
    expect(calls).toEqual([['a', 'b', 'unknown']]);
    expect(answers).toEqual([unit('a'), unit('b'), unit('a'), null]);
  });

  it('splits more units than upstream takes at once', async () => {
    const { api, calls } = fakeNetwork();
    const { units } = loadersFor({} as FinanceApi, {} as PointsApi, api);
    await Promise.all(Array.from({ length: UNIT_BATCH_MAX + 1 }, (_, n) => units.load(`u${n}`)));
    expect(calls.map((ids) => ids.length)).toEqual([UNIT_BATCH_MAX, 1]);
  });
});
