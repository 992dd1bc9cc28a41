/**
 * Voucher status transitions (docs/upstream-contract/points.md, "Voucher status transitions"): every legal
 * one goes through, and every illegal one is refused by the database trigger itself, one test
 * each, and by the domain table the routes consult.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { producerId } from '../../db/seed/finance/catalogue.ts';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { VOUCHER_STATUSES, type VoucherStatus } from '../../db/voucher-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { canTransition, LEGAL_TRANSITION_PAIRS } from './voucher-transitions.ts';

const up = useTestUpstream();
const pairs = VOUCHER_STATUSES.flatMap((from) =>
  VOUCHER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
);
const legal = pairs.filter(([from, to]) => canTransition(from, to));
const illegal = pairs.filter(([from, to]) => !canTransition(from, to));

let serial = 0;
/** A fresh voucher stored directly in `status` (inserts are not transitions). */
async function voucherIn(status: VoucherStatus): Promise<string> {
  serial += 1;
  const owner = userId(DEMO_USERS.affiliated.username);
  const row = await up()
    .db.insertInto('vouchers')
    .values({
      code: `VCH-T${String(serial).padStart(5, '0')}`,
      owner_id: owner,
      customer_id: owner,
      producer_id: producerId('mandacaru'),
      points: 10,
      value_cents: 100,
      status,
      expires_at: sql<Date>`${clockNow()}::timestamptz + interval '1 day'`,
      used_at: status === 'USED' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const move = (id: string, to: VoucherStatus) =>
  up()
    .db.updateTable('vouchers')
    .set({ status: to, used_at: to === 'USED' ? new Date() : undefined })
    .where('id', '=', id)
    .execute();

describe('voucher status transitions', () => {
  it('has exactly the documented legal transitions', () => {
    expect(legal.map(([from, to]) => `${from}->${to}`).sort()).toEqual(
      LEGAL_TRANSITION_PAIRS.map(([from, to]) => `${from}->${to}`).sort(),
    );
    expect(legal).toHaveLength(6);
    expect(illegal).toHaveLength(14);
  });

  it.each(legal)('allows %s -> %s', async (from, to) => {
    const id = await voucherIn(from);
    await move(id, to);
    const row = await up()
      .db.selectFrom('vouchers')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(to);
  });

  it.each(illegal)('refuses %s -> %s in the database', async (from, to) => {
    const id = await voucherIn(from);
    await expect(move(id, to)).rejects.toThrow(/illegal voucher transition/);
    const row = await up()
      .db.selectFrom('vouchers')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(from);
  });
});
