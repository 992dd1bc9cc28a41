import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsCompact, parseBrlToCents } from './money.ts';

describe('formatCents', () => {
  it('formats cents as BRL with pt-BR separators and a plain space', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(100000000)).toBe('R$ 1.000.000,00');
  });

  it('formats holding-wide totals past 32 bits (Money scalar) to the cent', () => {
    expect(formatCents(5_000_000_000)).toBe('R$ 50.000.000,00');
    expect(formatCents(2_147_483_648)).toBe('R$ 21.474.836,48');
    expect(formatCents(-5_000_000_001)).toBe('-R$ 50.000.000,01');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
    expect(formatCentsCompact(5_000_000_000)).toBe('R$ 50 mi');
  });

  it('keeps the minus sign of negative values by default', () => {
    expect(formatCents(-123456)).toBe('-R$ 1.234,56');
  });

  it('drops the minus sign when asked (invoice modal)', () => {
    expect(formatCents(-123456, { absolute: true })).toBe('R$ 1.234,56');
    expect(formatCents(123456, { absolute: true })).toBe('R$ 1.234,56');
  });

  it('shows zero for missing or non-finite values', () => {
    expect(formatCents(null)).toBe('R$ 0,00');
    expect(formatCents(undefined)).toBe('R$ 0,00');
    expect(formatCents(Number.NaN)).toBe('R$ 0,00');
    expect(formatCents(-0.4)).toBe('R$ 0,00');
  });
});

describe('parseBrlToCents', () => {
  it('reads pt-BR and dotted decimal input', () => {
    expect(parseBrlToCents('R$ 1.234,56')).toBe(123456);
    expect(parseBrlToCents('1234.5')).toBe(123450);
    expect(parseBrlToCents('0,1')).toBe(10);
  });

  it('returns null for empty or invalid text', () => {
    expect(parseBrlToCents('')).toBeNull();
    expect(parseBrlToCents('abc')).toBeNull();
  });
});

describe('formatCentsCompact', () => {
  it('shortens large amounts for chart axes', () => {
    expect(formatCentsCompact(0)).toBe('R$ 0');
    expect(formatCentsCompact(1_250_000)).toBe('R$ 12,5 mil');
    expect(formatCentsCompact(320_000_000)).toBe('R$ 3,2 mi');
    expect(formatCentsCompact(null)).toBe('R$ 0');
  });
});
