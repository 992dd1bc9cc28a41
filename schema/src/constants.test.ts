import { describe, expect, it } from 'vitest';
import { levelThreshold, TABLE_PAGE_SIZES } from './constants.ts';

describe('business constants', () => {
  it('keeps the level helper of docs/product.md §5.6', () => {
    expect(levelThreshold(1)).toBe(2_500_000);
    expect(levelThreshold(2)).toBe(3_200_000);
  });

  it('offers the table sizes of docs/product.md §14.1', () => {
    expect([...TABLE_PAGE_SIZES]).toEqual([5, 10, 25, 50, 100]);
  });
});
