/** Integração (docs/product.md §11.5): the integrated payees and the bills' URL, holding and admin only. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { PayeeIntegrationJson } from '../integration.ts';
import { INTEGRATION_KIND_MESSAGE } from './integration.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding, admin, branch } = DEMO_USERS;
const PATH = '/v1/holding/integrations';

describe('Integração', () => {
  it('lists the integrated payees by name, filtered by kind, for the holding and admins', async () => {
    const all = await call<Page<PayeeIntegrationJson>>(holding.username, PATH);
    expect(all.status).toBe(200);
    expect(all.body.totalRows).toBeGreaterThan(0);
    const names = all.body.items.map((row) => row.payee.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const dmei = await call<Page<PayeeIntegrationJson>>(admin.username, `${PATH}?kind=DMEI`);
    expect(dmei.body.items.every((row) => row.kind === 'DMEI')).toBe(true);
    expect(await call(admin.username, `${PATH}?kind=NFE`)).toMatchObject({
      status: 400,
      body: { detail: INTEGRATION_KIND_MESSAGE },
    });
  });

  it('gives the bills URL (null when not configured) and refuses other roles', async () => {
    expect(await call(holding.username, `${PATH}/bills-url`)).toMatchObject({
      status: 200,
      body: { url: null },
    });
    expect((await call(branch.username, PATH)).status).toBe(403);
    expect((await call(branch.username, `${PATH}/bills-url`)).status).toBe(403);
  });
});
