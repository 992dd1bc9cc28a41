import { describe, expect, it } from 'vitest';
import { compareText, formatWhole } from './numbers.ts';

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
});
