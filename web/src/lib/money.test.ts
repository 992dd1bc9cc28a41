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
  it.each([
    ['1.234', 123400],
    ['1.234,56', 123456],
    ['R$ 1.234,5', 123450],
    ['R$\u00a01.234,56', 123456],
    ['0,99', 99],
    ['0,1', 10],
    ['12', 1200],
    ['1234', 123400],
    ['1234,56', 123456],
    ['1.234.567,89', 123456789],
    [' 12,00 ', 1200],
    ['-1.234,56', -123456],
    ['-0', 0],
    ['300.000.000,00', 30000000000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseBrlToCents(text)).toBe(cents);
  });

  it.each([
    '',
    'R$',
    'abc',
    '1,234,56',
    '1.23',
    '12.34,5',
    '1234.5',
    '1,234',
    ',5',
    '1.234,',
    '1.234.56',
    '99999999999999999999',
  ])('returns null for %j, never a guess', (text) => {
    expect(parseBrlToCents(text)).toBeNull();
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
