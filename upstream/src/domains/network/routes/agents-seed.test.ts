/** The interior network's agents and sales (db/seed/network-agents.ts), as the routes serve them. */
import { describe, expect, it } from 'vitest';
import { SEED_BASE_DATE } from '../../../db/seed/ids.ts';
import { agentOfNetworkEd, NETWORK_AGENTS, networkEdSales } from '../../../db/seed/network-agents.ts';
import { NETWORK_EDS } from '../../../db/seed/network-units.ts';
import { userId } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';

const up = useTestUpstream();
const { call } = financeClient(up);

describe('the interior network’s agents and sales (seed)', () => {
  it('gives each agent its influencers (brought in by it, or selling for its agency), with their sales', async () => {
    const sellsForAgency = new Set(
      NETWORK_EDS.filter((_, n) => agentOfNetworkEd(n) && networkEdSales(n).length > 0).map((ed) =>
        userId(ed.username),
      ),
    );
    for (const agent of NETWORK_AGENTS) {
      const mine = NETWORK_EDS.filter((_, n) => agentOfNetworkEd(n) === agent.username).map((ed) =>
        userId(ed.username),
      );
      expect(mine.length).toBeGreaterThan(5);
      const page = await call<Page<{ id: string; sales_count: number }>>(
        agent.username,
        '/v1/influencers?pageSize=100',
      );
      expect(page.status).toBe(200);
      expect(page.body.items.map((row) => row.id).sort()).toEqual(
        [...new Set([...mine, ...sellsForAgency])].sort(),
      );
      expect(page.body.items.filter((row) => row.sales_count > 0).length).toBe(sellsForAgency.size);
    }
  });

  it('spreads the interior EDs’ sales over several closed cycles, before the base date', async () => {
    const sales = NETWORK_EDS.flatMap((_, n) => networkEdSales(n));
    expect(new Set(sales.map((sale) => sale.cycle_id)).size).toBeGreaterThan(6);
    expect(sales.every((sale) => sale.payment_date < SEED_BASE_DATE)).toBe(true);
    const stored = await up()
      .db.selectFrom('sales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('payment_id', 'like', 'net-%')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(sales.length);
    // No ED without a company sells; the agents are no EDs.
    expect(NETWORK_EDS.filter((ed, n) => !ed.cnpj && networkEdSales(n).length > 0)).toEqual([]);
  });
});
