/** A branch opens its unit's EDs' bills from the ED details, and no other unit's (kernel/scope.ts billOpenableBy). */
import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { BillJson } from '../bills.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { branch, agent, affiliated } = DEMO_USERS;

/** One affiliate bill of an ED of `unit` (own unit or not). */
async function edBill(unitIs: 'same' | 'other'): Promise<string> {
  const centro = organisationId('unitCentro');
  const row = await up()
    .db.selectFrom('bills')
    .innerJoin('users', 'users.id', 'bills.user_id')
    .select('bills.id')
    .where('bills.side', '=', 'affiliate')
    .where('users.is_affiliated', '=', true)
    .where('users.organisation_id', unitIs === 'same' ? '=' : '<>', centro)
    .orderBy('bills.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET payments/{id}: a branch and its EDs’ bills', () => {
  it('lets a branch open a bill of an ED of its own unit, not of another unit’s (404 like a missing one)', async () => {
    const own = await edBill('same');
    const ownRes = await call<BillJson>(branch.username, `${FIN}/payments/${own}`);
    expect(ownRes.status).toBe(200);
    expect(ownRes.body).toMatchObject({ id: own, payee: { kind: 'affiliate' } });
    const other = await edBill('other');
    const otherRes = await call(branch.username, `${FIN}/payments/${other}`);
    const missing = await call(branch.username, `${FIN}/payments/00000000-0000-4000-8000-000000000000`);
    expect(otherRes).toEqual(missing);
    expect(otherRes.status).toBe(404);
  });

  it('keeps the lists as they were: the branch’s Faturamento lists its unit’s bills only', async () => {
    const list = await call<Page<BillJson>>(branch.username, `${FIN}/payments?pageSize=100`);
    expect(list.body.items.every((bill) => bill.payee.kind === 'branch')).toBe(true);
  });

  it('gives no one else the EDs’ bills: an affiliate and an agency read their own only', async () => {
    const own = await edBill('same');
    const owner = await up()
      .db.selectFrom('bills')
      .innerJoin('users', 'users.id', 'bills.user_id')
      .select('users.username')
      .where('bills.id', '=', own)
      .executeTakeFirstOrThrow();
    for (const viewer of [affiliated, agent]) {
      if (viewer.username === owner.username) continue;
      expect((await call(viewer.username, `${FIN}/payments/${own}`)).status).toBe(404);
    }
  });
});
