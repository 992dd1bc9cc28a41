/** Counts and text comparison the pt-BR way: the only place besides money.ts and dates.ts that uses Intl. */

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 12500 → '12.500': whole numbers (points, counts) grouped the pt-BR way. */
export const formatWhole = (value: number): string => whole.format(value);

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** pt-BR text order: case and accents ignored ('álvaro' beside 'Alvaro'), digits by value. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

/**
 * How a figure moved against the one before, in words a reader takes in at a glance: '+25%',
 * '−10%', 'estável' (no change); null when there was nothing before to compare with (a percentage
 * of zero says nothing).
 */
export const formatChange = (current: number, before: number): string | null => {
  if (before === 0) return null;
  const change = Math.round(((current - before) / before) * 100);
  return change === 0 ? 'estável' : `${percent.format(change)}%`;
};

const rate = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Basis points as a percentage: 1000 → '10%', 250 → '2,5%' (a commission's rate). */
export const formatBasisPoints = (basisPoints: number): string => `${rate.format(basisPoints / 100)}%`;
