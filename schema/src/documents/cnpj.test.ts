import { describe, expect, it } from 'vitest';
import { CNPJ_SHAPE, cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';

// The Receita Federal's own example of the alphanumeric CNPJ (Nota Técnica 49/2024).
const OFFICIAL = '12.ABC.345/01DE-35';

describe('CNPJ', () => {
  it('accepts numeric CNPJs, with or without the mask', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj(' 11 222 333 0001 81 ')).toBe(true);
  });

  it("accepts the Receita's alphanumeric example, in either case", () => {
    expect(isValidCnpj(OFFICIAL)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    // Same characters as the example with one letter changed: the digits no longer match.
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('rejects wrong lengths, letters in the check digits and other characters', () => {
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('12ABC34501DE355')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501D*35')).toBe(false);
    expect(isValidCnpj('12ABC*34501DE35')).toBe(false);
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('rejects a base of one repeated character even when its check digits match', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj(`111111111111${cnpjCheckDigits('111111111111')}`)).toBe(false);
    expect(isValidCnpj(`AAAAAAAAAAAA${cnpjCheckDigits('AAAAAAAAAAAA')}`)).toBe(false);
  });

  it('computes check digits over ASCII − 48, numeric CNPJs being the special case', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('normalises: punctuation and spaces out, letters uppercased', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(undefined)).toBe('');
    expect(CNPJ_SHAPE.test(normalizeCnpj(OFFICIAL))).toBe(true);
  });

  it('formats as XX.XXX.XXX/XXXX-DD and leaves other shapes as received', () => {
    expect(formatCnpj('12abc34501de35')).toBe(OFFICIAL);
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj(OFFICIAL)).toBe(OFFICIAL);
    expect(formatCnpj('00000000000000')).toBe('00.000.000/0000-00');
    expect(formatCnpj('123')).toBe('123');
    expect(formatCnpj('12ABC34501DE3A')).toBe('12ABC34501DE3A');
    expect(formatCnpj(null)).toBe('');
  });
});
