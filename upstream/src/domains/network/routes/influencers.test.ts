import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { InfluencerJson } from '../influencers.ts';
import { INFLUENCER_MESSAGES } from './influencers.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
// Larissa sells for the agent's agency (seed): she is the agent's influencer.
const larissa = userId('larissa.nunes@exemplo.com.br');

describe('Influenciadores', () => {
  it("lists the agent's influencers with the sales and commissions they gave the agency", async () => {
    const res = await call<{ items: InfluencerJson[]; totalRows: number }>(
      DEMO_USERS.agent.username,
      '/v1/influencers',
    );
    expect(res.status).toBe(200);
    const row = res.body.items.find((item) => item.id === larissa);
    expect(row).toMatchObject({ name: expect.stringContaining('Larissa'), active: true });
    expect(row?.sales_count).toBeGreaterThan(0);
    expect(row?.sales_cents).toBeGreaterThan(0);
    expect(row?.commissions_cents).toBeGreaterThan(0);
    // The agent is not its own influencer, nor is an ED of a unit.
    const ids = res.body.items.map((item) => item.id);
    expect(ids).not.toContain(userId(DEMO_USERS.agent.username));
    expect(ids).not.toContain(userId(DEMO_USERS.affiliated.username));
  });

  it("gives one influencer by id, and anyone else's id as missing", async () => {
    const one = await call<InfluencerJson>(DEMO_USERS.agent.username, `/v1/influencers/${larissa}`);
    expect(one.body.id).toBe(larissa);
    const other = await call(
      DEMO_USERS.agent.username,
      `/v1/influencers/${userId(DEMO_USERS.affiliated.username)}`,
    );
    expect(other).toEqual({ status: 404, body: { detail: INFLUENCER_MESSAGES.notFound } });
    expect((await call(DEMO_USERS.agent.username, '/v1/influencers/nao-e-id')).status).toBe(404);
  });

  it.each([DEMO_USERS.branch, DEMO_USERS.holding, DEMO_USERS.affiliated])(
    'refuses $username',
    async ({ username }) => {
      expect((await call(username, '/v1/influencers')).status).toBe(403);
      expect((await call(username, `/v1/influencers/${larissa}`)).status).toBe(403);
    },
  );
});
