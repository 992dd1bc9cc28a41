import { describe, expect, it } from 'vitest';
import { compareText, formatChange, formatWhole } from './numbers.ts';

describe('numbers', () => {
  it('groups whole numbers with dots and rounds fractions away', () => {
    expect(formatWhole(12500)).toBe('12.500');
    expect(formatWhole(1)).toBe('1');
    expect(formatWhole(1234.6)).toBe('1.235');
  });

  it('compares text ignoring case and accents, digits by value', () => {
    expect(['bruno', 'Érica', 'Ana', 'Álvaro'].sort(compareText)).toEqual([
      'Álvaro',
      'Ana',
      'bruno',
      'Érica',
    ]);
    expect(compareText('item 2', 'item 10')).toBeLessThan(0);
  });

  it('says how a figure moved against the one before, and nothing against zero', () => {
    expect(formatChange(125, 100)).toBe('+25%');
    expect(formatChange(89, 100)).toBe('-11%');
    expect(formatChange(1001, 1000)).toBe('estável');
    expect(formatChange(5, 0)).toBeNull();
  });
});
