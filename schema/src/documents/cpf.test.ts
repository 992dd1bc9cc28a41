import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, formatCpf, isValidCpf, normalizeCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts a valid CPF with or without its mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('rejects bad check digits, wrong lengths, letters and repeated digits', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('529.982.247-2A')).toBe(false);
    expect(isValidCpf('529*982*247*25')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('computes the check digits of a 9-digit base', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    // A first-digit remainder of 10 or 11 is 0.
    expect(isValidCpf(`310000000${cpfCheckDigits('310000000')}`)).toBe(true);
  });

  it('normalises and formats', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBe('');
  });
});
