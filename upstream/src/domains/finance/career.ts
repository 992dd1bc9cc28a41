/** The career plan (docs/product.md §5.6 "Plano de carreira" and the level helper). */
import type { Db } from '../../db/connection.ts';
import type { Scope } from '../../kernel/scope.ts';
import { DOCUMENTS } from './documents.ts';
import { currentCycleSales } from './sales.ts';

/**
 * docs/product.md §5.6's helper: 2,500,000 cents for level 1 and 3,200,000 otherwise; the goal of a
 * level whose `career_levels.goal_cents` is null (migration 0031).
 */
export const levelGoal = (level: number): number => (level === 1 ? 2_500_000 : 3_200_000);

export interface CareerPlanJson {
  level: number;
  levels: { level: number; name: string; description: string; goal: number }[];
  currentCycleSales: number;
  documents: { key: string; title: string; path: string; url: string }[];
}

export async function careerPlan(
  db: Db,
  userId: string,
  scope: Scope,
  baseUrl: string,
): Promise<CareerPlanJson> {
  const [levels, own, sales] = await Promise.all([
    db.selectFrom('career_levels').selectAll().orderBy('level').execute(),
    db.selectFrom('user_career_levels').select('level').where('user_id', '=', userId).executeTakeFirst(),
    currentCycleSales(db, scope),
  ]);
  return {
    level: own?.level ?? 1,
    levels: levels.map(({ goal_cents, ...row }) => ({ ...row, goal: goal_cents ?? levelGoal(row.level) })),
    currentCycleSales: sales.total,
    documents: DOCUMENTS.map((document) => {
      const path = `/docs/${document.file}`;
      return { key: document.key, title: document.title, path, url: `${baseUrl}${path}` };
    }),
  };
}
