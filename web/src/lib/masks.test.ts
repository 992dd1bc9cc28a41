import { pipe } from 'imask';
import { describe, expect, it, vi } from 'vitest';
import { isValidFullName, MASKS, preventSpaceKey, withoutCountryCode } from './masks.ts';

describe('masks', () => {
  it('masks a phone progressively and switches to the mobile pattern at 11 digits', () => {
    expect(pipe('853', MASKS.phone)).toBe('(85) 3');
    expect(pipe('8532221111', MASKS.phone)).toBe('(85) 3222-1111');
    expect(pipe('85999998888', MASKS.phone)).toBe('(85) 99999-8888');
    expect(pipe('8599999888', MASKS.phone)).toBe('(85) 9999-9888');
  });

  it("drops Brazil's country code from a whole number, not from a partial one", () => {
    expect(pipe('+55 (85) 99999-8888', MASKS.phone)).toBe('(85) 99999-8888');
    expect(pipe('558532221111', MASKS.phone)).toBe('(85) 3222-1111');
    expect(withoutCountryCode('5585')).toBe('5585');
    expect(withoutCountryCode('(55) 99999-8888')).toBe('(55) 99999-8888');
  });

  it('masks CEP as 5+3 digits and CPF as 3+3+3+2', () => {
    expect(pipe('600001', MASKS.cep)).toBe('60000-1');
    expect(pipe('60000-0001234', MASKS.cep)).toBe('60000-000');
    expect(pipe('1234', MASKS.cpf)).toBe('123.4');
    expect(pipe('12345678901', MASKS.cpf)).toBe('123.456.789-01');
  });

  it('masks an alphanumeric CNPJ, uppercasing letters and keeping them out of the check digits', () => {
    expect(pipe('12abc34501de35', MASKS.cnpj)).toBe('12.ABC.345/01DE-35');
    expect(pipe('11222333000181', MASKS.cnpj)).toBe('11.222.333/0001-81');
    expect(pipe('12ABC34501DEXY', MASKS.cnpj)).toBe('12.ABC.345/01DE-');
  });

  it('keeps letters and single spaces in names, and no spaces where they are blocked', () => {
    expect(pipe('  João  da Silva1', MASKS.name)).toBe('João da Silva');
    expect(pipe("Ana D'Ávila-Souza", MASKS.name)).toBe("Ana D'Ávila-Souza");
    expect(pipe(' a b\tc ', MASKS.noSpaces)).toBe('abc');
  });

  it('validates the full-name rule', () => {
    expect(isValidFullName('João Silva')).toBe(true);
    expect(isValidFullName('Maria da Conceição')).toBe(true);
    expect(isValidFullName("Ana D'Ávila")).toBe(true);
    expect(isValidFullName(' José Souza ')).toBe(true);
    expect(isValidFullName('Jo Silva')).toBe(false);
    expect(isValidFullName('João')).toBe(false);
    expect(isValidFullName('João ')).toBe(false);
    expect(isValidFullName('João 2')).toBe(false);
    expect(isValidFullName(null)).toBe(false);
  });

  it('blocks the space key', () => {
    const space = { key: ' ', preventDefault: vi.fn() };
    const letter = { key: 'a', preventDefault: vi.fn() };
    preventSpaceKey(space);
    preventSpaceKey(letter);
    expect(space.preventDefault).toHaveBeenCalledOnce();
    expect(letter.preventDefault).not.toHaveBeenCalled();
  });
});
