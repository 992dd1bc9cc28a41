/** Axis maths for BarChart, kept apart so it can be tested without rendering. */

export interface ChartScale {
  /** The top of the axis: a round number at least as large as every value. */
  max: number;
  /** Tick values from 0 to max, evenly spaced. */
  ticks: number[];
}

const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * Round axis ticks for values from 0 to `max` (e.g. 0, 2.500, 5.000, 7.500, 10.000), so the grid
 * reads at a glance. An all-zero (or empty) series still gets a one-step axis to draw against.
 */
export const niceScale = (max: number, tickCount = 4): ChartScale => {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  if (safeMax === 0) return { max: 1, ticks: [0, 1] };
  const rough = safeMax / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((candidate) => candidate * magnitude >= rough) ?? 10) * magnitude;
  const count = Math.ceil(safeMax / step);
  const ticks = Array.from({ length: count + 1 }, (_, index) => index * step);
  return { max: count * step, ticks };
};
