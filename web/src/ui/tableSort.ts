import { compareText } from '@/lib/numbers.ts';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

const toComparable = (value: SortValue): string | number | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
};

/** Ascending comparison; empty values always go last whatever the direction, as users expect. */
export const compareSortValues = (a: SortValue, b: SortValue, direction: SortDirection): number => {
  const left = toComparable(a);
  const right = toComparable(b);
  if (left === null || right === null) {
    if (left === right) return 0;
    return left === null ? 1 : -1;
  }
  const ascending =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : compareText(String(left), String(right));
  return direction === 'asc' ? ascending : -ascending;
};

/** Stable sort that leaves the input untouched (rows often come frozen from the Apollo cache). */
export const sortRows = <T>(
  rows: readonly T[],
  getValue: (row: T) => SortValue,
  direction: SortDirection,
): T[] =>
  rows
    .map((row, index) => ({ row, index, value: getValue(row) }))
    .sort((a, b) => compareSortValues(a.value, b.value, direction) || a.index - b.index)
    .map(({ row }) => row);

/** Clicking the sorted column flips it; clicking another column starts ascending (docs/product.md §14.1). */
export const nextSort = (current: SortState | null, key: string): SortState =>
  current?.key === key && current.direction === 'asc'
    ? { key, direction: 'desc' }
    : { key, direction: 'asc' };
