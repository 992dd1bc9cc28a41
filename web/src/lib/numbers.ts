/** Counts and text comparison the pt-BR way: the only place besides money.ts and dates.ts that uses Intl. */

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 12500 → '12.500': whole numbers (points, counts) grouped the pt-BR way. */
export const formatWhole = (value: number): string => whole.format(value);

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** pt-BR text order: case and accents ignored ('álvaro' beside 'Alvaro'), digits by value. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);
