/** Share of a goal reached, 0–100; a goal of zero (or less) counts as reached. */
export const percentOf = (value: number, goal: number): number =>
  goal <= 0 ? 100 : Math.min(100, Math.max(0, (value / goal) * 100));
