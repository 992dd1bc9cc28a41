import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { type CareerPlanJson, levelGoal } from '../career.ts';
import { DOCUMENT_NOT_FOUND } from './career.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, agent, branch, holding } = DEMO_USERS;

const FILES = [
  'plano-de-carreira.pdf',
  'regras-de-fidelidade.pdf',
  'politica-de-privacidade.pdf',
  'termos-de-adesao.pdf',
];

describe('GET career-plan', () => {
  it('gives the level, the levels with their own growing goals and the document links', async () => {
    const res = await call<CareerPlanJson>(affiliated.username, `${FIN}/career-plan`);
    expect(res.status).toBe(200);
    expect(res.body.level).toBe(2);
    expect(res.body.levels.map((level) => [level.level, level.goal])).toEqual([
      [1, 2_500_000],
      [2, 4_000_000],
      [3, 6_500_000],
      [4, 10_000_000],
      [5, 15_000_000],
    ]);
    expect(res.body.levels[0]).toMatchObject({ name: 'Bronze', description: expect.any(String) });
    const total = await call<{ total: number }>(affiliated.username, `${FIN}/sales/total`);
    expect(res.body.currentCycleSales).toBe(total.body.total);
    expect(res.body.documents.map((document) => document.path)).toEqual(FILES.map((file) => `/docs/${file}`));
    expect(res.body.documents[0]).toEqual({
      key: 'career-plan',
      title: 'Plano de Carreira',
      path: '/docs/plano-de-carreira.pdf',
      url: `${up().portalUrl}/docs/plano-de-carreira.pdf`,
    });
  });

  it("uses the agent's side for the sales and level 1 when none is recorded", async () => {
    const asBranch = await call<CareerPlanJson>(agent.username, `${FIN}/career-plan?agent_as_role=branch`);
    const total = await call<{ total: number }>(agent.username, `${FIN}/sales/total?agent_as_role=branch`);
    expect(asBranch.body).toMatchObject({ level: 3, currentCycleSales: total.body.total });
    expect((await call<CareerPlanJson>(holding.username, `${FIN}/career-plan`)).body).toMatchObject({
      level: 1,
      currentCycleSales: 0,
    });
    expect((await call<CareerPlanJson>(branch.username, `${FIN}/career-plan`)).body.level).toBe(2);
  });

  it("falls back to docs/product.md §5.6's helper for a level without a goal", async () => {
    const db = up().db;
    const setGoal = (level: number, goal: number | null) =>
      db.updateTable('career_levels').set({ goal_cents: goal }).where('level', '=', level).execute();
    await Promise.all([setGoal(1, null), setGoal(4, null)]);
    try {
      const res = await call<CareerPlanJson>(affiliated.username, `${FIN}/career-plan`);
      expect(res.body.levels.map((level) => level.goal)).toEqual([
        2_500_000, 4_000_000, 6_500_000, 3_200_000, 15_000_000,
      ]);
    } finally {
      await Promise.all([setGoal(1, 2_500_000), setGoal(4, 10_000_000)]);
    }
  });

  it('follows docs/product.md §5.6 in the helper', () => {
    expect([levelGoal(1), levelGoal(2), levelGoal(7)]).toEqual([2_500_000, 3_200_000, 3_200_000]);
  });
});

describe('GET /docs/{file}', () => {
  it.each(FILES)('serves %s as a PDF without a token', async (file) => {
    const res = await up().portal(`/docs/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    // The cross-reference table points at real object offsets.
    const xref = Number(/startxref\n(\d+)/.exec(body.toString('latin1'))?.[1]);
    expect(body.subarray(xref, xref + 4).toString('latin1')).toBe('xref');
  });

  it('answers 404 for any other name', async () => {
    const res = await up().portal('/docs/segredos.pdf');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: DOCUMENT_NOT_FOUND });
  });
});
